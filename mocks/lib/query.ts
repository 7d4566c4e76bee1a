/**
 * Query strings: validated with the contract's schema (400 with fieldErrors when refused), and paging
 * of a list into the contract's page shape.
 */
import type { z } from 'zod'
import type { Page, PageQuery } from '@/api/contracts/paging'
import { toFieldErrors } from './body'
import { HttpError } from './http'

/** The URL's query as an object (a repeated key becomes an array), validated with `schema`. */
export function readQuery<S extends z.ZodType>(url: URL, schema: S): z.output<S> {
  const raw: Record<string, string | string[]> = {}
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key)
    raw[key] = values.length === 1 ? (values[0] ?? '') : values
  }
  const result = schema.safeParse(raw, { reportInput: true })
  if (result.success) return result.data
  throw new HttpError(400, 'invalid_query', toFieldErrors(result.error.issues))
}

/**
 * One page of `items` (already filtered and sorted), with the total before paging. `shape` turns the
 * page's records into the answer's items: only the records of the page are shaped.
 */
export function paginate<T>(items: readonly T[], query: PageQuery): Page<T>
export function paginate<T, Item>(
  items: readonly T[],
  query: PageQuery,
  shape: (records: T[]) => Item[],
): Page<Item>
export function paginate<T>(
  items: readonly T[],
  { page, pageSize }: PageQuery,
  shape: (records: T[]) => unknown[] = (records) => records,
): Page<unknown> {
  const start = (page - 1) * pageSize
  return { items: shape(items.slice(start, start + pageSize)), total: items.length, page, pageSize }
}

/**
 * Records shaped for an answer by `shape`, leaving out any it cannot shape (null: a player or team
 * it names is gone).
 */
export function shapeEach<R, Item>(shape: (record: R) => Item | null): (records: R[]) => Item[] {
  return (records) =>
    records.flatMap((record) => {
      const item = shape(record)
      return item === null ? [] : [item]
    })
}
