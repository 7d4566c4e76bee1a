/** The registrations area of the mock API (see docs/api/registrations.md). */
import type { HttpHandler } from 'msw'

export const registrationsHandlers: HttpHandler[] = []
