/**
 * Builds the seed in a worker for the standalone app (mocks/browser.ts): faker and the generators
 * then load and run off the main thread, which stays free for the page while the demo data is made.
 * One message in (the options and the clock's `now`), one out (the records, or the error's message).
 */
import { seedData, type SeedData, type SeedOptions } from './build'

export interface SeedRequest {
  options: SeedOptions
  now: number
}

/** The records, or why they could not be built. */
export type SeedReply = { data: SeedData; error?: undefined } | { data?: undefined; error: string }

self.addEventListener('message', (event: MessageEvent<SeedRequest>) => {
  const { options, now } = event.data
  seedData(options, new Date(now)).then(
    (data) => self.postMessage({ data } satisfies SeedReply),
    (error: unknown) => self.postMessage({ error: String(error) } satisfies SeedReply),
  )
})
