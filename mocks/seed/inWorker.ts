/**
 * The standalone app's seed builder (mocks/browser.ts): the seed is generated in a module worker
 * (./worker.ts), off the page's main thread.
 */
import { buildSeedHere, type SeedBuilder, type SeedData } from '../seed'
import type { SeedReply, SeedRequest } from './worker'

/**
 * Builds the seed in a worker, so faker and the generators never load or run on the main thread
 * (they were most of the first visit's blocking time); in this thread when a worker cannot start.
 */
export const buildSeedInWorker: SeedBuilder = (options, now) =>
  new Promise<SeedData>((resolve, reject) => {
    let seeder: Worker
    try {
      seeder = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' })
    } catch {
      resolve(buildSeedHere(options, now))
      return
    }
    seeder.addEventListener('message', (event: MessageEvent<SeedReply>) => {
      seeder.terminate()
      if (event.data.data) resolve(event.data.data)
      else
        reject(new Error(`The demo data could not be generated: ${event.data.error ?? 'no data'}`))
    })
    // The worker's script failed to load or run: build here instead.
    seeder.addEventListener('error', (event) => {
      event.preventDefault()
      seeder.terminate()
      resolve(buildSeedHere(options, now))
    })
    seeder.postMessage({ options, now: now.getTime() } satisfies SeedRequest)
  })
