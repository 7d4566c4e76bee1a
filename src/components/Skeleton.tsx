/**
 * Loading that looks like the page: a screen draws the layout it is about to show (its header, its
 * rows, its cards, in their sizes) with grey shapes where the data will be, so nothing moves when the
 * data arrives. `Skeleton` is the loading region, which says once to assistive tech what is loading;
 * the shapes inside it are hidden from assistive tech.
 */
import type { CSSProperties, ElementType, ReactNode } from 'react'
import styles from './Skeleton.module.css'

/** A length: pixels as a number, any CSS length as a string (`'60%'`, `'12ch'`). */
type Length = number | string

/**
 * The loading region: busy (`aria-busy`), with a visually hidden status that says what is loading,
 * and the shapes of what is coming. Every shape inside is `aria-hidden` (the kit's shapes are; a
 * screen's own markup drawn as a shape carries `aria-hidden="true"` on its outer element).
 */
export function Skeleton({
  label,
  className,
  children,
}: {
  /** What is loading, for screen readers only ("Loading the competitions…"). */
  label: string
  /** The region's layout: the class of the element the data will be drawn in, so it takes its place. */
  className?: string
  /** The shapes, laid out as the data will be. */
  children: ReactNode
}) {
  return (
    <div className={className} aria-busy="true">
      <span role="status" className="visually-hidden">
        {label}
      </span>
      {children}
    </div>
  )
}

/**
 * A line of text still to come: as tall as a line of the text around it (it inherits the font and
 * line height of the element it is in: put it in the heading, the cell or the paragraph the text will
 * fill), with a grey bar where the words will be.
 */
export function SkeletonText({
  width = '100%',
  lines = 1,
  inline = false,
  className,
}: {
  /** The bar's width (of the last line, when there are several). */
  width?: Length
  /** How many lines; every line but the last spans the whole width. */
  lines?: number
  /** Sits in a line of text (beside an icon, inside a badge) instead of being a line of its own. */
  inline?: boolean
  /** Extra class (a font size of its own). */
  className?: string
}) {
  const classes = [inline ? styles.inlineText : styles.text, className].filter(Boolean).join(' ')
  return (
    <>
      {Array.from({ length: lines }, (_, index) => (
        <span
          key={index}
          aria-hidden="true"
          className={classes}
          style={{ width: index === lines - 1 ? width : '100%' }}
        >
          {'\u00a0'}
        </span>
      ))}
    </>
  )
}

const RADII = {
  sm: 'var(--radius-sm)',
  md: 'var(--radius-md)',
  lg: 'var(--radius-lg)',
  full: 'var(--radius-full)',
} as const

/**
 * A block of a fixed size: a picture (an avatar, a crest, a cover), a button, a chart. Give it the
 * size the real thing has (an Avatar of 32 is a block of 32 × 32, round).
 */
export function SkeletonBlock({
  width = '100%',
  height,
  radius = 'md',
  aspectRatio,
  faint = false,
  className,
}: {
  /** Its width. */
  width?: Length
  /** Its height; leave it out with `aspectRatio`. */
  height?: Length
  /** Its corners: the kit's radii, `full` for a disc or a pill. */
  radius?: keyof typeof RADII
  /** Width / height, for a picture that scales with its width (`'1200 / 630'`). */
  aspectRatio?: string
  /** A fainter grey, for a large area (a cover, a chart) that should not outweigh the lines. */
  faint?: boolean
  /** Extra class. */
  className?: string
}) {
  const style: CSSProperties = { width, height, borderRadius: RADII[radius], aspectRatio }
  const classes = [styles.block, faint ? styles.faint : undefined, className]
  return <span aria-hidden="true" className={classes.filter(Boolean).join(' ')} style={style} />
}

/** Grey rows one under the other, a list's tiles (`height` the height of one row). */
export function SkeletonRows({
  count = 3,
  height = 64,
  className,
}: {
  /** How many rows. */
  count?: number
  /** The height of a row, as the real row has it. */
  height?: Length
  /** Extra class: the gap of the list the rows stand for. */
  className?: string
}) {
  return (
    <div aria-hidden="true" className={className ? `${styles.rows} ${className}` : styles.rows}>
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className={styles.row} style={{ height }} />
      ))}
    </div>
  )
}

/**
 * One line of text still to come in the element it will fill: `<p className><SkeletonText/></p>` in
 * one line (`as` the element: a heading, a span, a cell).
 */
export function SkeletonLine({
  as: Tag = 'p',
  className,
  width,
  lines,
  inline,
  hidden = false,
}: {
  /** The element the text will be in. */
  as?: ElementType
  /** That element's class, so the line takes the text's font and place. */
  className?: string
  /** The bar's width (see SkeletonText). */
  width?: Length
  /** How many lines (see SkeletonText). */
  lines?: number
  /** The bar sits in a line of text (see SkeletonText). */
  inline?: boolean
  /** The element itself carries `aria-hidden`: a line standing on its own in a Skeleton region. */
  hidden?: boolean
}) {
  return (
    <Tag className={className} aria-hidden={hidden ? 'true' : undefined}>
      <SkeletonText width={width} lines={lines} inline={inline} />
    </Tag>
  )
}

/**
 * A list of `count` items still to come, each the shapes in `children` (or `children(index)`): the list's own element
 * and classes, so the items take their places. Hidden from assistive tech unless `hidden` is false
 * (inside an element that already is).
 */
export function SkeletonList({
  count,
  as: Tag = 'ul',
  item: Item = 'li',
  className,
  itemClassName,
  hidden = true,
  children,
}: {
  /** How many items. */
  count: number
  /** The list's element. */
  as?: ElementType
  /** Each item's element. */
  item?: ElementType
  /** The list's class. */
  className?: string
  /** Each item's class. */
  itemClassName?: string
  /** Carries `aria-hidden` (leave it off inside a hidden element). */
  hidden?: boolean
  /** Each item's shapes, or what draws the item at `index`. */
  children: ReactNode | ((index: number) => ReactNode)
}) {
  return (
    <Tag className={className} aria-hidden={hidden ? 'true' : undefined}>
      {Array.from({ length: count }, (_, index) => (
        <Item key={index} className={itemClassName}>
          {typeof children === 'function' ? children(index) : children}
        </Item>
      ))}
    </Tag>
  )
}

/**
 * A round picture beside a line of text (an avatar or a crest and a name, in a cell or a row): the
 * element the two sit in, a disc of `size` and an inline bar of `width`.
 */
export function SkeletonAvatarLine({
  as: Tag = 'span',
  className,
  size,
  width,
  hidden = false,
}: {
  /** The element the picture and the name sit in. */
  as?: ElementType
  /** That element's class (its gap and alignment). */
  className?: string
  /** The picture's size, as the real one has it. */
  size: number
  /** The name's width. */
  width: Length
  /** The element itself carries `aria-hidden` (see SkeletonLine). */
  hidden?: boolean
}) {
  return (
    <Tag className={className} aria-hidden={hidden ? 'true' : undefined}>
      <SkeletonBlock width={size} height={size} radius="full" />
      <SkeletonText inline width={width} />
    </Tag>
  )
}

/**
 * A picture beside lines of text (a result, a conversation, a choice): a block of `size` (round
 * unless told), then the element that holds the lines, with the lines in it.
 */
export function SkeletonMedia({
  size,
  radius = 'full',
  as: Tag = 'span',
  className,
  children,
}: {
  /** The picture's size, as the real one has it. */
  size: number
  /** The picture's corners. */
  radius?: keyof typeof RADII
  /** The element that holds the lines. */
  as?: ElementType
  /** That element's class. */
  className?: string
  /** The lines. */
  children: ReactNode
}) {
  return (
    <>
      <SkeletonBlock width={size} height={size} radius={radius} />
      <Tag className={className}>{children}</Tag>
    </>
  )
}
