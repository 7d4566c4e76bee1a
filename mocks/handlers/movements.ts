/** The league's transfer history (docs/api/movements.md): GET /api/movements. Public, like rosters. */
import { movementsQuerySchema } from '@/api/contracts/movements'
import { listMovements, toMovement } from '../domain/movements'
import { pagedRoute } from '../lib/route'

export const movementsHandlers = [
  pagedRoute('movements', 'teams', movementsQuerySchema, listMovements, toMovement),
]
