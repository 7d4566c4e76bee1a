import { useDeferredValue, useLayoutEffect } from 'react'

/** How many answers are in the store but not drawn yet (see answersBeingDrawn). */
let behindCount = 0

/**
 * A query's answer, to draw a screen or section from: a deferred copy of it. An answer reaches the
 * store in one urgent render (react-redux reads the store with useSyncExternalStore, which React
 * cannot slice); drawing it, often a whole list, follows as a deferred render that React renders
 * in slices and interrupts for input, so an arriving answer does not block the page for one long
 * task. Until that render commits, the screen keeps showing what it showed (the skeleton, the
 * previous page).
 *
 * `answer` must keep its identity while it does not change, as RTK Query's hook results do: a copy
 * made on every render would always be one render behind.
 */
export function useDeferredAnswer<T>(answer: T): T {
  const shown = useDeferredValue(answer)
  const behind = shown !== answer
  // A layout effect: the count is up before the browser paints the frame that still shows the
  // previous answer, so nothing waiting on it sees that frame as the page at rest.
  useLayoutEffect(() => {
    if (!behind) return undefined
    behindCount += 1
    return () => {
      behindCount -= 1
    }
  }, [behind])
  return shown
}

/**
 * How many answers mounted on the page are in but not drawn yet. The render that draws them changes
 * nothing in the page until it commits, so a test that waits for the page to stop changing before
 * its picture (the stories' visual tests) also waits for this to be 0.
 */
export function answersBeingDrawn(): number {
  return behindCount
}
