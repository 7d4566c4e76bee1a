import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { isNotFound, serverMessage } from '@/api/errors'
import detailStyles from './DetailPage.module.css'
import { ErrorState } from './ErrorState'
import type { PendingResult } from './QueryPending'

/** What a detail page says when there is nothing at its address, and the way back to its list. */
export interface NotFoundTexts {
  title: string
  body: string
  /** The list's link text ("Back to competitions"). */
  back: string
  /** The list's path. */
  backTo: string
}

/**
 * A detail page (/competition/:id, /profile/:id) before it has its data: "not found" with the way
 * back (an address that cannot be, or the server's 404), the page's skeleton while it loads, else the
 * error with a retry.
 */
export function DetailPending({
  result,
  invalidAddress = false,
  notFound,
  loading,
  error,
}: {
  /** The page's query result. */
  result: PendingResult
  /** The address cannot name anything (an id that is not a number): not found without asking. */
  invalidAddress?: boolean
  /** What the page says when there is nothing at its address. */
  notFound: NotFoundTexts
  /**
   * What shows while it loads: the page's skeleton, in the page's frame (a Skeleton region with the
   * DetailPage's `page` class), so the page's header and blocks arrive where their shapes were.
   */
  loading: ReactNode
  /** Shown when the server gave no message of its own, translated. */
  error: string
}) {
  if (invalidAddress || isNotFound(result.error)) {
    return (
      <div className={detailStyles.page}>
        <div className={detailStyles.notFound}>
          <h1>{notFound.title}</h1>
          <p>{notFound.body}</p>
          <Link to={notFound.backTo}>{notFound.back}</Link>
        </div>
      </div>
    )
  }
  if (result.isLoading || result.error === undefined) return loading
  return (
    <div className={detailStyles.page}>
      <ErrorState
        message={serverMessage(result.error) ?? error}
        onRetry={() => void result.refetch()}
      />
    </div>
  )
}
