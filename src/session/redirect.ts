/** Where /login sends a player after signing in: only a path on this site, never another origin. */
export const REDIRECT_PARAM = 'redirect'

export function loginPathFor(returnTo: string): string {
  return `/login?${new URLSearchParams({ [REDIRECT_PARAM]: returnTo }).toString()}`
}

export function safeRedirect(value: string | null, fallback = '/dashboard'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return fallback
  if (value === '/login' || value.startsWith('/login?')) return fallback
  return value
}

/** What a link to /login may carry in its location state: the username to fill in (after activation). */
export interface LoginLocationState {
  username: string
}

export function prefilledUsername(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('username' in state)) return null
  return typeof state.username === 'string' ? state.username : null
}
