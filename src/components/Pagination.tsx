/**
 * Previous / next paging with "Page 2 of 5". The screen keeps the page in the URL and passes
 * `onPageChange`; the buttons are disabled at either end. Texts come from the caller (any namespace).
 */
import { Button } from './Button'
import styles from './Pagination.module.css'

/** Previous / next paging with "Page 2 of 5" between them; nothing for a single page. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  labels,
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
}) {
  if (pageCount <= 1) return null
  return (
    <nav className={styles.pagination} aria-label={labels.nav}>
      <Button
        variant="secondary"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        {labels.previous}
      </Button>
      <p className={styles.status} aria-live="polite">
        {labels.status}
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      >
        {labels.next}
      </Button>
    </nav>
  )
}
