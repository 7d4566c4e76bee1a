/** The news area of the mock API (see docs/api/news.md). */
import type { HttpHandler } from 'msw'

export const newsHandlers: HttpHandler[] = []
