/**
 * Bulk insert and truncate for @msw/data collections, for reseeding before every test and story.
 *
 * `Collection.create()` costs about 5 µs a record even without validation (it sanitises the input,
 * validates it, draws a UUID and awaits hooks), and `clear()` is quadratic (it looks each record up
 * from the start of the array, then splices it). For the ~6,000 records of the standard seed that is
 * ~30 ms to create and ~30 ms to clear, measured with @msw/data 1.1.7 — most of the reset budget.
 *
 * `Collection.all()` returns the collection's own record array, so records can be pushed to it and
 * the array emptied in place, once they carry the two internal properties `create()` would have
 * defined (a primary key and an empty relation map: our records have no relations). The symbols are
 * learnt from a record a probe collection creates, and each collection is checked before the fast
 * path is used: if a future @msw/data copies the array or names the symbols differently, these
 * functions fall back to `create()` and `clear()`, slower but still correct (tests/mocks/bulk.test.ts).
 *
 * Records inserted this way are not validated and fire no `create` hooks: callers insert records
 * that are known to be valid (the seed, whose every record a test checks against its schema, and a
 * snapshot that was parsed with the snapshot schema), and save after a reset themselves.
 */
import { Collection } from '@msw/data'

/** The part of a Collection these helpers use (any record type: they copy plain data). */
export interface BulkCollection {
  all(): object[]
  count(): number
  clear(): void
  create(record: never): Promise<unknown>
}

interface Internals {
  primaryKey: symbol
  relationMap: symbol
}

let internals: Promise<Internals | null> | undefined

function learnInternals(): Promise<Internals | null> {
  internals ??= (async () => {
    const probe = new Collection({
      schema: {
        '~standard': {
          version: 1,
          vendor: 'gvl-probe',
          validate: (value: unknown) => ({ value: value as object }),
        },
      },
    })
    const record = await probe.create({})
    const symbols = Object.getOwnPropertySymbols(record)
    const find = (name: string) => symbols.find((symbol) => symbol.description === name)
    const primaryKey = find('kPrimaryKey')
    const relationMap = find('kRelationMap')
    return primaryKey && relationMap ? { primaryKey, relationMap } : null
  })()
  return internals
}

const live = new WeakMap<object, boolean>()

/** True when `all()` is the collection's own array (pushing to it adds a record). */
function isLive(collection: BulkCollection): boolean {
  let known = live.get(collection)
  if (known === undefined) {
    const records = collection.all()
    const before = collection.count()
    records.push({})
    known = collection.count() === before + 1
    if (known) records.pop()
    live.set(collection, known)
  }
  return known
}

let nextKey = 0

/** Empties the collection at once (no `delete` hooks). */
export function truncate(collection: BulkCollection): void {
  if (isLive(collection)) collection.all().length = 0
  else collection.clear()
}

/**
 * Appends `records` in order. Each is copied (so the caller's objects, which the seed memoises, are
 * never handed out), and stays a plain JSON object: the internal properties are non-enumerable.
 */
export async function insertAll(
  collection: BulkCollection,
  records: readonly object[],
): Promise<void> {
  const symbols = await learnInternals()
  if (symbols === null || !isLive(collection)) {
    for (const record of records) await collection.create(copyPlain(record) as never)
    return
  }
  const target = collection.all()
  for (const record of records) {
    const copy = copyPlain(record)
    nextKey += 1
    Object.defineProperty(copy, symbols.primaryKey, { value: `gvl-${nextKey}` })
    Object.defineProperty(copy, symbols.relationMap, { value: new Map() })
    target.push(copy)
  }
}

/** A deep copy of plain JSON data (objects, arrays, primitives): much faster than structuredClone. */
export function copyPlain<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map(copyPlain) as T
  const copy: Record<string, unknown> = {}
  for (const key of Object.keys(value))
    copy[key] = copyPlain((value as Record<string, unknown>)[key])
  return copy as T
}
