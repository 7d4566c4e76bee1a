import type { SerializedError } from '@reduxjs/toolkit'
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'
import type { ReactNode } from 'react'
import { serverMessage } from '@/api/errors'
import { ErrorState } from './ErrorState'

/** The part of a query result that says why there is no data yet. */
export interface PendingResult {
  isLoading: boolean
  error?: FetchBaseQueryError | SerializedError
  refetch: () => unknown
}

/**
 * What stands in for a query's data while it has none: the error (the server's message, or `error`)
 * with a retry once the query has failed, the skeleton until then (QueryBody's rule).
 */
export function QueryPending({
  result,
  loading,
  error,
}: {
  /** The query's result, without data. */
  result: PendingResult
  /** What shows until then: a skeleton of the data's layout (a Skeleton region, which names it). */
  loading: ReactNode
  /** Shown when the server gave no message of its own (network down), translated. */
  error: string
}) {
  if (result.isLoading || result.error === undefined) return loading
  return (
    <ErrorState
      message={serverMessage(result.error) ?? error}
      onRetry={() => void result.refetch()}
    />
  )
}
