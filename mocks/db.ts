/**
 * The mock database: the collections (mocks/model/index.ts) and `resetDb()`, which tests call before
 * every test, Storybook before every story, and the app on "Reset demo data".
 */
import { freezeClock, isClockFrozen } from './clock'
import { clearCollections } from './model'
import { seedDb, type SeedOptions } from './seed'

export { db, findUser, findUserByLogin } from './model'
export type { MessageRecord, NotificationRecord, SessionRecord, UserRecord } from './model'

/** What to seed: `{ size: 'large' }` for benchmarks, `{ players: n }`, or `{ empty: true }` (docs/api.md, "Seed"). */
export interface ResetDbOptions extends SeedOptions {
  /** Leave the collections empty instead of seeding them (a test that builds all its own data). */
  empty?: boolean
}

type ResetListener = () => void | Promise<void>
const resetListeners = new Set<ResetListener>()

/** Runs `listener` after every reset (persistence saves the fresh seed at once). Returns an unsubscribe. */
export function onDbReset(listener: ResetListener): () => void {
  resetListeners.add(listener)
  return () => resetListeners.delete(listener)
}

/**
 * Empties every collection and seeds it again. A frozen clock goes back to SEED_NOW first, so a test
 * that moved it cannot shift the next test's data; a real clock (the app) is left alone.
 */
export async function resetDb(options: ResetDbOptions = {}): Promise<void> {
  if (isClockFrozen()) freezeClock()
  clearCollections()
  if (!options.empty) await seedDb(options)
  for (const listener of resetListeners) await listener()
}
