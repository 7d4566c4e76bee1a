/** mocks/lib/bulk.ts: the fast insert and truncate the seed relies on, and their fallback. */
import { Collection } from '@msw/data'
import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { copyPlain, insertAll, truncate, type BulkCollection } from '@mocks/lib/bulk'

const schema = z.object({ id: z.number(), name: z.string(), tags: z.array(z.string()) })

describe('insertAll and truncate on an @msw/data collection', () => {
  test('inserted records behave like created ones: found, updated, deleted', async () => {
    const collection = new Collection({ schema })
    await collection.create({ id: 1, name: 'created', tags: [] })
    const source = [
      { id: 2, name: 'two', tags: ['a'] },
      { id: 3, name: 'three', tags: [] },
    ]
    await insertAll(collection, source)
    expect(collection.count()).toBe(3)
    expect(collection.findFirst((q) => q.where({ id: 2 }))).toEqual(source[0])
    // Copies: the source stays untouched by what happens in the collection.
    expect(collection.findFirst((q) => q.where({ id: 2 }))).not.toBe(source[0])

    const updated = await collection.update((q) => q.where({ id: 2 }), {
      data(record) {
        record.tags.push('b')
      },
    })
    expect(updated?.tags).toEqual(['a', 'b'])
    expect(source[0]?.tags).toEqual(['a'])
    collection.delete((q) => q.where({ id: 3 }))
    expect(collection.all().map((r) => r.id)).toEqual([1, 2])
    // Plain JSON: the internal properties are not enumerable.
    expect(JSON.parse(JSON.stringify(collection.all()))).toEqual([
      { id: 1, name: 'created', tags: [] },
      { id: 2, name: 'two', tags: ['a', 'b'] },
    ])

    truncate(collection)
    expect(collection.count()).toBe(0)
    await collection.create({ id: 4, name: 'after', tags: [] })
    expect(collection.all()).toHaveLength(1)
  })

  test('falls back to create() and clear() when all() is not the live array', async () => {
    const records: object[] = []
    const created: unknown[] = []
    let cleared = 0
    const copying: BulkCollection = {
      all: () => [...records],
      count: () => records.length,
      clear: () => {
        cleared += 1
        records.length = 0
      },
      create: (record: never) => {
        created.push(record)
        records.push(record)
        return Promise.resolve(record)
      },
    }
    await insertAll(copying, [{ id: 1 }, { id: 2 }])
    expect(created).toEqual([{ id: 1 }, { id: 2 }])
    truncate(copying)
    expect(cleared).toBe(1)
    expect(records).toEqual([])
  })
})

test('copyPlain copies nested objects and arrays', () => {
  const value = { a: [{ b: 1 }], c: { d: null, e: 'x' } }
  const copy = copyPlain(value)
  expect(copy).toEqual(value)
  expect(copy.a).not.toBe(value.a)
  expect(copy.a[0]).not.toBe(value.a[0])
  expect(copy.c).not.toBe(value.c)
})
