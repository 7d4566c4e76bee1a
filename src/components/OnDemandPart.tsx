import { Suspense, type ReactNode } from 'react'
import { CodeLoadBoundary } from '@/lib/onDemand'
import { ErrorState } from './ErrorState'

/**
 * A part of a page whose code is fetched on demand (an `onDemand` component, given as `children`):
 * `fallback` while it comes; if it cannot come (offline), a notice saying `failure` with Try again,
 * and `besideFailure` under it. The part also comes by itself once the browser is back online.
 */
export function OnDemandPart({
  failure,
  fallback = null,
  besideFailure = null,
  children,
}: {
  /** Why the part is missing, translated. */
  failure: string
  fallback?: ReactNode
  besideFailure?: ReactNode
  children: ReactNode
}) {
  return (
    <CodeLoadBoundary
      failure={(retry, retrying) => (
        <>
          <ErrorState message={failure} onRetry={retrying ? undefined : retry} />
          {besideFailure}
        </>
      )}
    >
      <Suspense fallback={fallback}>{children}</Suspense>
    </CodeLoadBoundary>
  )
}
