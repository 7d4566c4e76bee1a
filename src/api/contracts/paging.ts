/**
 * Paging, shared by every list endpoint: `?page=1&pageSize=20` in, `{ items, total, page, pageSize }`
 * out. Pages count from 1.
 */
import { z } from 'zod'
import { MAX_PAGE_SIZE } from './league'

export { MAX_PAGE_SIZE } from './league'
export const DEFAULT_PAGE_SIZE = 20

/** A whole number from 1 in the query string (`?page=2`, `?teamId=3`), read from its text. */
export const positiveParam = z.coerce.number().int().min(1)

/** `?page=&pageSize=` of a list whose page holds `defaultPageSize` items unless asked for more. */
export const pageQuery = (defaultPageSize: number) =>
  z.object({
    page: positiveParam.default(1),
    pageSize: positiveParam.max(MAX_PAGE_SIZE).default(defaultPageSize),
  })

export const pageQuerySchema = pageQuery(DEFAULT_PAGE_SIZE)
export type PageQuery = z.infer<typeof pageQuerySchema>

export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  })

export interface Page<T> {
  items: T[]
  total: number
  page: number
  pageSize: number
}
