/**
 * Every handler, keyed by area. msw-storybook-addon merges `parameters.msw.handlers` objects key by
 * key, so a story replaces one area (`{ messages: [...] }`) and keeps the rest.
 */
import type { HttpHandler } from 'msw'
import { accountsHandlers } from './accounts'
import { authHandlers } from './auth'
import { competitionsHandlers } from './competitions'
import { infractionsHandlers } from './infractions'
import { invitationsHandlers } from './invitations'
import { messagesHandlers } from './messages'
import { mockHandlers } from './mock'
import { newsHandlers } from './news'
import { notificationsHandlers } from './notifications'
import { playersHandlers } from './players'
import { premiumHandlers } from './premium'
import { registrationsHandlers } from './registrations'
import { searchHandlers } from './search'
import { teamsHandlers } from './teams'

export const handlers = {
  auth: authHandlers,
  accounts: accountsHandlers,
  players: playersHandlers,
  search: searchHandlers,
  competitions: competitionsHandlers,
  news: newsHandlers,
  registrations: registrationsHandlers,
  teams: teamsHandlers,
  invitations: invitationsHandlers,
  infractions: infractionsHandlers,
  premium: premiumHandlers,
  messages: messagesHandlers,
  notifications: notificationsHandlers,
  mock: mockHandlers,
} satisfies Record<string, HttpHandler[]>

export type HandlerArea = keyof typeof handlers

export const allHandlers: HttpHandler[] = Object.values(handlers).flat()
