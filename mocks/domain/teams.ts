/**
 * Teams: creating one (its creator becomes the manager) and changing its name, tag, colours, crest
 * and description (docs/api/teams.md). The roster is ./roster.ts's; the team page ./teamPage.ts's.
 */
import type { CreateTeamValues, UpdateTeamValues } from '@/api/contracts/teams'
import { now } from '../clock'
import { db, nextId, type TeamRecord, type UserRecord } from '../model'
import { requireUser } from '../lib/auth'
import { HttpError, type FieldErrors } from '../lib/http'
import { nameSkeleton } from '../lib/names'
import { applyPatch } from '../lib/patch'
import { pathId } from '../lib/route'
import { findTeam } from './lookups'
import { releaseMedia, storeDataUrl, withStoredPicture } from './media'
import { addMember, requireManager } from './roster'

/** The team of the path (`/teams/:id`); 404 `team_not_found` for an unknown team or a malformed id. */
export function requireTeam(rawId: string | readonly string[] | undefined): TeamRecord {
  const teamId = pathId(rawId)
  const team = teamId === null ? undefined : findTeam(teamId)
  if (team === undefined) throw new HttpError(404, 'team_not_found')
  return team
}

/**
 * The caller and the team of the path, which the caller manages (manager or co-manager): 401, 404
 * or 403, in that order, before the body is read.
 */
export function requireManagedTeam(
  request: Request,
  rawId: string | readonly string[] | undefined,
): { user: UserRecord; team: TeamRecord } {
  const user = requireUser(request)
  const team = requireTeam(rawId)
  requireManager(team, user)
  return { user, team }
}

/**
 * 409 `team_taken` (fieldErrors `name`, `tag`) when another team uses the tag, or a name players
 * could not tell from this one (any case, look-alike letters: lib/names.ts).
 */
function assertIdentityFree(name: string | undefined, tag: string | undefined, teamId?: number) {
  const fieldErrors: FieldErrors = {}
  const wantedName = name === undefined ? undefined : nameSkeleton(name)
  for (const team of db.teams.all()) {
    if (team.id === teamId) continue
    if (wantedName !== undefined && nameSkeleton(team.name) === wantedName) {
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
  return withStoredPicture(
    () => storedCrest(values.crest),
    async (crest) => {
      const team = await db.teams.create({
        id: nextId('teams'),
        name: values.name,
        tag: values.tag,
        platform: values.platform,
        primaryColor: values.primaryColor,
        secondaryColor: values.secondaryColor,
        crest,
        description: values.description,
        // A team recruits once its managers publish a post (./recruitment.ts).
        recruiting: false,
        createdAt: now().toISOString(),
      })
      await addMember(team, user, 'manager')
      return team
    },
  )
}

/** A new crest stored as a picture: its address; `null` (removed) and `undefined` (kept) as they are. */
function storedCrest<Crest extends string | null | undefined>(crest: Crest): Promise<Crest> {
  return typeof crest === 'string'
    ? (storeDataUrl(crest) as Promise<Crest>)
    : Promise.resolve(crest)
}

/** PATCH /api/teams/:id (manager or co-manager). */
export async function updateTeam(
  team: TeamRecord,
  user: UserRecord,
  values: UpdateTeamValues,
): Promise<TeamRecord> {
  requireManager(team, user)
  assertIdentityFree(values.name, values.tag, team.id)
  return withStoredPicture(
    () => storedCrest(values.crest),
    async (crest) => {
      // The record's own crest when it changes: another request may have replaced it meanwhile.
      let previousCrest: string | null = null
      const updated = await db.teams.update((q) => q.where({ id: team.id }), {
        data(record) {
          previousCrest = record.crest
          applyPatch(record, { ...values, crest })
        },
      })
      // Disbanded while the request ran (its last member left).
      if (updated === undefined) throw new HttpError(404, 'team_not_found')
      if (crest !== undefined) await releaseMedia(previousCrest)
      return updated
    },
  )
}
