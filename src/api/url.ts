/**
 * The API's base URL: absolute, because a relative one breaks under Node. `VITE_API_URL` points the
 * app at a real backend (and then the mock API is not started).
 */
const configured = import.meta.env.VITE_API_URL as string | undefined

export const API_BASE_URL = configured
  ? new URL(configured.endsWith('/') ? configured : `${configured}/`)
  : new URL('/api/', window.location.origin)

export const apiUrl = (path: string): string => new URL(path, API_BASE_URL).toString()

/** True when the app runs against the bundled mock API rather than a real backend. */
export const usesMockApi = !configured

/**
 * The mock API's controls (`/api/__mock/…`: scenarios, reset, the demo's outbox, staff's stand-ins)
 * are on in the standalone demo; a build for a shared environment turns them off with
 * `VITE_MOCK_CONTROLS=off`, and then nothing in the app offers them.
 */
export const mockControls = usesMockApi && import.meta.env.VITE_MOCK_CONTROLS !== 'off'

/**
 * Every API request's credentials mode. The API authenticates with the bearer token alone
 * (requirements: bearer-token), so no cookie is sent: nothing a cross-site request could ride on,
 * and MSW's worker does not read `document.cookie` (a synchronous trip to the browser's cookie
 * store) for every handler it tries — most of its cost per request on a phone.
 */
export const API_CREDENTIALS: RequestCredentials = 'omit'
