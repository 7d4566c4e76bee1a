/**
 * A request that never answers: the story shows a loading state. The picture step waits for every
 * `fetch` of the story and every API call still pending in its store, up to 15 s, and counts those
 * held here as settled. The count is of calls,
 * not of requests: it suits `fetch` requests made while the story runs (an `<img>` is not counted
 * by the picture step to begin with), and each story starts from zero.
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
