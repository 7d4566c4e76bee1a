/**
 * A team's transfer window, as GET /api/teams/:id answers it and as the 409 that refuses a roster
 * change carries it (docs/api/teams.md): the competitions' windows
 * (./competitions.ts) read for one team.
 */
import { z } from 'zod'
import { competitionRefSchema, transferWindowSchema } from './competitions'
import { apiErrorSchema } from './sessionSchemas'

/**
 * GET /api/teams/:id's `transferWindow`: whether the team may change its roster now. Null when no
 * competition it plays in is running (it may always). Otherwise `open` is true when a window of every
 * running competition it plays in is open: `closesAt` is then the earliest of their ends. When it is
 * closed, `competition` is the one that holds it and `next` that competition's next window (null when
 * none is planned).
 */
export const teamTransferWindowSchema = z.object({
  open: z.boolean(),
  closesAt: z.string().nullable(),
  competition: competitionRefSchema.nullable(),
  next: transferWindowSchema.nullable(),
})
export type TeamTransferWindow = z.infer<typeof teamTransferWindowSchema>

/**
 * The 409 `transfer_window_closed` answer: the usual error (its text names the competition and the
 * next window's dates) plus `transferWindow`, the team's state (`open: false`), for a client to show
 * the dates in its reader's zone.
 */
export const transferWindowClosedErrorSchema = z.object({
  ...apiErrorSchema.shape,
  code: z.literal('transfer_window_closed'),
  transferWindow: teamTransferWindowSchema,
})
export type TransferWindowClosedError = z.infer<typeof transferWindowClosedErrorSchema>
