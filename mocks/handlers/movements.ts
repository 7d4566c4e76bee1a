/** The league's transfer history (docs/api/movements.md): GET /api/movements. Public, like rosters. */
import { http } from 'msw'
import { movementsQuerySchema, type Movement, type MovementsPage } from '@/api/contracts/movements'
import { listMovements, toMovement } from '../domain/movements'
import { apiPath, jsonResponse } from '../lib/http'
import { paginate, readQuery } from '../lib/query'
import { route } from '../lib/route'

export const movementsHandlers = [
  http.get(
    apiPath('movements'),
    route('teams', ({ url, empty }) => {
      const query = readQuery(url, movementsQuerySchema)
      const records = empty ? [] : listMovements(query)
      return jsonResponse<MovementsPage>(
        paginate(records, query, (page) =>
          page.flatMap((record): Movement[] => {
            const movement = toMovement(record)
            return movement === null ? [] : [movement]
          }),
        ),
      )
    }),
  ),
]
