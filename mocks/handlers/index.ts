/**
 * Every handler, keyed by area. msw-storybook-addon merges `parameters.msw.handlers` objects key by
 * key, so a story replaces one area (`{ messages: [...] }`) and keeps the rest.
 */
import { http, matchRequestUrl, type HttpHandler } from 'msw'
import { confirmOverdueReports } from '../domain/matchResults'
import { languageOf } from '../lib/errorCatalogue'
import { apiPath, errorResponse } from '../lib/http'
import { afterReset } from '../lib/resetGate'
import { mockControlsOn } from '../lib/route'
import { accountsHandlers } from './accounts'
import { authHandlers } from './auth'
import { competitionsHandlers } from './competitions'
import { infractionsHandlers } from './infractions'
import { invitationsHandlers } from './invitations'
import { marketHandlers } from './market'
import { joinRequestsHandlers } from './joinRequests'
import { mediaHandlers } from './media'
import { messagesHandlers } from './messages'
import { mockHandlers } from './mock'
import { movementsHandlers } from './movements'
import { newsHandlers } from './news'
import { notificationsHandlers } from './notifications'
import { playersHandlers } from './players'
import { premiumHandlers } from './premium'
import { registrationsHandlers } from './registrations'
import { searchHandlers } from './search'
import { teamsHandlers } from './teams'

/**
 * Before each request: wait for a reset of the demo data under way (mocks/lib/resetGate.ts), then
 * the server's scheduled work, done as it would have been done by then: reports nobody answered
 * within 24 hours confirm themselves. It answers nothing, so the request goes on to its own handler.
 */
const scheduledJobs: HttpHandler[] = [
  http.all(apiPath('*'), async () => {
    await afterReset()
    try {
      await confirmOverdueReports()
    } catch (error) {
      // The request is not the job's: it still gets its answer, and the next request tries again.
      console.error('[mock api] confirming overdue reports failed', error)
    }
  }),
]

/** Every endpoint's method and path pattern, as its handler declares them. */
function endpointsOf(list: readonly HttpHandler[]): { method: string; path: string }[] {
  return list.flatMap((handler) => {
    const { method, path } = handler.info as { method?: unknown; path?: unknown }
    return typeof method === 'string' && typeof path === 'string' && !path.endsWith('*')
      ? [{ method, path }]
      : []
  })
}

/**
 * Last of all: an /api/ request no endpoint answered. An address the API has with another method is
 * 405 with `Allow`; any other is 404 `not_found`; both in the error shape, never the app's page.
 */
function unknownRoute(endpoints: readonly { method: string; path: string }[]): HttpHandler {
  return http.all(apiPath('*'), ({ request }) => {
    const url = new URL(request.url)
    // `*/api/*` also matches the app's own modules in a dev server (`/src/api/url.ts`): only an
    // address below /api/ is the API's to answer; anything else goes on to the network.
    if (!url.pathname.startsWith('/api/')) return undefined
    const language = languageOf(request)
    const allowed = [
      ...new Set(
        endpoints
          // Controls that are off are not there at all: no method of theirs is named.
          .filter((endpoint) => mockControlsOn() || !endpoint.path.includes('/__mock/'))
          .filter((endpoint) => matchRequestUrl(url, endpoint.path).matches)
          .map((endpoint) => endpoint.method),
      ),
    ]
    return allowed.length > 0
      ? errorResponse(language, 405, 'method_not_allowed', undefined, { Allow: allowed.join(', ') })
      : errorResponse(language, 404, 'not_found')
  })
}

const endpoints = {
  auth: authHandlers,
  accounts: accountsHandlers,
  players: playersHandlers,
  search: searchHandlers,
  competitions: competitionsHandlers,
  news: newsHandlers,
  registrations: registrationsHandlers,
  teams: teamsHandlers,
  // Join requests are the invitations area's other direction: one key, so a story that replaces
  // `invitations` replaces both.
  invitations: [...invitationsHandlers, ...joinRequestsHandlers],
  movements: movementsHandlers,
  market: marketHandlers,
  infractions: infractionsHandlers,
  premium: premiumHandlers,
  messages: messagesHandlers,
  notifications: notificationsHandlers,
  media: mediaHandlers,
  mock: mockHandlers,
} satisfies Record<string, HttpHandler[]>

export const handlers = {
  jobs: scheduledJobs,
  ...endpoints,
  unknown: [unknownRoute(endpointsOf(Object.values(endpoints).flat()))],
} satisfies Record<string, HttpHandler[]>

export type HandlerArea = keyof typeof handlers

export const allHandlers: HttpHandler[] = Object.values(handlers).flat()
