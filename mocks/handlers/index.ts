/**
 * Every handler, keyed by area. msw-storybook-addon merges `parameters.msw.handlers` objects key by
 * key, so a story replaces one area (`{ messages: [...] }`) and keeps the rest.
 */
import { http, type HttpHandler } from 'msw'
import { confirmOverdueReports } from '../domain/matchResults'
import { apiPath } from '../lib/http'
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

/**
 * The server's scheduled work, done before each request as it would have been done by then: reports
 * nobody answered within 24 hours confirm themselves. It answers nothing, so the request goes on to
 * its own handler.
 */
const scheduledJobs: HttpHandler[] = [
  http.all(apiPath('*'), async () => {
    try {
      await confirmOverdueReports()
    } catch (error) {
      // The request is not the job's: it still gets its answer, and the next request tries again.
      console.error('[mock api] confirming overdue reports failed', error)
    }
  }),
]

export const handlers = {
  jobs: scheduledJobs,
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
