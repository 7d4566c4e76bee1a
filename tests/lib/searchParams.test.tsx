import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { StrictMode } from 'react'
import { RouterProvider } from 'react-router/dom'
import { createMemoryRouter } from 'react-router'
import { expect, test } from 'vitest'
import { useSearchParams, type SearchParamsChange } from '@/lib/searchParams'

type Hook = ReturnType<typeof useSearchParams>

/** Draws the URL's search and hands each render's hook result to the test. */
function setUp(initial = '/list') {
  const renders: Hook[] = []
  function Probe() {
    const hook = useSearchParams()
    renders.push(hook)
    return <output aria-label="search">{hook[0].toString()}</output>
  }
  const router = createMemoryRouter([{ path: '/list', element: <Probe /> }], {
    initialEntries: [initial],
  })
  render(<RouterProvider router={router} />)
  const hook = () => {
    const last = renders.at(-1)
    if (!last) throw new Error('The probe has not rendered')
    return last
  }
  const drawn = () => screen.getByRole('status', { name: 'search' }).textContent
  /** Asks for each change in turn, in one moment, and lets the router and React finish. */
  const change = async (...changes: SearchParamsChange[]) => {
    await act(async () => {
      for (const next of changes) hook()[1](next)
      await Promise.resolve()
    })
  }
  return { router, hook, drawn, change, renders }
}

function setting(key: string, value: string) {
  return (latest: URLSearchParams) => {
    latest.set(key, value)
    return latest
  }
}

test('a second change made before the first is drawn builds on the first', async () => {
  const { drawn, router, change } = setUp('/list?page=3')
  // Both changes in one moment, before the page draws the first, as two quick choices of a busy page.
  await change(setting('region', 'europe'), setting('evening', 'sunday'))
  expect(router.state.location.search).toBe('?page=3&region=europe&evening=sunday')
  expect(drawn()).toBe('page=3&region=europe&evening=sunday')
})

test('the next change starts from what is drawn once the changes asked for are drawn', async () => {
  const { hook, drawn, change } = setUp()
  await change(setting('a', '1'))
  expect(drawn()).toBe('a=1')
  await act(async () => {
    hook()[1]((latest) => {
      expect(latest.toString()).toBe('a=1')
      latest.delete('a')
      latest.set('b', '2')
      return latest
    })
    await Promise.resolve()
  })
  expect(drawn()).toBe('b=2')
})

test('a URL nobody asked for here (Back) is what the next change starts from', async () => {
  const { drawn, router, change } = setUp()
  await change(setting('a', '1'))
  await change(setting('b', '2'))
  expect(drawn()).toBe('a=1&b=2')
  await act(async () => {
    await router.navigate(-1)
  })
  expect(drawn()).toBe('a=1')
  await change(setting('c', '3'))
  expect(drawn()).toBe('a=1&c=3')
})

test('the third item reads what the next change starts from; the options reach the navigation', async () => {
  const { hook, router, renders } = setUp('/list?q=ma')
  const [, setSearchParams, latest] = hook()
  await act(async () => {
    setSearchParams(setting('q', 'may'), { replace: true })
    expect(latest().get('q')).toBe('may')
    await Promise.resolve()
  })
  expect(router.state.historyAction).toBe('REPLACE')
  expect(router.state.location.search).toBe('?q=may')
  // The same setter across renders, so a memoised child does not redraw for it.
  expect(renders.length).toBeGreaterThan(1)
  expect(new Set(renders.map(([, set]) => set)).size).toBe(1)
})

test('new params replace the old ones whole', async () => {
  const { drawn, change } = setUp('/list?a=1&b=2')
  await change({ c: '3' })
  expect(drawn()).toBe('c=3')
})

test('Back in the same moment as a change: the next change starts from where Back went', async () => {
  const { hook, drawn, router, change } = setUp()
  await change(setting('a', '1'))
  await act(async () => {
    hook()[1](setting('b', '2'))
    await router.navigate(-1)
  })
  await waitFor(() => expect(drawn()).toBe('a=1'))
  await change(setting('c', '3'))
  expect(drawn()).toBe('a=1&c=3')
})

test('a filter set and unset before it is drawn, then Back: the next change keeps the filter', async () => {
  const { hook, drawn, router, change } = setUp()
  await act(async () => {
    const [, set] = hook()
    set(setting('a', '1'))
    set((latest) => {
      latest.delete('a')
      return latest
    })
    await Promise.resolve()
  })
  expect(drawn()).toBe('')
  // Back returns to the entry with the filter.
  await act(async () => {
    await router.navigate(-1)
  })
  expect(drawn()).toBe('a=1')
  await change(setting('c', '3'))
  expect(router.state.location.search).toBe('?a=1&c=3')
})

test('two components, each changing its own key at once, both keep theirs', async () => {
  const setters = new Map<string, Hook[1]>()
  function Part({ name }: { name: string }) {
    const [params, set] = useSearchParams()
    setters.set(name, set)
    return <output aria-label={name}>{params.get(name) ?? ''}</output>
  }
  const router = createMemoryRouter(
    [
      {
        path: '/list',
        element: (
          <StrictMode>
            <Part name="tab" />
            <Part name="page" />
          </StrictMode>
        ),
      },
    ],
    { initialEntries: ['/list'] },
  )
  render(<RouterProvider router={router} />)
  const setter = (name: string) => {
    const set = setters.get(name)
    if (!set) throw new Error(`${name} has not rendered`)
    return set
  }
  await act(async () => {
    setter('tab')(setting('tab', 'fixtures'))
    setter('page')(setting('page', '2'))
    await Promise.resolve()
  })
  expect(router.state.location.search).toBe('?tab=fixtures&page=2')
  expect(screen.getByRole('status', { name: 'tab' })).toHaveTextContent('fixtures')
  expect(screen.getByRole('status', { name: 'page' })).toHaveTextContent('2')
})

/** A route whose loader answers only when the test lets it: its navigations stay under way. */
function setUpWithLoader() {
  const waiting: (() => void)[] = []
  const load = () => new Promise<null>((resolve) => waiting.push(() => resolve(null)))
  function Probe() {
    const [params, set] = useSearchParams()
    return (
      <>
        <output aria-label="search">{params.toString()}</output>
        <button type="button" onClick={() => set(setting('region', 'europe'))}>
          Europe
        </button>
        <button type="button" onClick={() => set(setting('evening', 'sunday'))}>
          Sunday
        </button>
      </>
    )
  }
  const router = createMemoryRouter(
    [
      { path: '/list', loader: load, element: <Probe /> },
      { path: '/other', loader: load, element: <p>Other</p> },
    ],
    { initialEntries: ['/list'], hydrationData: { loaderData: { '0': null } } },
  )
  render(<RouterProvider router={router} />)
  const release = async () => {
    await act(async () => {
      for (const done of waiting.splice(0)) done()
      await Promise.resolve()
    })
  }
  return { router, release }
}

test('a second change made while the first waits for its loader builds on the first', async () => {
  const { router, release } = setUpWithLoader()
  fireEvent.click(screen.getByRole('button', { name: 'Europe' }))
  expect(router.state.navigation.state).toBe('loading')
  fireEvent.click(screen.getByRole('button', { name: 'Sunday' }))
  await release()
  await waitFor(() => expect(router.state.location.search).toBe('?region=europe&evening=sunday'))
})

test('a navigation under way to another page is not what a change builds on', async () => {
  const { router, release } = setUpWithLoader()
  fireEvent.click(screen.getByRole('button', { name: 'Europe' }))
  await release()
  await waitFor(() => expect(router.state.location.search).toBe('?region=europe'))
  act(() => {
    void router.navigate('/other?tab=news')
  })
  expect(router.state.navigation.location?.pathname).toBe('/other')
  fireEvent.click(screen.getByRole('button', { name: 'Sunday' }))
  await release()
  await waitFor(() => expect(router.state.location.search).toBe('?region=europe&evening=sunday'))
  expect(router.state.location.pathname).toBe('/list')
})
