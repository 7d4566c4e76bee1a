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

/** Registers `loader` as the page at `path`'s, and answers it. */
export function remember<T extends () => Promise<unknown>>(path: string, loader: T): T {
  loaders.set(path, loader)
  return loader
}

/** The fetches of these pages' screens; a path that is no page has none. */
export const screenFetches = (paths: readonly string[]): (() => Promise<unknown>)[] =>
  paths.flatMap((path) => loaders.get(path) ?? [])

/** Fetches the screen of the link an event (pointer over, focus) happened in, if it leads to a page. */
export function fetchLinkedScreen(event: { target: EventTarget }): void {
  const href =
    event.target instanceof Element ? event.target.closest('a')?.getAttribute('href') : null
  if (href) void loaders.get(href)?.()
}
