/**
 * The first paint never waits for the mock API: the shell renders at once and every request waits on
 * this promise, which main.tsx replaces with the mock worker's start-up when the mock API is in use.
 */
let ready: Promise<void> = Promise.resolve()
let started = true

export function setApiReady(promise: Promise<void>): void {
  started = false
  // A failed start must not leave requests hanging: they then fail as network errors would.
  ready = promise
    .catch((error: unknown) => {
      console.error('The mock API failed to start', error)
    })
    .finally(() => {
      started = true
    })
}

export const whenApiReady = (): Promise<void> => ready

/** Whether the API can answer now: what the browser fetches by itself (a picture) must not go early. */
export const isApiReady = (): boolean => started
