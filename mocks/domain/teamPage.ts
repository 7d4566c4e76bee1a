/**
 * The team page as the API shows it (GET /api/teams/:id): the team, its roster, results and fixtures,
 * its season's numbers and competitions, and what the caller may do. Shaped field by field: nothing
 * private can slip through.
 */
import {
  TEAM_FIXTURES_COUNT,
  TEAM_RESULTS_COUNT,
  type TeamCompetition,
  type TeamDetail,
  type TeamManager,
  type TeamMatch,
  type TeamResponse,
  type TeamStats,
  type TeamViewer,
} from '@/api/contracts/teams'
import type { TeamRef } from '@/api/contracts/common'
import { now } from '../clock'
import type { Language } from '../lib/language'
import { db, findUser, type MatchRecord, type TeamRecord, type UserRecord } from '../model'
import { findCompetition, findTeam, managerIdsOf, membershipOf, teamMatches } from './lookups'
import { recruitmentFor } from './recruitment'
import { toCompetitionSummary, toPlayerRef, toTeamRef } from './refs'
import { countResult, emptyTally, hasResult, isAhead, matchResult, scoreFor } from './results'
import { membershipIn, roster, rosterLimit } from './roster'
import { teamTransferWindow } from './transferWindows'

function teamMatchSerializer(teamId: number) {
  const teams = new Map<number, TeamRef>()
  const competitionNames = new Map<number, string>()
  const teamSummary = (id: number): TeamRef => {
    let summary = teams.get(id)
    if (summary === undefined) {
      const team = findTeam(id)
      summary = team === undefined ? { id, name: '', tag: '', crest: null } : toTeamRef(team)
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
      result: hasResult(match) ? matchResult(...scoreFor(match, teamId)) : null,
    }
  }
}

function teamStats(teamId: number, matches: readonly MatchRecord[]): TeamStats {
  const stats: TeamStats = { ...emptyTally(), cleanSheets: 0, topScorer: null }
  for (const match of matches) {
    if (!hasResult(match)) continue
    const [scored, conceded] = scoreFor(match, teamId)
    countResult(stats, scored, conceded)
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
    stats.topScorer = { ...toPlayerRef(scorer), goals: best[1].goals }
  }
  return stats
}

function teamCompetitions(teamId: number, language: Language): TeamCompetition[] {
  return db.registrations
    .findMany((q) => q.where({ teamId }))
    .flatMap((registration): { startDate: string; entry: TeamCompetition }[] => {
      const competition = findCompetition(registration.competitionId)
      if (competition === undefined || registration.status === 'rejected') return []
      return [
        {
          startDate: competition.startDate,
          entry: {
            ...toCompetitionSummary(competition, language),
            registrationStatus: registration.status,
          },
        },
      ]
    })
    .sort((a, b) => b.startDate.localeCompare(a.startDate) || b.entry.id - a.entry.id)
    .map(({ entry }) => entry)
}

/** The team as its page shows it; `canManage`: the caller manages it (and sees a paused post). */
export function teamDetail(team: TeamRecord, language: Language, canManage: boolean): TeamDetail {
  const members = roster(team.id)
  const matches = teamMatches(team.id)
  const at = now().getTime()
  const toMatch = teamMatchSerializer(team.id)
  const managers = members.flatMap((member): TeamManager[] =>
    member.role === 'player' ? [] : [{ ...toPlayerRef(member), role: member.role }],
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
    recruitment: recruitmentFor(team.id, canManage),
    createdAt: team.createdAt,
    rosterSize: members.length,
    rosterLimit: rosterLimit(team.id),
    managers,
    roster: members,
    results: matches.filter(hasResult).slice(-TEAM_RESULTS_COUNT).reverse().map(toMatch),
    fixtures: matches
      .filter((match) => isAhead(match, at))
      .slice(0, TEAM_FIXTURES_COUNT)
      .map(toMatch),
    stats: teamStats(team.id, matches),
    competitions: teamCompetitions(team.id, language),
    transferWindow: teamTransferWindow(team.id, language),
  }
}

export function teamViewer(team: TeamRecord, user: UserRecord | null): TeamViewer | null {
  if (user === null) return null
  const role = membershipIn(team.id, user.id)?.role ?? null
  return {
    role,
    canManage: role === 'manager' || role === 'co-manager',
    canAskToJoin: membershipOf(user.id) === undefined && managerIdsOf(team.id).length > 0,
  }
}

export function teamResponse(
  team: TeamRecord,
  user: UserRecord | null,
  language: Language,
): TeamResponse {
  const viewer = teamViewer(team, user)
  return { team: teamDetail(team, language, viewer?.canManage ?? false), viewer }
}
