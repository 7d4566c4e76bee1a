/** The players area of the mock API (see docs/api/players.md). */
import type { HttpHandler } from 'msw'

export const playersHandlers: HttpHandler[] = []
