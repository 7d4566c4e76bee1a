/**
 * A page prerendered with its data (src/app/pageData.ts): the answers it carries are the store's on
 * hydration, its instant is "now" while it hydrates, and once hydrated each answer is asked for again.
 */
import { renderToString } from 'react-dom/server'
import { hydrateRoot } from 'react-dom/client'
import { afterEach, expect, test, vi } from 'vitest'
import { makeStore } from '@/app/store'
import { pageQueries, carriedPageData, type PageData } from '@/app/pageData'
import { PAGE_DATA_ID } from '@/app/pageDataId'
import { competitionsApi } from '@/api/endpoints/competitionsApi'
import { setPageRenderedAt, useNow } from '@/lib/now'

afterEach(() => {
  document.getElementById(PAGE_DATA_ID)?.remove()
  setPageRenderedAt(null)
})

/** The document as a prerendered page leaves it: its data in a JSON script. */
function carrying(text: string): Document {
  const script = document.createElement('script')
  script.type = 'application/json'
  script.id = PAGE_DATA_ID
  script.textContent = text
  document.head.append(script)
  return document
}

const competition = (store: ReturnType<typeof makeStore>, id: number) =>
  competitionsApi.endpoints.getCompetition.select(id)(store.getState())

test('a page carries the answered queries of its render, not those still loading or failed', async () => {
  const store = makeStore()
  await store.dispatch(competitionsApi.endpoints.getCompetition.initiate(3))
  await store.dispatch(competitionsApi.endpoints.getCompetition.initiate(999_999))
  void store.dispatch(competitionsApi.endpoints.getCompetitionTeams.initiate(3))
  const queries = pageQueries(store.getState())
  expect(queries).toEqual([
    { endpointName: 'getCompetition', arg: 3, value: competition(store, 3).data },
  ])
})

test('its answers are the store’s before the hydration, and asked for again after it', async () => {
  const served = makeStore()
  await served.dispatch(competitionsApi.endpoints.getCompetition.initiate(3))
  const answer = competition(served, 3).data
  if (!answer) throw new Error('no competition 3 in the seed')
  const built: PageData = {
    renderedAt: 1_700_000_000_000,
    queries: [
      { endpointName: 'getCompetition', arg: 3, value: { ...answer, name: 'An older name' } },
    ],
  }
  const carried = carriedPageData(carrying(JSON.stringify(built)))
  if (!carried) throw new Error('no page data read')

  const store = makeStore()
  carried.restore(store)
  expect(competition(store, 3)).toMatchObject({ status: 'fulfilled' })
  expect(competition(store, 3).data?.name).toBe('An older name')

  const asked = vi.spyOn(globalThis, 'fetch')
  carried.refresh(store)
  carried.refresh(store)
  await vi.waitFor(() => expect(competition(store, 3).data?.name).toBe(answer.name))
  expect(asked).toHaveBeenCalledTimes(1)
})

test('a query already on its way as the page hydrates (the loader’s) is not asked for twice', async () => {
  const served = makeStore()
  await served.dispatch(competitionsApi.endpoints.getCompetition.initiate(3))
  const answer = competition(served, 3).data
  if (!answer) throw new Error('no competition 3 in the seed')
  const carried = carriedPageData(
    carrying(
      JSON.stringify({
        renderedAt: 1_700_000_000_000,
        queries: [
          { endpointName: 'getCompetition', arg: 3, value: { ...answer, name: 'An older name' } },
          { endpointName: 'notAnEndpoint', arg: 1, value: {} },
        ],
      } satisfies PageData),
    ),
  )
  if (!carried) throw new Error('no page data read')

  const asked = vi.spyOn(globalThis, 'fetch')
  const store = makeStore()
  const loader = store.dispatch(
    competitionsApi.endpoints.getCompetition.initiate(3, { subscribe: false }),
  )
  carried.restore(store)
  expect(competition(store, 3).data?.name).toBe('An older name')
  carried.refresh(store)
  await loader
  expect(competition(store, 3).data?.name).toBe(answer.name)
  expect(asked).toHaveBeenCalledTimes(1)
})

test.each([
  ['no data', null],
  ['data that is not JSON', '{"renderedAt":'],
  ['data of another shape', '{"queries":{}}'],
])('a page with %s has nothing to restore: the app asks the API', (_case, text) => {
  expect(carriedPageData(text === null ? document : carrying(text))).toBeNull()
})

test('"now" is the page’s instant while it hydrates, then the device’s clock', async () => {
  const renderedAt = Date.UTC(2026, 10, 1)
  function Now() {
    return <p>{new Date(useNow()).toISOString()}</p>
  }
  setPageRenderedAt(renderedAt)
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Now />)
  expect(container.textContent).toBe('2026-11-01T00:00:00.000Z')

  const errors: unknown[] = []
  const painted: (string | null)[] = []
  const observer = new MutationObserver(() => painted.push(container.textContent))
  observer.observe(container, { subtree: true, characterData: true, childList: true })
  const root = hydrateRoot(container, <Now />, {
    onRecoverableError: (error) => errors.push(error),
  })
  await vi.waitFor(() =>
    expect(new Date(container.textContent).getTime()).toBeGreaterThan(renderedAt),
  )
  observer.disconnect()
  root.unmount()
  expect(errors).toEqual([])
  // The markup was kept, then its text changed: no render afresh.
  expect(painted).toHaveLength(1)
})
