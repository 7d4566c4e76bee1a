/**
 * A page prerendered with its data (scripts/prerender.mjs, `/competition/:id`, `/team/:id`): the
 * answers its render read, written into the page, so that the browser's first render, the
 * hydration, reads the same ones at the same instant and the markup stays. They are the demo's data
 * as a first visit met it when the app was built, so once the page is the app's each is asked for
 * again, and the page shows the API's answer when it comes.
 */
import type { AppStore, RootState } from '@/app/store'
import { PAGE_DATA_ID } from '@/app/pageDataId'
import { baseApi } from '@/api/baseApi'
import { setPageRenderedAt } from '@/lib/now'

/** One answer the page's render read. */
export interface PageQuery {
  endpointName: string
  arg: unknown
  value: unknown
}

/** What a page prerendered with its data carries. */
export interface PageData {
  /** The instant the page was rendered at: its "now" (src/lib/now.tsx). */
  renderedAt: number
  queries: PageQuery[]
}

/** The answered queries of a store, as a page carries them. */
export function pageQueries(state: RootState): PageQuery[] {
  return Object.values(state.api.queries).flatMap((entry) =>
    entry?.status === 'fulfilled'
      ? [{ endpointName: entry.endpointName, arg: entry.originalArgs, value: entry.data }]
      : [],
  )
}

function readPageData(document: Document): PageData | null {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent
  if (!text) return null
  try {
    const data = JSON.parse(text) as Partial<PageData>
    return Array.isArray(data.queries) && typeof data.renderedAt === 'number'
      ? { renderedAt: data.renderedAt, queries: data.queries }
      : null
  } catch {
    return null
  }
}

// A page's queries are named, not typed: the endpoints by name, whatever area injected them.
type Entries = Parameters<typeof baseApi.util.upsertQueryEntries>[0]
type Prefetch = (
  endpointName: string,
  arg: unknown,
  options: { force: true },
) => Parameters<AppStore['dispatch']>[0]
type RunningQuery = (endpointName: string, arg: unknown) => Parameters<AppStore['dispatch']>[0]

export interface CarriedPageData {
  /**
   * Before the hydration: the page's answers in the store, as answered, and its instant as "now" for
   * the hydration. Each endpoint is injected already: the page's screen is in before it hydrates.
   */
  restore(store: AppStore): void
  /**
   * Once hydrated: each answer asked for again (the request waits for the API to be ready), unless
   * it is on its way already (the loader asks as the page starts, before the restore, and its answer
   * lands over the page's). The screen keeps the page's answer until the API's comes. Once only.
   */
  refresh(store: AppStore): void
}

/** The data the page carries, or null (none, or unreadable: the app asks the API as it renders). */
export function carriedPageData(document: Document): CarriedPageData | null {
  const data = readPageData(document)
  if (data === null) return null
  let refreshed = false
  return {
    restore(store) {
      setPageRenderedAt(data.renderedAt)
      store.dispatch(baseApi.util.upsertQueryEntries(data.queries as unknown as Entries))
    },
    refresh(store) {
      if (refreshed) return
      refreshed = true
      const prefetch = baseApi.util.prefetch as unknown as Prefetch
      const running = baseApi.util.getRunningQueryThunk as unknown as RunningQuery
      for (const { endpointName, arg } of data.queries) {
        // An endpoint this build does not have (the restore skipped it too).
        if (!(endpointName in baseApi.endpoints)) continue
        if (store.dispatch(running(endpointName, arg))) continue
        store.dispatch(prefetch(endpointName, arg, { force: true }))
      }
    },
  }
}
