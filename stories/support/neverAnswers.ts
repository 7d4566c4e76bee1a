/**
 * A request that never answers: the story shows a loading state. The picture step waits for every
 * request of the story before it takes the picture, however long the machine makes them take, except
 * those held here, which it counts as settled: it knows them instead of guessing them from a timeout.
 */
import { delay } from 'msw'

let heldForEver = 0

/** How many of the current story's requests never answer. */
export const requestsHeldForEver = () => heldForEver

/** Each story counts anew: a request a previous story left hanging is not the current story's. */
export function forgetHeldRequests() {
  heldForEver = 0
}

/** A handler's answer that never comes: `http.get(path, neverAnswers)`. */
export function neverAnswers(): Promise<void> {
  heldForEver += 1
  return delay('infinite')
}
