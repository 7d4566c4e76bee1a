/** The accounts area of the mock API (see docs/api/accounts.md). */
import type { HttpHandler } from 'msw'

export const accountsHandlers: HttpHandler[] = []
