/**
 * The head of a card about a player or a club (a market card, an invitation): the picture, the name as
 * the card's heading, linked to its page, with a line under it, and what ends the row (a status).
 * SkeletonCardHead draws the same places while the card loads.
 */
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { SkeletonBlock, SkeletonLine } from './Skeleton'
import styles from './CardHead.module.css'

/**
 * `line`: the line under the name is one short item (a tag, a position) close under it; `row`: it is
 * several (a tag, a platform, a date), in a row that wraps, a little apart from the name.
 */
export type CardHeadLayout = 'line' | 'row'

const LAYOUTS: Record<CardHeadLayout, { title: string | undefined; meta: string | undefined }> = {
  line: { title: styles.title, meta: styles.meta },
  row: { title: styles.rowTitle, meta: styles.rowMeta },
}

/** The heading's level: 2 for a card that is a page's item, 3 for one inside a titled box. */
type Level = 2 | 3

export function CardHead({
  headingId,
  level,
  picture,
  to,
  name,
  meta,
  layout = 'line',
  children,
}: {
  /** The heading's id, which names the card (`aria-labelledby`) and describes its buttons. */
  headingId: string
  level: Level
  /** The player's avatar or the club's crest. */
  picture: ReactNode
  /** The page the name links to. */
  to: string
  name: string
  /** The line under the name. */
  meta: ReactNode
  layout?: CardHeadLayout
  /** What ends the row, after the name (a status badge). */
  children?: ReactNode
}) {
  const Heading = level === 2 ? 'h2' : 'h3'
  const classes = LAYOUTS[layout]
  return (
    <div className={styles.head}>
      {picture}
      <div className={classes.title}>
        <Heading id={headingId} className={styles.name}>
          <Link to={to}>{name}</Link>
        </Heading>
        <p className={classes.meta}>{meta}</p>
      </div>
      {children}
    </div>
  )
}

/** A card head still to come: the picture's disc, the name's bar, the line under it. A shape. */
export function SkeletonCardHead({
  level,
  picture,
  nameWidth,
  meta,
  layout = 'line',
  children,
}: {
  level: Level
  /** The picture's size in pixels. */
  picture: number
  /** The name's width. */
  nameWidth: string
  /** The line's shapes (a bar, a badge). */
  meta: ReactNode
  layout?: CardHeadLayout
  /** What ends the row (a badge's shape). */
  children?: ReactNode
}) {
  const classes = LAYOUTS[layout]
  return (
    <div className={styles.head}>
      <SkeletonBlock width={picture} height={picture} radius="full" />
      <div className={classes.title}>
        <SkeletonLine as={level === 2 ? 'h2' : 'h3'} className={styles.name} width={nameWidth} />
        <p className={classes.meta}>{meta}</p>
      </div>
      {children}
    </div>
  )
}

/** A team's tag, in the line under its name. */
export function TeamTag({ tag }: { tag: string }) {
  return <span className={styles.tag}>{tag}</span>
}
