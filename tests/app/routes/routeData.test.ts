import { createMemoryRouter, RouterContextProvider } from 'react-router'
import { expect, test, vi } from 'vitest'
import { routes } from '@/app/router'
import { isLoaderData, sameId, storeContext } from '@/app/routes/routeData'
import { makeStore, type AppStore } from '@/app/store'
import { competitionsApi } from '@/api/endpoints/competitionsApi'
import { teamsApi } from '@/api/endpoints/teamsApi'

/** The app's router, without rendering anything: what happens is the navigation's own doing. */
function routerWithStore(store: AppStore | null) {
  return createMemoryRouter(routes, {
    initialEntries: ['/terms'],
    getContext: () => {
      const context = new RouterContextProvider()
      if (store) context.set(storeContext, store)
      return context
    },
  })
}

const competitionQuery = (store: AppStore, id: number) =>
  competitionsApi.endpoints.getCompetition.select(id)(store.getState())

test('a navigation to a competition asks for its data itself, before any screen renders', async () => {
  const store = makeStore()
  const router = routerWithStore(store)
  await router.navigate('/competition/1')
  // Nothing is rendered here: only the route's loader can have asked.
  await vi.waitFor(() => expect(competitionQuery(store, 1).status).toBe('fulfilled'))
  expect(competitionQuery(store, 1).data?.id).toBe(1)
  router.dispose()
})

test('a navigation to a team asks for its data itself, and `ready` settles with the answer', async () => {
  const store = makeStore()
  const router = routerWithStore(store)
  await router.navigate('/team/2')
  const data = Object.values(router.state.loaderData).find(isLoaderData)
  expect(data).toBeDefined()
  await data?.ready
  expect(teamsApi.endpoints.getTeam.select(2)(store.getState()).data?.team.id).toBe(2)
  router.dispose()
})

test('the loader’s `ready` settles once the answer is in: the prerender renders the page with it', async () => {
  const store = makeStore()
  const router = routerWithStore(store)
  await router.navigate('/competition/2')
  const data = Object.values(router.state.loaderData).find(isLoaderData)
  expect(data).toBeDefined()
  expect(competitionQuery(store, 2).status).not.toBe('fulfilled')
  await data?.ready
  expect(competitionQuery(store, 2).data?.id).toBe(2)
  router.dispose()
})

test.each(['/competition/01', '/team/abc'])(
  '%s names nothing: its loader asks for nothing',
  async (path) => {
    const store = makeStore()
    const router = routerWithStore(store)
    await router.navigate(path)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(Object.keys(store.getState().api.queries)).toEqual([])
    router.dispose()
  },
)

test('without a store in its context (tests of a screen), the loader asks nothing and lets the page load', async () => {
  const router = routerWithStore(null)
  const asked = vi.spyOn(globalThis, 'fetch')
  await router.navigate('/competition/1')
  expect(router.state.location.pathname).toBe('/competition/1')
  expect(router.state.errors).toBeNull()
  expect(asked.mock.calls.filter(([input]) => String(input).includes('/competitions/'))).toEqual([])
  router.dispose()
})

test('a change of tab keeps the page’s data; another id runs the loader again', () => {
  const change = (currentId: string, nextId: string) =>
    sameId({
      currentParams: { id: currentId },
      nextParams: { id: nextId },
      currentUrl: new URL(`http://gvl.test/competition/${currentId}`),
      nextUrl: new URL(`http://gvl.test/competition/${nextId}?tab=table`),
      defaultShouldRevalidate: true,
    })
  expect(change('1', '1')).toBe(false)
  expect(change('1', '2')).toBe(true)
})
