/**
 * Lets non-React code (the logout transition, which goes to /: requirements: auth-logout) navigate
 * with the router that is mounted. RouterBridge registers it.
 */
type Navigate = (to: string) => void

let navigate: Navigate = (to) => {
  window.location.assign(to)
}

export function registerNavigate(fn: Navigate): () => void {
  const previous = navigate
  navigate = fn
  return () => {
    navigate = previous
  }
}

export const navigateTo = (to: string): void => navigate(to)
