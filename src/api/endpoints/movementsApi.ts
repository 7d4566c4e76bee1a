/**
 * The league's transfer history (docs/api/movements.md): the whole league's for the home page, one
 * player's for their profile, one team's for its page. A move changes a roster, and every roster
 * change invalidates `Teams`, so the lists provide it: a signing shows in the feed and on both pages
 * at once.
 */
import { useState } from 'react'
import { baseApi } from '@/api/baseApi'
import type { MovementsPage, MovementsQuery } from '@/api/contracts/movements'

/** How many moves the home page's feed shows. */
export const HOME_MOVEMENTS = 6
/** How many moves a profile's or team page's history shows per page. */
export const HISTORY_MOVEMENTS = 10

export function movementsSearch({ playerId, teamId, page, pageSize }: MovementsQuery): string {
  const params = new URLSearchParams()
  if (playerId !== undefined) params.set('playerId', String(playerId))
  if (teamId !== undefined) params.set('teamId', String(teamId))
  if (page !== undefined && page !== 1) params.set('page', String(page))
  if (pageSize !== undefined) params.set('pageSize', String(pageSize))
  return params.toString()
}

export const movementsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMovements: build.query<MovementsPage, MovementsQuery>({
      query: (query) => `movements?${movementsSearch(query)}`,
      providesTags: ['Teams'],
    }),
  }),
})

export const { useGetMovementsQuery } = movementsApi

/**
 * One player's or one team's history, a page at a time: the page the reader is on (from the newest),
 * its query, and the way to another page, for the kit's MovementHistory.
 */
export function useMovementHistory(whose: { playerId: number } | { teamId: number }) {
  const [page, setPage] = useState(1)
  const query = useGetMovementsQuery({ ...whose, page, pageSize: HISTORY_MOVEMENTS })
  return { query, pageSize: HISTORY_MOVEMENTS, onPageChange: setPage }
}
