/** The search area of the mock API (see docs/api/search.md). */
import type { HttpHandler } from 'msw'

export const searchHandlers: HttpHandler[] = []
