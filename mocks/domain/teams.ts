/**
 * Teams: creating one (its creator becomes the manager) and changing its name, tag, colours, crest
 * and description (docs/api/teams.md). The roster is ./roster.ts's; the team page ./teamPage.ts's.
 */
import type { CreateTeamValues, UpdateTeamValues } from '@/api/contracts/teams'
import { now } from '../clock'
import { db, nextId, type TeamRecord, type UserRecord } from '../model'
import { HttpError, type FieldErrors } from '../lib/http'
import { findTeam } from './lookups'
import { addMember, requireManager } from './roster'

export function requireTeam(teamId: number | null): TeamRecord {
  const team = teamId === null ? undefined : findTeam(teamId)
  if (team === undefined) throw new HttpError(404, 'team_not_found')
  return team
}

/** 409 `team_taken` (fieldErrors `name`, `tag`) when another team uses the name (any case) or tag. */
function assertIdentityFree(name: string | undefined, tag: string | undefined, teamId?: number) {
  const fieldErrors: FieldErrors = {}
  const wantedName = name?.toLowerCase()
  for (const team of db.teams.all()) {
    if (team.id === teamId) continue
    if (wantedName !== undefined && team.name.toLowerCase() === wantedName) {
      fieldErrors['name'] = { key: 'team_name_taken' }
    }
    if (tag !== undefined && team.tag === tag) fieldErrors['tag'] = { key: 'team_tag_taken' }
  }
  if (Object.keys(fieldErrors).length > 0) throw new HttpError(409, 'team_taken', fieldErrors)
}

/** POST /api/teams: the creator becomes its manager. */
export async function createTeam(user: UserRecord, values: CreateTeamValues): Promise<TeamRecord> {
  if (db.memberships.findFirst((q) => q.where({ userId: user.id })) !== undefined) {
    throw new HttpError(409, 'already_on_team')
  }
  assertIdentityFree(values.name, values.tag)
  const team = await db.teams.create({
    id: nextId('teams'),
    name: values.name,
    tag: values.tag,
    platform: values.platform,
    primaryColor: values.primaryColor,
    secondaryColor: values.secondaryColor,
    crest: values.crest,
    description: values.description,
    recruiting: values.recruiting,
    createdAt: now().toISOString(),
  })
  await addMember(team, user, 'manager')
  return team
}

/** PATCH /api/teams/:id (manager or co-manager). */
export async function updateTeam(
  team: TeamRecord,
  user: UserRecord,
  values: UpdateTeamValues,
): Promise<TeamRecord> {
  requireManager(team, user)
  assertIdentityFree(values.name, values.tag, team.id)
  const updated = await db.teams.update((q) => q.where({ id: team.id }), {
    data(record) {
      if (values.name !== undefined) record.name = values.name
      if (values.tag !== undefined) record.tag = values.tag
      if (values.primaryColor !== undefined) record.primaryColor = values.primaryColor
      if (values.secondaryColor !== undefined) record.secondaryColor = values.secondaryColor
      if (values.description !== undefined) record.description = values.description
      if (values.recruiting !== undefined) record.recruiting = values.recruiting
      if (values.crest !== undefined) record.crest = values.crest
    },
  })
  return updated ?? team
}
