/**
 * The teams area: create a team, read it (roster, results, fixtures, stats), customise it, manage
 * the roster, leave (docs/api/teams.md). The lookups every league area shares are in ./teams.
 *
 * Invariants kept here: a player is on at most one team, and a team with members has exactly one
 * manager. Joining a team (creating one, accepting an invitation) makes the player stop being a free
 * agent and cancels the player's pending invitations.
 */
import { z } from 'zod'
import {
  TEAM_FIELD_ERRORS,
  TEAM_FIXTURES_COUNT,
  TEAM_RESULTS_COUNT,
  TEAM_ROSTER_MAX,
  type CreateTeamValues,
  type RosterMember,
  type TeamCompetition,
  type TeamDetail,
  type TeamFieldError,
  type TeamManager,
  type TeamMatch,
  type TeamResponse,
  type TeamRole,
  type TeamStats,
  type TeamSummary,
  type TeamViewer,
  type UpdateMemberValues,
  type UpdateTeamValues,
} from '@/api/contracts/teams'
import type { MatchResult } from '@/api/contracts/league'
import { now } from '../clock'
import {
  db,
  findUser,
  nextId,
  type MatchRecord,
  type MembershipRecord,
  type TeamRecord,
  type UserRecord,
} from '../model'
import { readJson, toFieldErrors } from '../lib/body'
import { HttpError, type FieldErrors } from '../lib/http'
import { matchResult } from './stats'
import { findCompetition, findTeam, rosterOf, teamMatches } from './teams'

// ---------------------------------------------------------------------------------------------
// Input

/** A path id: a positive integer, or null (the handlers answer 404 for what cannot be an id). */
export function pathId(raw: string | readonly string[] | undefined): number | null {
  if (typeof raw !== 'string' || !/^[1-9]\d*$/.test(raw)) return null
  const value = Number(raw)
  return Number.isSafeInteger(value) ? value : null
}

function namedFieldError(message: string): TeamFieldError | undefined {
  return TEAM_FIELD_ERRORS.find((key) => key === message)
}

/**
 * `value` (a parsed JSON body) checked with `schema`; throws 422 `validation_failed` otherwise, with
 * the first problem of each field. A problem the contract names (its message is a TEAM_FIELD_ERRORS
 * key, e.g. `crest_type`) gets that text; the rest get the generic ones (required, too long, invalid).
 */
export function validate<S extends z.ZodType>(value: unknown, schema: S): z.output<S> {
  const result = schema.safeParse(value, { reportInput: true })
  if (result.success) return result.data
  const fieldErrors: FieldErrors = toFieldErrors(result.error.issues)
  const seen = new Set<string>()
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'body'
    if (seen.has(field)) continue
    seen.add(field)
    const named = namedFieldError(issue.message)
    if (named !== undefined) fieldErrors[field] = { key: named }
  }
  throw new HttpError(422, 'validation_failed', fieldErrors)
}

/** The request's JSON body (400 when it is not JSON) checked with `schema` (422, see validate). */
export async function readBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<z.output<S>> {
  return validate(await readJson(request, z.unknown()), schema)
}

// ---------------------------------------------------------------------------------------------
// Lookups

export function requireTeam(teamId: number | null): TeamRecord {
  const team = teamId === null ? undefined : findTeam(teamId)
  if (team === undefined) throw new HttpError(404, 'team_not_found')
  return team
}

/** The user's membership of this team, if they are on it. */
export function membershipIn(teamId: number, userId: number): MembershipRecord | undefined {
  return db.memberships.findFirst((q) => q.where({ teamId, userId }))
}

/** The caller's membership of the team as manager or co-manager; 403 `not_team_manager` otherwise. */
export function requireManager(team: TeamRecord, user: UserRecord): MembershipRecord {
  const membership = membershipIn(team.id, user.id)
  if (membership === undefined || membership.role === 'player') {
    throw new HttpError(403, 'not_team_manager')
  }
  return membership
}

/**
 * How many players the team's roster can hold: TEAM_ROSTER_MAX, or the largest `rosterMax` of the
 * competitions it is entered in (registration not rejected, competition not finished) when larger.
 */
export function rosterLimit(teamId: number): number {
  const maxima = db.registrations
    .findMany((q) => q.where({ teamId }))
    .filter((registration) => registration.status !== 'rejected')
    .flatMap((registration) => {
      const competition = findCompetition(registration.competitionId)
      return competition === undefined || competition.status === 'finished'
        ? []
        : [competition.rosterMax]
    })
  return Math.max(TEAM_ROSTER_MAX, ...maxima)
}

export function rosterSize(teamId: number): number {
  return db.memberships.findMany((q) => q.where({ teamId })).length
}

// ---------------------------------------------------------------------------------------------
// Responses (shaped field by field: nothing private can slip through)

export function toTeamSummary(team: TeamRecord): TeamSummary {
  return { id: team.id, name: team.name, tag: team.tag, crest: team.crest }
}

function toRosterMember({
  membership,
  user,
}: {
  membership: MembershipRecord
  user: UserRecord
}): RosterMember {
  return {
    id: user.id,
    username: user.username,
    avatar: user.avatar,
    country: user.country,
    primaryPosition: user.primaryPosition,
    secondaryPosition: user.secondaryPosition,
    shirtNumber: membership.shirtNumber,
    role: membership.role,
    joinedAt: membership.joinedAt,
  }
}

export function roster(teamId: number): RosterMember[] {
  return rosterOf(teamId).map(toRosterMember)
}

function hasScore(
  match: MatchRecord,
): match is MatchRecord & { homeScore: number; awayScore: number } {
  return (
    (match.status === 'played' || match.status === 'forfeit') &&
    match.homeScore !== null &&
    match.awayScore !== null
  )
}

/** For `teamId`, by the score: [scored, conceded]. */
function goals(match: MatchRecord & { homeScore: number; awayScore: number }, teamId: number) {
  return match.homeTeamId === teamId
    ? [match.homeScore, match.awayScore]
    : [match.awayScore, match.homeScore]
}

function resultOf(match: MatchRecord, teamId: number): MatchResult | null {
  if (!hasScore(match)) return null
  const [scored = 0, conceded = 0] = goals(match, teamId)
  return matchResult(scored, conceded)
}

function teamMatchSerializer(teamId: number) {
  const teams = new Map<number, TeamSummary>()
  const competitionNames = new Map<number, string>()
  const teamSummary = (id: number): TeamSummary => {
    let summary = teams.get(id)
    if (summary === undefined) {
      const team = findTeam(id)
      summary = team === undefined ? { id, name: '', tag: '', crest: null } : toTeamSummary(team)
      teams.set(id, summary)
    }
    return summary
  }
  return (match: MatchRecord): TeamMatch => {
    let competitionName = competitionNames.get(match.competitionId)
    if (competitionName === undefined) {
      competitionName = findCompetition(match.competitionId)?.name ?? ''
      competitionNames.set(match.competitionId, competitionName)
    }
    return {
      id: match.id,
      competition: { id: match.competitionId, name: competitionName },
      stage: match.stage,
      matchday: match.matchday,
      kickoff: match.kickoff,
      status: match.status,
      home: teamSummary(match.homeTeamId),
      away: teamSummary(match.awayTeamId),
      homeScore: match.homeScore,
      awayScore: match.awayScore,
      homePenalties: match.homePenalties,
      awayPenalties: match.awayPenalties,
      result: resultOf(match, teamId),
    }
  }
}

function teamStats(teamId: number, matches: readonly MatchRecord[]): TeamStats {
  const stats: TeamStats = {
    played: 0,
    won: 0,
    drawn: 0,
    lost: 0,
    goalsFor: 0,
    goalsAgainst: 0,
    cleanSheets: 0,
    topScorer: null,
  }
  for (const match of matches) {
    if (!hasScore(match)) continue
    const [scored = 0, conceded = 0] = goals(match, teamId)
    stats.played += 1
    stats.goalsFor += scored
    stats.goalsAgainst += conceded
    if (scored > conceded) stats.won += 1
    else if (scored === conceded) stats.drawn += 1
    else stats.lost += 1
    if (conceded === 0) stats.cleanSheets += 1
  }
  // Top scorer: most goals for this team; fewer matches, then the lower id, break ties.
  const scorers = new Map<number, { goals: number; matches: number }>()
  for (const line of db.playerMatchStats.findMany((q) => q.where({ teamId }))) {
    const totals = scorers.get(line.userId) ?? { goals: 0, matches: 0 }
    totals.goals += line.goals
    totals.matches += 1
    scorers.set(line.userId, totals)
  }
  const [best] = [...scorers]
    .filter(([, totals]) => totals.goals > 0)
    .sort(([idA, a], [idB, b]) => b.goals - a.goals || a.matches - b.matches || idA - idB)
  const scorer = best === undefined ? undefined : findUser(best[0])
  if (best !== undefined && scorer !== undefined) {
    stats.topScorer = {
      id: scorer.id,
      username: scorer.username,
      avatar: scorer.avatar,
      goals: best[1].goals,
    }
  }
  return stats
}

function teamCompetitions(teamId: number): TeamCompetition[] {
  return db.registrations
    .findMany((q) => q.where({ teamId }))
    .flatMap((registration): { startDate: string; entry: TeamCompetition }[] => {
      const competition = findCompetition(registration.competitionId)
      if (competition === undefined || registration.status === 'rejected') return []
      return [
        {
          startDate: competition.startDate,
          entry: {
            id: competition.id,
            name: competition.name,
            slug: competition.slug,
            season: competition.season,
            format: competition.format,
            status: competition.status,
            registrationStatus: registration.status,
          },
        },
      ]
    })
    .sort((a, b) => b.startDate.localeCompare(a.startDate) || b.entry.id - a.entry.id)
    .map(({ entry }) => entry)
}

export function teamDetail(team: TeamRecord): TeamDetail {
  const members = roster(team.id)
  const matches = teamMatches(team.id)
  const toMatch = teamMatchSerializer(team.id)
  const managers = members.flatMap((member): TeamManager[] =>
    member.role === 'player'
      ? []
      : [{ id: member.id, username: member.username, avatar: member.avatar, role: member.role }],
  )
  return {
    id: team.id,
    name: team.name,
    tag: team.tag,
    platform: team.platform,
    primaryColor: team.primaryColor,
    secondaryColor: team.secondaryColor,
    crest: team.crest,
    description: team.description,
    recruiting: team.recruiting,
    createdAt: team.createdAt,
    rosterSize: members.length,
    rosterLimit: rosterLimit(team.id),
    managers,
    roster: members,
    results: matches.filter(hasScore).slice(-TEAM_RESULTS_COUNT).reverse().map(toMatch),
    fixtures: matches
      .filter((match) => match.status === 'scheduled')
      .slice(0, TEAM_FIXTURES_COUNT)
      .map(toMatch),
    stats: teamStats(team.id, matches),
    competitions: teamCompetitions(team.id),
  }
}

export function teamViewer(team: TeamRecord, user: UserRecord | null): TeamViewer | null {
  if (user === null) return null
  const role = membershipIn(team.id, user.id)?.role ?? null
  return { role, canManage: role === 'manager' || role === 'co-manager' }
}

export function teamResponse(team: TeamRecord, user: UserRecord | null): TeamResponse {
  return { team: teamDetail(team), viewer: teamViewer(team, user) }
}

// ---------------------------------------------------------------------------------------------
// Membership primitives (the invitations area uses them too)

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

/** Cancels the player's pending invitations (they joined a team: none can be accepted now). */
export async function cancelPendingInvitationsOf(playerId: number): Promise<void> {
  const at = now().toISOString()
  await db.invitations.updateMany((q) => q.where({ playerId, status: 'pending' }), {
    data(invitation) {
      invitation.status = 'cancelled'
      invitation.respondedAt = at
    },
  })
}

/**
 * Puts the user on the team with `role`. The shirt number is the player's preferred one when the
 * team has it free, none otherwise. The player stops being a free agent, and their pending
 * invitations are cancelled. The caller has checked that the user is on no team.
 */
export async function addMember(
  team: TeamRecord,
  user: UserRecord,
  role: TeamRole,
): Promise<MembershipRecord> {
  const taken = new Set(
    db.memberships.findMany((q) => q.where({ teamId: team.id })).map((m) => m.shirtNumber),
  )
  const membership = await db.memberships.create({
    id: nextId('memberships'),
    teamId: team.id,
    userId: user.id,
    role,
    shirtNumber:
      user.shirtNumber !== null && !taken.has(user.shirtNumber) ? user.shirtNumber : null,
    joinedAt: now().toISOString(),
  })
  await db.users.update((q) => q.where({ id: user.id }), {
    data(record) {
      record.freeAgent = false
      record.lookingFor = null
    },
  })
  await cancelPendingInvitationsOf(user.id)
  return membership
}

/** Whether anything of the league's record points at the team (matches, entries, sanctions, news). */
function hasHistory(teamId: number): boolean {
  return (
    db.matches.findFirst((q) =>
      q.where((match) => match.homeTeamId === teamId || match.awayTeamId === teamId),
    ) !== undefined ||
    db.registrations.findFirst((q) => q.where({ teamId })) !== undefined ||
    db.infractions.findFirst((q) => q.where({ teamId })) !== undefined ||
    db.news.findFirst((q) => q.where((article) => article.teamIds.includes(teamId))) !== undefined
  )
}

/**
 * The last member left: the team is disbanded. Its pending invitations are cancelled and it
 * withdraws from competitions still open for registration. A team with a history (matches,
 * entries, sanctions, news) stays, memberless and not recruiting, so results and tables keep
 * their names; one without is deleted with its invitations.
 */
async function disbandTeam(team: TeamRecord): Promise<void> {
  const at = now().toISOString()
  await db.invitations.updateMany((q) => q.where({ teamId: team.id, status: 'pending' }), {
    data(invitation) {
      invitation.status = 'cancelled'
      invitation.respondedAt = at
    },
  })
  const open = new Set(
    db.competitions
      .findMany((q) => q.where({ status: 'registration_open' }))
      .map((competition) => competition.id),
  )
  db.registrations.deleteMany((q) =>
    q.where(
      (registration) => registration.teamId === team.id && open.has(registration.competitionId),
    ),
  )
  if (hasHistory(team.id)) {
    await db.teams.update((q) => q.where({ id: team.id }), {
      data(record) {
        record.recruiting = false
      },
    })
    return
  }
  db.invitations.deleteMany((q) => q.where({ teamId: team.id }))
  db.teams.delete((q) => q.where({ id: team.id }))
}

// ---------------------------------------------------------------------------------------------
// Operations

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

function requireMember(team: TeamRecord, userId: number | null): MembershipRecord {
  const membership = userId === null ? undefined : membershipIn(team.id, userId)
  if (membership === undefined) throw new HttpError(404, 'member_not_found')
  return membership
}

async function setRole(membership: MembershipRecord, role: TeamRole): Promise<void> {
  await db.memberships.update((q) => q.where({ id: membership.id }), {
    data(record) {
      record.role = role
    },
  })
}

/**
 * PUT /api/teams/:id/members/:userId. Roles: the manager only (a role equal to the current one is
 * no change). Making another member `manager` hands the team over: the old manager becomes a
 * co-manager. The manager cannot step down otherwise (409 `manager_must_hand_over`). Shirt numbers:
 * manager and co-managers; unique within the team.
 */
export async function updateMember(
  team: TeamRecord,
  actor: UserRecord,
  userId: number | null,
  values: UpdateMemberValues,
): Promise<RosterMember[]> {
  const actorMembership = requireManager(team, actor)
  const target = requireMember(team, userId)
  const roleChange = values.role !== undefined && values.role !== target.role ? values.role : null
  if (roleChange !== null) {
    if (actorMembership.role !== 'manager') throw new HttpError(403, 'manager_only')
    if (target.id === actorMembership.id) throw new HttpError(409, 'manager_must_hand_over')
  }
  const shirtNumber = values.shirtNumber
  if (shirtNumber !== undefined && shirtNumber !== null) {
    const holder = db.memberships.findFirst((q) => q.where({ teamId: team.id, shirtNumber }))
    if (holder !== undefined && holder.id !== target.id) {
      throw new HttpError(409, 'shirt_number_taken', { shirtNumber: { key: 'shirt_number_taken' } })
    }
  }
  if (roleChange === 'manager') await setRole(actorMembership, 'co-manager')
  if (roleChange !== null) await setRole(target, roleChange)
  if (shirtNumber !== undefined) {
    await db.memberships.update((q) => q.where({ id: target.id }), {
      data(record) {
        record.shirtNumber = shirtNumber
      },
    })
  }
  return roster(team.id)
}

/**
 * DELETE /api/teams/:id/members/:userId. The manager removes anyone but themselves; co-managers
 * remove players only.
 */
export function removeMember(team: TeamRecord, actor: UserRecord, userId: number | null): void {
  const actorMembership = requireManager(team, actor)
  const target = requireMember(team, userId)
  if (target.id === actorMembership.id) throw new HttpError(409, 'cannot_remove_self')
  if (actorMembership.role !== 'manager' && target.role !== 'player') {
    throw new HttpError(403, 'manager_only')
  }
  db.memberships.delete((q) => q.where({ id: target.id }))
}

/**
 * POST /api/teams/:id/leave. The manager must hand over first while others remain; the last member
 * leaving disbands the team (see disbandTeam).
 */
export async function leaveTeam(team: TeamRecord, user: UserRecord): Promise<void> {
  const membership = membershipIn(team.id, user.id)
  if (membership === undefined) throw new HttpError(409, 'not_team_member')
  const others = rosterSize(team.id) - 1
  if (membership.role === 'manager' && others > 0) {
    throw new HttpError(409, 'manager_must_hand_over')
  }
  db.memberships.delete((q) => q.where({ id: membership.id }))
  if (others === 0) await disbandTeam(team)
}
