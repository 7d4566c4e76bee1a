/** The competitions area of the mock API (see docs/api/competitions.md). */
import type { HttpHandler } from 'msw'

export const competitionsHandlers: HttpHandler[] = []
