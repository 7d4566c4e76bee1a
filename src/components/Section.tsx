/**
 * A titled block of a page (the home page's and My GVL's sections): its title with an optional link
 * beside it, the body in its load states (QueryBody), a "more" link under it, and rows of items.
 */
import type { ReactNode } from 'react'
import { Link, type LinkProps } from 'react-router'
import styles from './Section.module.css'

/** `action` is a link beside the title ("All competitions"). */
export function Section({
  id,
  title,
  action,
  className,
  children,
}: {
  /** The title's id: the section is named by its title (`aria-labelledby`). */
  id: string
  /** The section's title, an h2. */
  title: ReactNode
  /** A link beside the title ("All competitions"). */
  action?: ReactNode
  /** Extra class on the section (My GVL draws its sections as cards). */
  className?: string
  /** The body: a QueryBody, an ItemList, a SectionLink… */
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className={[styles.section, className].filter(Boolean).join(' ')}>
      <div className={styles.sectionHeader}>
        <h2 id={id}>{title}</h2>
        {action}
      </div>
      {children}
    </section>
  )
}

/** The way from a section to the whole list or page it previews. */
export function SectionLink(props: Omit<LinkProps, 'className'>) {
  return <Link {...props} className={styles.more} />
}

/** A column of items, each a row of an icon or crest and its text. */
export function ItemList({ children }: { children: ReactNode }) {
  return <ul className={styles.items}>{children}</ul>
}

/** One row of an ItemList: an icon or crest, then its text. */
export function Item({ children }: { children: ReactNode }) {
  return <li className={styles.item}>{children}</li>
}

/** The muted line under an item's title (who, when, where). */
export function MetaLine({ children }: { children: ReactNode }) {
  return <p className={styles.meta}>{children}</p>
}
