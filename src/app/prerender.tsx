/**
 * One public page rendered to HTML in Node (src/entry-server.tsx), as the browser's first render of it
 * will be for the visitor it is made for: a first visit (signed out, English, nothing stored).
 *
 * Most pages render with the mock API not started, so every query is loading and shows its skeleton.
 * A page whose route has a loader (a competition's or a team's page) is rendered with the data its
 * loader asks for, as the build's API answers it (src/entry-server.tsx `prepareApi`), and carries
 * those answers (src/app/pageData.ts) so that its hydration renders the same.
 */
import { text } from 'node:stream/consumers'
import { prerenderToNodeStream } from 'react-dom/static'
import { createMemoryRouter, RouterContextProvider } from 'react-router'
import { App } from '@/app/App'
import { makeStore } from '@/app/store'
import { routes, whenInitialized } from '@/app/router'
import { isLoaderData, storeContext } from '@/app/routes/routeData'
import { documentTitle, routeTitleKey } from '@/app/routes/useRouteTitle'
import { pageQueries, type PageData } from '@/app/pageData'
import { i18n } from '@/locales/i18n'
import { setPageRenderedAt } from '@/lib/now'

export interface RenderedPage {
  /** The document's title, as the app sets it. */
  title: string
  /** The markup of `#root`. */
  html: string
  /** The answers the render read, for a page rendered with its data; null for the others. */
  data: PageData | null
}

type Router = ReturnType<typeof createMemoryRouter>

/** The page's loaders' data answered: each loader's `ready` (src/app/routes/routeData.ts). */
const loadersReady = (router: Router) =>
  Promise.all(
    Object.values(router.state.loaderData)
      .filter(isLoaderData)
      .map((data) => data.ready),
  )

/**
 * Renders `path`. With `withData` (the API is ready to answer), the route's loaders get the store, as
 * in the browser, and the render waits for what they asked.
 */
export async function renderPage(path: string, withData = false): Promise<RenderedPage> {
  const store = makeStore()
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    getContext: () => {
      const context = new RouterContextProvider()
      if (withData) context.set(storeContext, store)
      return context
    },
  })
  // The page's lazy route (its screen and text) loads first, as in the browser before it hydrates.
  await whenInitialized(router)
  if (router.state.errors) throw new Error(`prerender: ${path} has no page`)
  await loadersReady(router)
  const queries = pageQueries(store.getState())
  if (withData && queries.length === 0) throw new Error(`prerender: ${path} read no data`)
  const renderedAt = Date.now()
  setPageRenderedAt(withData ? renderedAt : null)
  // Static rendering waits for every Suspense boundary (the lazily loaded footer too), so the markup
  // holds no fallback that the browser would have to render again.
  const { prelude } = await prerenderToNodeStream(<App store={store} router={router} />, {
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
  return {
    title,
    html: await text(prelude),
    data: withData ? { renderedAt, queries } : null,
  }
}
