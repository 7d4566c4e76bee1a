/**
 * Movements: the league's transfer history (docs/api/movements.md). mocks/domain/roster.ts records
 * one whenever a roster changes, so every way onto or off a team (an invitation, a join request,
 * founding a team, leaving, a release) is recorded by the one function that makes the change.
 */
import type { Movement, MovementKind, MovementsQueryValues } from '@/api/contracts/movements'
import { now } from '../clock'
import { db, findUser, nextId, type MovementRecord } from '../model'
import { findTeam } from './lookups'
import { toPlayerRef, toTeamRef } from './refs'

export async function recordMovement(
  playerId: number,
  teamId: number,
  kind: MovementKind,
): Promise<MovementRecord> {
  return db.movements.create({
    id: nextId('movements'),
    playerId,
    teamId,
    kind,
    at: now().toISOString(),
  })
}

/** Newest first; the id settles moves of the same instant (the later record is the later move). */
export function byRecency(a: MovementRecord, b: MovementRecord): number {
  return b.at.localeCompare(a.at) || b.id - a.id
}

/** GET /api/movements: the whole league's, or one player's, or one team's, newest first. */
export function listMovements(
  query: Pick<MovementsQueryValues, 'playerId' | 'teamId'>,
): MovementRecord[] {
  return db.movements
    .findMany((q) =>
      q.where(
        (movement) =>
          (query.playerId === undefined || movement.playerId === query.playerId) &&
          (query.teamId === undefined || movement.teamId === query.teamId),
      ),
    )
    .sort(byRecency)
}

/** The answer's shape; null when its player or team no longer exists (never in practice). */
export function toMovement(movement: MovementRecord): Movement | null {
  const player = findUser(movement.playerId)
  const team = findTeam(movement.teamId)
  if (player === undefined || team === undefined) return null
  const ref = toTeamRef(team)
  return {
    id: movement.id,
    kind: movement.kind,
    player: toPlayerRef(player),
    from: movement.kind === 'joined' ? null : ref,
    to: movement.kind === 'joined' ? ref : null,
    at: movement.at,
  }
}
