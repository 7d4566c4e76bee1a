/**
 * A competition's stats leaders as the API shows them (GET /api/competitions/:id/stats): the tables
 * ./stats.ts computes, with the players and teams they name.
 */
import { LEADERS_LIMIT, type Leader, type StatsResponse } from '@/api/contracts/competitions'
import { db, type CompetitionRecord } from '../model'
import { teamsById } from './lookups'
import { toPlayerRef, toTeamRef } from './refs'
import { RATING_MIN_SHARE, statsLeaders, type LeaderRow } from './stats'

/** The fewest matches a player needs for the rating table (stats.ts's rule, made visible). */
export function ratingMinMatches(competitionId: number): number {
  const matchIds = new Set(
    db.matches.findMany((q) => q.where({ competitionId })).map((match) => match.id),
  )
  const appearances = new Map<number, number>()
  for (const line of db.playerMatchStats.findMany((q) => q.where((l) => matchIds.has(l.matchId)))) {
    appearances.set(line.userId, (appearances.get(line.userId) ?? 0) + 1)
  }
  const most = Math.max(0, ...appearances.values())
  return Math.max(1, Math.ceil(most * RATING_MIN_SHARE))
}

export function leadersOf(competition: CompetitionRecord, empty: boolean): StatsResponse {
  const tables = statsLeaders(competition.id, LEADERS_LIMIT)
  const wanted = new Set(
    Object.values(tables).flatMap((rows: LeaderRow[]) => rows.map((row) => row.userId)),
  )
  const users = new Map(
    db.users.findMany((q) => q.where((u) => wanted.has(u.id))).map((u) => [u.id, u]),
  )
  const teams = teamsById()
  const shape = (rows: readonly LeaderRow[]): Leader[] =>
    empty
      ? []
      : rows.flatMap((row) => {
          const user = users.get(row.userId)
          if (user === undefined) return []
          const team = teams.get(row.teamId)
          return [
            {
              rank: 0,
              player: toPlayerRef(user),
              team: team === undefined ? null : toTeamRef(team),
              value: row.value,
              matches: row.matches,
            },
          ]
        })
  const ranked = (rows: readonly LeaderRow[]): Leader[] =>
    shape(rows).map((leader, index) => ({ ...leader, rank: index + 1 }))
  return {
    competitionId: competition.id,
    ratingMinMatches: ratingMinMatches(competition.id),
    goals: ranked(tables.goals),
    assists: ranked(tables.assists),
    rating: ranked(tables.rating),
    cleanSheets: ranked(tables.cleanSheets),
    manOfTheMatch: ranked(tables.manOfTheMatch),
  }
}
