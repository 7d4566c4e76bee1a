import { Link } from 'react-router'
import styles from './LinkTabs.module.css'

export interface LinkTab {
  /** Where the tab leads: a page, or the same page with another view in its query. */
  to: string
  /** The tab's visible name, translated. */
  label: string
  /** The page on screen is this tab's. */
  current: boolean
}

/**
 * A row of links drawn as tabs, for views that are pages of their own (their address, their history
 * entry): the current one is `aria-current="page"`. Tabs whose panels share one page are the kit's
 * Tabs instead.
 */
export function LinkTabs({
  label,
  items,
  className,
}: {
  /** What the row is called for screen readers ("Players area"). */
  label: string
  items: readonly LinkTab[]
  /** The row's place in the screen's layout. */
  className?: string
}) {
  return (
    <nav aria-label={label} className={className ? `${styles.nav} ${className}` : styles.nav}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className={styles.tab}
              aria-current={item.current ? 'page' : undefined}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
