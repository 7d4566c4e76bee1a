/**
 * Start-up. The shell paints at once. On a prerendered page the mock API (the heaviest code we ship,
 * with its seed generator) never competes with the first paint's resources: its worker starts once
 * the first page's code is in, and MSW's page side once the page is idle. Any other page's content
 * waits for the API anyway, so both start with the router and download beside the page's code.
 * Every request waits for both through whenApiReady(), which is set before anything can ask.
 */
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, RouterContextProvider } from 'react-router'
import { storeContext } from '@/app/routes/routeData'
import '@/styles/global.css'
import '@/locales/i18n'
import { App } from '@/app/App'
import { makeStore } from '@/app/store'
import { routes, whenInitialized } from '@/app/router'
import { screenFetches } from '@/app/screenFetches'
import { registerNavigate } from '@/app/navigation'
import { overlayFetches, preloadLanguageChooser } from '@/app/layout/overlays'
import { DESKTOP_ITEMS } from '@/app/layout/TopNav'
import { setApiReady, whenApiReady } from '@/api/apiReady'
import { usesMockApi } from '@/api/url'
import { loadFromStorage, verifyToken } from '@/session/authSlice'
import { isFirstVisit } from '@/lib/preferences'
import { PAGE_DATA_ID } from '@/app/pageDataId'

type Router = ReturnType<typeof createBrowserRouter>

/**
 * The router, which matches the URL and starts fetching the first page's code and text. It is created
 * in a task of its own: evaluating the modules before it is already one long task on a phone, and
 * the two together would be one longer one.
 */
const theRouter = new Promise<Router>((resolve) => {
  setTimeout(() => resolve(createBrowserRouter(routes, { getContext: routeContext })), 0)
})

/** Resolves once the first page's code and translations are in (the router is initialised). */
const firstPage = theRouter.then(whenInitialized)
// A loader that waited on the API would otherwise wait forever: the mock API starts after 5 s regardless.
const firstPageOrLater = Promise.race([
  firstPage,
  new Promise<void>((resolve) => setTimeout(resolve, 5000)),
])

/** After the first page has painted and the browser has a moment (at most 2 s later). */
const afterFirstPaint = (): Promise<void> =>
  firstPageOrLater.then(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => {
          if ('requestIdleCallback' in window)
            requestIdleCallback(() => resolve(), { timeout: 2000 })
          else setTimeout(resolve, 0)
        })
      }),
  )

/**
 * Whether the page holds prerendered content that has painted: decides both when the mock API starts
 * and whether the app hydrates that markup. A page made for another visitor is marked `off` by its
 * head's script before this module loads, and emptied: not one.
 */
const contentPainted =
  document.documentElement.getAttribute('data-prerender') !== 'off' &&
  Boolean(document.getElementById('root')?.firstElementChild)

// Set before anything can ask (verifyToken below): a request made before the worker is ready waits.
if (usesMockApi) {
  // A prerendered page has painted its content: the API's own worker starts once the page's code is
  // in (it loads and restores or seeds the demo data off the main thread while the page hydrates),
  // and MSW's side, which runs on the main thread, waits for an idle moment. Any other page's content
  // waits for the API: both start with the router, fetched beside the page's code.
  const workerStart = contentPainted ? firstPageOrLater : theRouter
  const mswStart = contentPainted ? afterFirstPaint() : theRouter
  void workerStart
    .then(() => import('../mocks/apiWorker/client'))
    .then(({ apiConnection }) => apiConnection())
  setApiReady(
    mswStart
      .then(() => import('../mocks/browser'))
      .then(({ startMockApi }) => startMockApi())
      // For measurements (npm run bench, DevTools): when requests could first be answered.
      .then(() => {
        performance.mark('gvl:mock-api-ready')
      }),
  )
}

const store = makeStore()

/**
 * The data a page prerendered with its data carries, read by a module of its own (fetched beside the
 * page's code): most pages carry none.
 */
const pageData =
  contentPainted && document.getElementById(PAGE_DATA_ID)
    ? import('@/app/pageData').then(
        ({ carriedPageData }) => carriedPageData(document),
        // Offline: no data to hydrate with; startApp draws the page afresh.
        () => null,
      )
    : null

/** What each route's loader gets: the store, to start the page's data with the navigation. */
function routeContext(): RouterContextProvider {
  const context = new RouterContextProvider()
  context.set(storeContext, store)
  return context
}
// The signed-in flag on load derives from the stored auth (requirements: auth-signed-in-on-load);
// the server then verifies it (requirements: auth-startup-check).
store.dispatch(loadFromStorage())
void store.dispatch(verifyToken())

if (isFirstVisit()) preloadLanguageChooser()

// Registered now, not once the router exists: a sign-out before then (verifyToken's 401 from a
// real server) still navigates within the app, with its state, instead of reloading the page.
registerNavigate((to, state) => void theRouter.then((router) => router.navigate(to, { state })))

/** The render, in the router's task. */
function startApp(router: Router) {
  const render = (into: HTMLElement, onMounted?: () => void) => {
    const root = createRoot(into)
    startTransition(() => root.render(<App store={store} router={router} onMounted={onMounted} />))
  }
  const container = document.getElementById('root')
  if (!container) throw new Error('index.html has no #root element')
  // A transition: React renders in slices and yields to the browser between them, so the first
  // render (or hydration) is not one long task (Lighthouse's Total Blocking Time; issue #7).
  if (contentPainted) {
    // The page's prerendered markup (scripts/prerender.mjs), kept for the visitor it was made for.
    // It is hydrated once the router has the page's code and text: before, the app's first render
    // would be the router's loading screen, not the page the markup holds. A page rendered with its
    // data carries it (src/app/pageData.ts): the hydration renders from it, and once the page is the
    // app's, each answer is asked for again.
    void Promise.all([firstPage, pageData]).then(([, data]) => {
      // A page that carries data the app could not read (its reader's code did not come: offline)
      // is drawn afresh: hydrated without its data, it would not match its markup. Once drawn, it
      // is a page of the app's like any other, and its forms are the app's (no mark, as index.html
      // leaves a page made for another visitor).
      if (pageData !== null && data === null)
        return render(container, () => document.documentElement.removeAttribute('data-prerender'))
      data?.restore(store)
      startTransition(() => {
        hydrateRoot(
          container,
          <App
            store={store}
            router={router}
            serverState={store.getState()}
            onMounted={() => {
              // The page's forms are the app's now (the head's script held them back until then).
              document.documentElement.setAttribute('data-prerender', 'hydrated')
              data?.refresh(store)
            }}
          />,
        )
      })
    })
  } else {
    render(container)
  }
}
void theRouter.then(startApp)

// The panels and dialogs are not in the first load, nor are the other pages' screens: they are
// fetched ahead once the first page has painted (the count of pending calls that fetchAhead waits on
// means something only once it has asked for its data) and the API can answer (with the mock API,
// later). Its largest paint often waits for that data, and should not share the network or the main
// thread with code for later.
void Promise.all([theRouter, whenApiReady(), afterFirstPaint()]).then(([router]) =>
  // A chunk of its own, as nothing of the first page needs it. If it cannot come (offline), nothing
  // is fetched ahead in this visit: each screen and overlay is fetched when it is first needed.
  import('@/app/fetchAhead').then(
    ({ fetchAhead }) =>
      fetchAhead(
        [...screenFetches(DESKTOP_ITEMS.map((item) => item.to)), ...overlayFetches()],
        router,
        store,
      ),
    () => undefined,
  ),
)
