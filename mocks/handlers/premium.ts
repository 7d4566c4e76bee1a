/** The premium area of the mock API (see docs/api/premium.md). */
import type { HttpHandler } from 'msw'

export const premiumHandlers: HttpHandler[] = []
