/** Infractions: what the league sanctions players for. */
import { z } from 'zod'
import { APPEAL_MAX_LENGTH, INFRACTION_STATUSES } from '@/api/contracts/infractions'
import { INFRACTION_TYPES, SANCTIONS } from '@/api/contracts/league'
import { id, isoDate, localizedText } from './common'

export const infractionRecordSchema = z.object({
  id,
  playerId: id,
  /** The team the player played for. */
  teamId: id,
  competitionId: id,
  /** The match it happened in, when it happened in one. */
  matchId: id.nullable(),
  type: z.enum(INFRACTION_TYPES),
  /** What happened, in the league's words. */
  description: localizedText,
  /** Strikes towards the league's disciplinary threshold (docs/api.md). */
  strikes: z.number().int().min(0).max(10),
  sanction: z.enum(SANCTIONS),
  /** Matches still to serve (match bans; 0 otherwise). */
  matchesRemaining: z.number().int().min(0),
  /** The staff user who issued it. */
  issuedBy: id,
  issuedAt: isoDate,
  /** When the strikes stop counting. */
  expiresAt: isoDate,
  status: z.enum(INFRACTION_STATUSES),
  /** The player's appeal (once, 20 to 1,000 characters), or null. */
  appeal: z.string().max(APPEAL_MAX_LENGTH).nullable(),
  appealedAt: isoDate.nullable(),
})
export type InfractionRecord = z.infer<typeof infractionRecordSchema>
