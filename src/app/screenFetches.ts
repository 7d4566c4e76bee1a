/**
 * Each page's lazy route loader (its screen's code and text) by path, `/` for home: the router
 * (src/app/router.tsx) registers them so that a screen can be fetched before its route is visited.
 * Ahead, when the page is calm (main.tsx, src/app/fetchAhead.ts), and at the first sign of a click to
 * it: a pointer over a link of the navigation, or the keyboard's focus on one (issue #18: a route
 * change within 100 ms). React Router calls a route's `lazy` once; calling it here too costs nothing
 * more, as the browser keeps the imported modules and i18next the loaded text. None of them rejects:
 * offline, the loader answers PageLoadError, and the route's own import tries again when visited.
 */
const loaders = new Map<string, () => Promise<unknown>>()

/**
 * Registers `loader` as the page's at `path` (its full pathname: the routes are children of the root
 * and of pathless layouts), and answers it.
 */
export function registerScreenLoader<T extends () => Promise<unknown>>(path: string, loader: T): T {
  loaders.set(path, loader)
  return loader
}

/** The fetches of these pages' screens; a path that is no page has none. */
export const screenFetches = (paths: readonly string[]): (() => Promise<unknown>)[] =>
  paths.flatMap((path) => loaders.get(path) ?? [])

/**
 * Fetches the screen of the link an event happened in (a pointer over it, the focus on it), if it is
 * a page of the app. Once per entry into the link: the pointer crossing its icon and text again asks
 * nothing more.
 */
export function fetchLinkedScreen(event: {
  target: EventTarget
  relatedTarget?: EventTarget | null
}) {
  if (!(event.target instanceof Element)) return
  const link = event.target.closest('a')
  if (link === null || link.origin !== window.location.origin) return
  if (event.relatedTarget instanceof Node && link.contains(event.relatedTarget)) return
  void loaders.get(link.pathname)?.()
}
