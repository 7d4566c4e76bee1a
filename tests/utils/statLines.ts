import type { PositionStats } from '@mocks/seed/matchSheets'

/** A stat line's position numbers for a player who did nothing of note (tests that build lines). */
export const QUIET_POSITION_STATS: PositionStats = {
  shots: 0,
  keyPasses: 0,
  passes: 20,
  passAccuracy: 80,
  tackles: 0,
  interceptions: 0,
  saves: 0,
  goalsConceded: 0,
}
