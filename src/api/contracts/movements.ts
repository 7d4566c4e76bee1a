/**
 * Movements: every time a player joins a team, leaves it or is released by it, one record of the
 * league's transfer history (docs/api/movements.md). GET /api/movements lists them, newest first,
 * for the whole league, one player or one team.
 */
import { z } from 'zod'
import { pageQuery, pageSchema, positiveParam } from './paging'
import { playerRefSchema, positiveId, teamRefSchema } from './common'

/**
 * `joined`: the player came onto `to` (by an invitation, a join request, or founding it);
 * `left`: they left `from` of their own accord; `released`: `from`'s managers removed them.
 */
export const MOVEMENT_KINDS = ['joined', 'left', 'released'] as const
export type MovementKind = (typeof MOVEMENT_KINDS)[number]

export const MOVEMENTS_PAGE_SIZE = 20

/** GET /api/movements — both filters optional; together, one player's moves at one team. */
export const movementsQuerySchema = pageQuery(MOVEMENTS_PAGE_SIZE).extend({
  playerId: positiveParam.optional(),
  teamId: positiveParam.optional(),
})
export type MovementsQuery = z.input<typeof movementsQuerySchema>
export type MovementsQueryValues = z.output<typeof movementsQuerySchema>

export const movementSchema = z.object({
  id: positiveId,
  kind: z.enum(MOVEMENT_KINDS),
  player: playerRefSchema,
  /** The team the player left; null when they joined (from free agency). */
  from: teamRefSchema.nullable(),
  /** The team the player joined; null when they left or were released (to free agency). */
  to: teamRefSchema.nullable(),
  /** ISO 8601, UTC. */
  at: z.string(),
})
export type Movement = z.infer<typeof movementSchema>

export const movementsPageSchema = pageSchema(movementSchema)
export type MovementsPage = z.infer<typeof movementsPageSchema>
