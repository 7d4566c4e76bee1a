/**
 * Lets non-React code (the logout transition, which goes to /: requirements: auth-logout) navigate
 * with the router that is mounted, and read where the player is. main.tsx registers the app's router,
 * RouterBridge a test's or a story's.
 */
type Navigate = (to: string, state?: unknown) => void
/** The path and query of the page the player is on. */
type Locate = () => string

// Until a router is registered: a full navigation, and the window's location (a browser router's).
let navigate: Navigate = (to) => {
  window.location.assign(to)
}
const windowPath: Locate = () => window.location.pathname + window.location.search
let locate: Locate = windowPath

/** `here` may be left out for a browser router, whose location is the window's. */
export function registerNavigate(fn: Navigate, here: Locate = windowPath): () => void {
  const previous = { navigate, locate }
  navigate = fn
  locate = here
  return () => {
    navigate = previous.navigate
    locate = previous.locate
  }
}

/** Navigates, with `state` as the new location's state (react-router's `location.state`). */
export const navigateTo = (to: string, state?: unknown): void => navigate(to, state)

export const currentPath = (): string => locate()

/**
 * The location state of the sign-out's own navigation to / after the server ended the session
 * (store.ts): that navigation is where SessionEndedNotice shows, not a move on from it.
 */
export const SESSION_ENDED_STATE = { sessionEnded: true } as const

export const isSessionEndedState = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'sessionEnded' in state
