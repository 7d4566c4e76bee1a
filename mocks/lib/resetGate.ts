/**
 * Keeps requests out of the database while the demo data is reset. A reset empties every collection,
 * reseeds (seconds with the large seed) and puts the signed-in sessions back: a request served in
 * between would find no session (401, and the app signs out) or half a league. On a shared server
 * (`npm run api`) another tab's or client's request can arrive at any moment, so every request waits
 * for a reset under way to finish; the reset itself runs once the one before it is done.
 */
let resetting: Promise<void> | null = null

/** Runs `reset` with the gate closed: requests that arrive meanwhile wait for it. */
export async function whileResetting(reset: () => Promise<void>): Promise<void> {
  while (resetting !== null) await resetting
  const done = reset()
  resetting = done.then(
    () => undefined,
    () => undefined,
  )
  try {
    await done
  } finally {
    resetting = null
  }
}

/** Resolves at once, or when the reset under way has finished. */
export async function afterReset(): Promise<void> {
  while (resetting !== null) await resetting
}
