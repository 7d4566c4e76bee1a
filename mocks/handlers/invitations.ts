/** The invitations area of the mock API (see docs/api/invitations.md). */
import type { HttpHandler } from 'msw'

export const invitationsHandlers: HttpHandler[] = []
