/**
 * Every story gets its own store (created once, from the storage the preview's beforeEach seeded) and
 * its own memory router at `parameters.route`, matched against `parameters.path`: the provider tree the
 * component tests use too (tests/utils/TestProviders.tsx).
 */
import { createContext, useContext, useState, type ReactNode } from 'react'
import {
  TestProviders,
  createTestRouter,
  createTestStore,
  type TestRouting,
} from '../tests/utils/TestProviders'

export type StoryRouting = Pick<TestRouting, 'route' | 'path'>

/**
 * The story itself, passed through context: the router (and the element it was created with) lives as
 * long as the story, so args changes reach the story through this context, not through the route.
 */
const StoryContent = createContext<ReactNode>(null)

function StoryOutlet() {
  return useContext(StoryContent)
}

export function StoryProviders({
  routing,
  children,
}: {
  routing: StoryRouting
  children: ReactNode
}) {
  const [store] = useState(() => createTestStore())
  const [router] = useState(() => createTestRouter(<StoryOutlet />, routing))
  return (
    <StoryContent.Provider value={children}>
      <TestProviders store={store} router={router} />
    </StoryContent.Provider>
  )
}
