/**
 * Previous / next paging with "Page 2 of 5". The screen keeps the page in the URL and passes
 * `onPageChange`; the buttons are disabled at either end. Texts come from the caller (any namespace).
 */
import type { RefObject } from 'react'
import { Button } from './Button'
import { SkeletonBlock, SkeletonText } from './Skeleton'
import styles from './Pagination.module.css'

/** Previous / next paging with "Page 2 of 5" between them; nothing for a single page. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  labels,
  top,
}: {
  /** The current page, counted from 1. */
  page: number
  /** How many pages there are; with one (or none) nothing shows. */
  pageCount: number
  /** Called with the page to go to. */
  onPageChange: (page: number) => void
  /**
   * The texts, translated by the caller: the navigation's name, the two buttons, and the status
   * ("Page 2 of 5").
   */
  labels: { nav: string; previous: string; next: string; status: string }
  /**
   * The top of what is paged (a focusable element: the table's region). A new page brings it into
   * view and puts focus on it, so reading starts again at the list's top instead of at the buttons
   * under the last row.
   */
  top?: RefObject<HTMLElement | null>
}) {
  if (pageCount <= 1) return null
  const go = (next: number) => {
    onPageChange(next)
    const target = top?.current
    if (!target) return
    target.scrollIntoView({ block: 'start' })
    target.focus({ preventScroll: true })
  }
  return (
    <nav className={styles.pagination} aria-label={labels.nav}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => go(page - 1)}>
        {labels.previous}
      </Button>
      <p className={styles.status} aria-live="polite">
        {labels.status}
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= pageCount}
        onClick={() => go(page + 1)}
      >
        {labels.next}
      </Button>
    </nav>
  )
}

/**
 * The paging under a list while its first page loads: the two buttons and the status as shapes, so
 * the paging does not push in under the rows when they arrive. A shape: hidden from assistive tech.
 */
export function SkeletonPagination() {
  return (
    <div className={styles.pagination} aria-hidden="true">
      <SkeletonBlock width={80} height={32} />
      <p className={styles.status}>
        <SkeletonText width="7em" />
      </p>
      <SkeletonBlock width={56} height={32} />
    </div>
  )
}
