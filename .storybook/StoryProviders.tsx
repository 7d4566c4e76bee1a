/**
 * Every story gets its own store (created once, from the storage the preview's beforeEach seeded) and
 * its own memory router at `parameters.route`, matched against `parameters.path`: the provider tree the
 * component tests use too (tests/utils/TestProviders.tsx).
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'
import type { AppStore } from '@/app/store'
import { pendingApiCalls } from '@/api/pendingCalls'
import {
  TestProviders,
  createTestRouter,
  createTestStore,
  type TestRouting,
} from '../tests/utils/TestProviders'

export type StoryRouting = Pick<TestRouting, 'route' | 'path'>

/**
 * The store of the story on screen (each story creates its own), set once it is mounted and cleared
 * when it unmounts, so a story never reads the previous story's calls.
 */
let storyStore: AppStore | null = null

/** How many of the story's API calls are still pending (src/api/pendingCalls.ts). */
export function pendingStoryApiCalls(): number {
  return storyStore ? pendingApiCalls(storyStore) : 0
}

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
  useEffect(() => {
    storyStore = store
    return () => {
      if (storyStore === store) storyStore = null
    }
  }, [store])
  return (
    <StoryContent.Provider value={children}>
      <TestProviders store={store} router={router} />
    </StoryContent.Provider>
  )
}
