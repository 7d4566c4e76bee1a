/** The infractions area of the mock API (see docs/api/infractions.md). */
import type { HttpHandler } from 'msw'

export const infractionsHandlers: HttpHandler[] = []
