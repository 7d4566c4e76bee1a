/**
 * A player's public profile (GET /api/players/:id): the profile's fields, season and career numbers,
 * recent matches and ratings, and what the signed-in viewer may do there. Shaped field by field:
 * nothing private can slip through.
 */
import {
  RECENT_MATCHES_LIMIT,
  type PlayerProfile,
  type ProfileViewer,
  type RecentMatch,
  type RecordStatLine,
  type SeasonCompetitionStats,
} from '@/api/contracts/players'
import {
  db,
  type CompetitionRecord,
  type MatchRecord,
  type MembershipRecord,
  type PlayerMatchStatsRecord,
  type TeamRecord,
  type UserRecord,
} from '../model'
import { seasonIn, type Language } from '../lib/language'
import { toProfile } from './accounts'
import { activeListingOf } from './listings'
import { membershipOf, teamsById } from './lookups'
import { pendingOffer } from './offers'
import { statLinesOf } from './playerIndex'
import { toTeamRef } from './refs'
import { matchResult } from './results'
import { rosterLimit, rosterSize } from './roster'
import { totalsOf, type PlayerTotals } from './stats'

function toRecordStatLine(totals: PlayerTotals): RecordStatLine {
  return {
    apps: totals.matches,
    goals: totals.goals,
    assists: totals.assists,
    avgRating: totals.averageRating,
    motm: totals.manOfTheMatch,
    cleanSheets: totals.cleanSheets,
    wins: totals.wins,
    draws: totals.draws,
    losses: totals.losses,
  }
}

function byKickoff(a: MatchRecord, b: MatchRecord): number {
  return a.kickoff.localeCompare(b.kickoff) || a.id - b.id
}

/** The season of the latest competition that has started (in progress or finished), or null. */
export function currentSeason(competitions: readonly CompetitionRecord[]): string | null {
  const started = competitions
    .filter((competition) => competition.status !== 'registration_open')
    .sort((a, b) => b.startDate.localeCompare(a.startDate) || b.id - a.id)
  return started[0]?.season ?? null
}

function recentMatch(
  line: PlayerMatchStatsRecord,
  match: MatchRecord,
  teams: ReadonlyMap<number, TeamRecord>,
  competitions: ReadonlyMap<number, CompetitionRecord>,
): RecentMatch | null {
  const home = match.homeTeamId === line.teamId
  const team = teams.get(line.teamId)
  const opponent = teams.get(home ? match.awayTeamId : match.homeTeamId)
  const competition = competitions.get(match.competitionId)
  if (match.homeScore === null || match.awayScore === null) return null
  if (team === undefined || opponent === undefined || competition === undefined) return null
  const [own, other] = home
    ? [match.homeScore, match.awayScore]
    : [match.awayScore, match.homeScore]
  const penalties =
    match.homePenalties === null || match.awayPenalties === null
      ? null
      : home
        ? { team: match.homePenalties, opponent: match.awayPenalties }
        : { team: match.awayPenalties, opponent: match.homePenalties }
  return {
    matchId: match.id,
    date: match.kickoff,
    competition: { id: competition.id, name: competition.name },
    team: toTeamRef(team),
    opponent: toTeamRef(opponent),
    venue: home ? 'home' : 'away',
    score: { team: own, opponent: other },
    penalties,
    result: matchResult(own, other),
    goals: line.goals,
    assists: line.assists,
    rating: line.rating,
    manOfTheMatch: line.manOfTheMatch,
    cleanSheet: line.cleanSheet,
  }
}

/**
 * What `viewer` may do on `player`'s profile (see profileViewerSchema). `canInvite` follows the
 * rules of POST /api/teams/:id/invitations (mocks/domain/invitations.ts): the caller manages a team
 * whose roster has room (its rosterLimit), the player is on no team, has no pending invitation
 * from it and no pending request to join it (the manager answers that instead). An offer past its
 * expiry counts as expired, as it does there.
 */
export function viewerFlags(viewer: UserRecord, player: UserRecord): ProfileViewer {
  const self = viewer.id === player.id
  const managed: MembershipRecord | undefined = membershipOf(viewer.id)
  const canInvite =
    !self &&
    managed !== undefined &&
    managed.role !== 'player' &&
    rosterSize(managed.teamId) < rosterLimit(managed.teamId) &&
    membershipOf(player.id) === undefined &&
    !pendingOffer('invitations', managed.teamId, player.id) &&
    !pendingOffer('joinRequests', managed.teamId, player.id)
  return { canMessage: !self, canInvite }
}

/**
 * The public profile of `user` (see playerProfileSchema), with `viewer` flags when signed in and the
 * season's label in `language`.
 */
export function playerProfile(
  user: UserRecord,
  viewer: UserRecord | null,
  language: Language,
): PlayerProfile {
  const matches = new Map(db.matches.all().map((match) => [match.id, match]))
  const teams = teamsById()
  const competitionList = db.competitions.all()
  const competitions = new Map(competitionList.map((c) => [c.id, c]))

  const played = statLinesOf(user.id)
    .flatMap((line) => {
      const match = matches.get(line.matchId)
      return match === undefined ? [] : [{ line, match }]
    })
    .sort((a, b) => byKickoff(a.match, b.match))
  const lines = played.map(({ line }) => line)

  const membership = membershipOf(user.id)
  const team = membership === undefined ? undefined : teams.get(membership.teamId)

  const season = currentSeason(competitionList)
  const accepted = new Set(
    team === undefined
      ? []
      : db.registrations
          .findMany((q) => q.where({ teamId: team.id, status: 'accepted' }))
          .map((registration) => registration.competitionId),
  )
  const seasonCompetitions: SeasonCompetitionStats[] = competitionList
    .filter((competition) => competition.season === season)
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id)
    .flatMap((competition) => {
      const own = played.filter(({ match }) => match.competitionId === competition.id)
      if (own.length === 0 && !accepted.has(competition.id)) return []
      return [
        {
          competition: {
            id: competition.id,
            name: competition.name,
            slug: competition.slug,
            format: competition.format,
            status: competition.status,
          },
          ...toRecordStatLine(
            totalsOf(
              own.map(({ line }) => line),
              matches,
            ),
          ),
        },
      ]
    })

  const recentMatches = played
    .slice()
    .reverse()
    .flatMap(({ line, match }) => {
      const row = recentMatch(line, match, teams, competitions)
      return row === null ? [] : [row]
    })
    .slice(0, RECENT_MATCHES_LIMIT)

  const profile: PlayerProfile = {
    ...toProfile(user),
    seasonStats: {
      season: season === null ? null : seasonIn(season, language),
      competitions: seasonCompetitions,
    },
    careerStats: toRecordStatLine(totalsOf(lines, matches)),
    recentMatches,
    ratings: played.map(({ line, match }) => ({
      matchId: match.id,
      date: match.kickoff,
      rating: line.rating,
    })),
    listing: activeListingOf(user.id),
  }
  if (viewer !== null) profile.viewer = viewerFlags(viewer, user)
  return profile
}
