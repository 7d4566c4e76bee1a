import type { SerializedError } from '@reduxjs/toolkit'
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'
import type { ReactNode } from 'react'
import { serverMessage } from '@/api/errors'
import { EmptyState } from './EmptyState'
import { ErrorState } from './ErrorState'
import { useDeferredAnswer } from './useDeferredAnswer'

/** The part of an RTK Query result a body needs to pick its state. */
export interface QueryLike<T> {
  data?: T
  error?: FetchBaseQueryError | SerializedError
  isLoading: boolean
  isFetching: boolean
  refetch: () => unknown
}

/**
 * Loading, error (with retry), empty or data, explicitly: `loading` while there is nothing yet, the
 * error only when there is no earlier answer to keep showing. The body is drawn from a deferred copy
 * of the answer (useDeferredAnswer), so what the caller draws around it from the live answer (a
 * count in a title) can be a frame ahead of it.
 */
export function QueryBody<T>({
  query,
  loading,
  error,
  isEmpty,
  empty,
  children,
}: {
  /** The query's result (`useGetPlayersQuery(…)`): its data, error and whether it is fetching. */
  query: QueryLike<T>
  /** What shows while there is no answer yet (a Skeleton). */
  loading: ReactNode
  /** Shown when the server gave no message of its own (network down). */
  error: string
  /** Whether an answer holds nothing to show. */
  isEmpty: (data: T) => boolean
  /** What shows for an empty answer (an EmptyState or EmptyLine). */
  empty: ReactNode
  /** The data, drawn from the answer. */
  children: (data: T) => ReactNode
}) {
  const shown = useDeferredAnswer(query)
  const { data } = shown
  if (data === undefined) {
    if (shown.error && !shown.isFetching) {
      return (
        <ErrorState
          message={serverMessage(shown.error) ?? error}
          onRetry={() => void shown.refetch()}
        />
      )
    }
    return loading
  }
  return isEmpty(data) ? empty : children(data)
}

/** An empty state with only a sentence (and maybe a way forward). */
export function EmptyLine({
  children,
  action,
}: {
  /** The sentence, translated ("No match is scheduled."). */
  children: string
  /** A way forward: a link or a button. */
  action?: ReactNode
}) {
  return <EmptyState title={children} action={action} />
}
