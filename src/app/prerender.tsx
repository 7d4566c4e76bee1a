/**
 * One public page rendered to HTML in Node (src/entry-server.tsx), as the browser's first render of it
 * will be for the visitor it is made for: a first visit (signed out, English, nothing stored) with
 * the mock API not started yet, so every query is loading and shows its skeleton.
 */
import { text } from 'node:stream/consumers'
import { prerenderToNodeStream } from 'react-dom/static'
import { createMemoryRouter } from 'react-router'
import { App } from '@/app/App'
import { makeStore } from '@/app/store'
import { routes } from '@/app/router'
import { documentTitle, routeTitleKey } from '@/app/routes/useRouteTitle'
import { i18n } from '@/locales/i18n'

export interface RenderedPage {
  /** The document's title, as the app sets it. */
  title: string
  /** The markup of `#root`. */
  html: string
}

export async function renderPage(path: string): Promise<RenderedPage> {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  // The page's lazy route (its screen and text) loads first, as in the browser before it hydrates.
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve()
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return
      unsubscribe()
      resolve()
    })
  })
  if (router.state.errors) throw new Error(`prerender: ${path} has no page`)
  // Static rendering waits for every Suspense boundary (the lazily loaded footer too), so the markup
  // holds no fallback that the browser would have to render again.
  const { prelude } = await prerenderToNodeStream(<App store={makeStore()} router={router} />, {
    // React's hints (a preload of the logo) as headers, which a static file has none of, rather than
    // as a <link> ahead of the markup, inside #root.
    onHeaders: () => undefined,
    // Every boundary in place: a large one would otherwise come after the page, with an inline
    // script to move it in.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  })
  const title = documentTitle(
    i18n.t,
    routeTitleKey(router.state.matches.map((match) => match.route.handle)),
  )
  router.dispose()
  return { title, html: await text(prelude) }
}
