/**
 * A list paged on the server, under its screen's filters (players, the market), in its states: the
 * count over it with a busy mark while the next page or filter loads, then the skeleton while the
 * first page loads, the error with a retry, the empty sentence (back to the first page when a link
 * points past the end, clear the filters when they match nothing), or the items with the paging under
 * them. While the next page loads, the previous items stay in place (RTK Query keeps `data`): the
 * screen marks them stale (its holder composes `stale` from ResultList.module.css).
 */
import type { SerializedError } from '@reduxjs/toolkit'
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'
import type { TypeOptions } from 'i18next'
import type { ReactNode, RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { serverMessage } from '@/api/errors'
import { numberFormat } from '@/lib/intl'
import { Button } from './Button'
import { EmptyState } from './EmptyState'
import { ErrorState } from './ErrorState'
import { Pagination, SkeletonPagination } from './Pagination'
import { Skeleton } from './Skeleton'
import { Spinner } from './Spinner'
import { useDeferredAnswer } from './useDeferredAnswer'
import styles from './ResultList.module.css'

/** A page of the list, as an RTK Query hook answers it. */
export interface PagedQuery<T> {
  data?: { items: T[]; total: number; pageSize: number }
  error?: FetchBaseQueryError | SerializedError
  isLoading: boolean
  isFetching: boolean
  isError: boolean
  refetch: () => unknown
}

/** The texts the list reads from its screen's namespace, under these keys. */
interface ResultListTexts {
  empty: {
    pastEnd: string
    pastEndBody: string
    firstPage: string
    filtered: string
    filteredBody: string
  }
  filters: { clear: string }
  list: { updating: string }
  pagination: { nav: string; previous: string; next: string; status: string }
}

type Catalogue = TypeOptions['resources']

/** A namespace that holds a result list's texts: the screen's own. */
export type ResultListNamespace = {
  [N in keyof Catalogue]: Catalogue[N] extends ResultListTexts ? N : never
}[keyof Catalogue]

export function ResultList<T>({
  ns,
  query: answer,
  page,
  onPageChange,
  top,
  filtered,
  onClear,
  count,
  loading,
  error,
  empty,
  skeleton,
  children,
}: {
  /** The screen's namespace: the empty sentences, Clear filters, the busy mark and the paging. */
  ns: ResultListNamespace
  query: PagedQuery<T>
  /** The page on screen, counted from 1 (the screen keeps it in the URL). */
  page: number
  onPageChange: (page: number) => void
  /** The top of the items (focusable): a new page brings it into view and focuses it. */
  top: RefObject<HTMLElement | null>
  /** Some filter is set: an empty list offers to clear them. */
  filtered: boolean
  onClear: () => void
  /** The count over the list ("12 players"), from the total and the total in the reader's digits. */
  count: (total: number, formatted: string) => string
  /** What is loading, for screen readers only. */
  loading: string
  /** What went wrong when the server says nothing itself. */
  error: string
  /** The list has nothing at all, without filters. */
  empty: ReactNode
  /** The shapes of the items while the first page loads (the paging's own follow). */
  skeleton: ReactNode
  /** The items; `updating` while the next page or filter loads. */
  children: (items: T[], updating: boolean) => ReactNode
}) {
  const { t, i18n } = useTranslation(ns)
  const number = numberFormat(i18n.language)
  // The rows are drawn from the deferred answer; the busy mark follows the live one, so it shows as
  // soon as the next page or filter is asked for.
  const shown = useDeferredAnswer(answer)
  const { data } = shown
  const updating = answer.isFetching && !answer.isLoading

  let body: ReactNode = null
  if (shown.isLoading) {
    body = (
      <Skeleton label={loading} className={styles.results}>
        {skeleton}
        <SkeletonPagination />
      </Skeleton>
    )
  } else if (shown.isError) {
    body = (
      <ErrorState
        message={serverMessage(shown.error) ?? error}
        onRetry={() => void shown.refetch()}
      />
    )
  } else if (data && data.items.length === 0) {
    body =
      data.total > 0 ? (
        <EmptyState
          title={t('empty.pastEnd')}
          action={
            <Button variant="secondary" onClick={() => onPageChange(1)}>
              {t('empty.firstPage')}
            </Button>
          }
        >
          {t('empty.pastEndBody')}
        </EmptyState>
      ) : filtered ? (
        <EmptyState
          title={t('empty.filtered')}
          action={
            <Button variant="secondary" onClick={onClear}>
              {t('filters.clear')}
            </Button>
          }
        >
          {t('empty.filteredBody')}
        </EmptyState>
      ) : (
        empty
      )
  } else if (data) {
    const pageCount = Math.max(1, Math.ceil(data.total / data.pageSize))
    body = (
      <div className={styles.results}>
        {children(data.items, updating)}
        <Pagination
          page={page}
          pageCount={pageCount}
          onPageChange={onPageChange}
          top={top}
          labels={t('pagination', {
            returnObjects: true,
            page: number.format(page),
            pages: number.format(pageCount),
          })}
        />
      </div>
    )
  }

  return (
    <>
      <div className={styles.summary}>
        <p className={styles.count} aria-live="polite">
          {data && !shown.isError ? count(data.total, number.format(data.total)) : null}
        </p>
        {updating ? <Spinner label={t('list.updating')} size={16} /> : null}
      </div>
      {body}
    </>
  )
}
