/**
 * The first paint never waits for the mock API: the shell renders at once and every request waits on
 * this promise, which main.tsx replaces with the mock worker's start-up when the mock API is in use.
 */
let ready: Promise<void> = Promise.resolve()

export function setApiReady(promise: Promise<void>): void {
  // A failed start must not leave requests hanging: they then fail as network errors would.
  ready = promise.catch((error: unknown) => {
    console.error('The mock API failed to start', error)
  })
}

export const whenApiReady = (): Promise<void> => ready
