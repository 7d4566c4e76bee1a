/** The teams area of the mock API (see docs/api/teams.md). */
import type { HttpHandler } from 'msw'

export const teamsHandlers: HttpHandler[] = []
