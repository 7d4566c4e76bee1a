/**
 * Every story gets its own store (created once, from the storage the preview's beforeEach seeded) and
 * its own memory router at `parameters.route`, matched against `parameters.path`.
 */
import { createContext, useContext, useState, type ReactNode } from 'react'
import { Provider } from 'react-redux'
import { createMemoryRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { makeStore } from '@/app/store'
import { loadFromStorage } from '@/session/authSlice'
import { RouterBridge } from '@/app/RouterBridge'
import { NowProvider } from '@/lib/now'
import { SEED_NOW } from '@mocks/clock'

export interface StoryRouting {
  /** The URL the story opens at. */
  route?: string
  /** The route pattern the story's component is mounted at (for useParams). */
  path?: string
}

/** The story itself, passed through context so that args changes re-render it inside the router. */
const StoryContent = createContext<ReactNode>(null)

function StoryOutlet() {
  return (
    <>
      <RouterBridge />
      {useContext(StoryContent)}
    </>
  )
}

function OtherRoute() {
  return <RouterBridge />
}

export function StoryProviders({
  routing,
  children,
}: {
  routing: StoryRouting
  children: ReactNode
}) {
  const [store] = useState(() => {
    const created = makeStore()
    created.dispatch(loadFromStorage())
    return created
  })
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: routing.path ?? '*', Component: StoryOutlet },
        { path: '*', Component: OtherRoute },
      ],
      { initialEntries: [routing.route ?? '/'] },
    ),
  )
  return (
    // Relative times count from the mock API's frozen clock, so pictures do not drift by the day.
    <NowProvider value={SEED_NOW.getTime()}>
      <StoryContent.Provider value={children}>
        <Provider store={store}>
          <RouterProvider router={router} />
        </Provider>
      </StoryContent.Provider>
    </NowProvider>
  )
}
