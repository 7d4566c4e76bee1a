/**
 * The shapes of a form still to come (a form whose fields wait for the player's own data): fields as
 * tall as the kit's (a label's line, a 44 px control or a text area of its rows, a hint's lines),
 * fieldsets with their legend, and the actions row. They take the kit's form classes, so a form's
 * skeleton is laid out as the form will be. Shapes: hidden from assistive tech, inside a Skeleton.
 */
import type { ReactNode } from 'react'
import { SkeletonBlock, SkeletonText } from './Skeleton'
import formStyles from './Form.module.css'

/** A text area's height for its rows: the lines, its padding and its border (Form.module.css). */
const textAreaHeight = (rows: number) => Math.max(120, rows * 24 + 18)

/** A field: its label, its control and the lines of its hint. */
export function SkeletonField({
  hintLines = 0,
  rows,
  labelWidth = '8em',
}: {
  /** How many lines its hint (and a count under a text area) takes; none by default. */
  hintLines?: number
  /** A text area of this many rows; a one-line control (44 px) without. */
  rows?: number
  /** The label's width. */
  labelWidth?: string
}) {
  return (
    <div className={formStyles.field} aria-hidden="true">
      <span className={formStyles.label}>
        <SkeletonText width={labelWidth} />
      </span>
      <SkeletonBlock height={rows ? textAreaHeight(rows) : 44} radius="md" />
      {hintLines > 0 ? (
        <p className={formStyles.hint}>
          <SkeletonText lines={hintLines} width="60%" />
        </p>
      ) : null}
    </div>
  )
}

/** A fieldset's frame and legend around its fields. */
export function SkeletonFieldset({
  legendWidth = '10em',
  className,
  children,
}: {
  /** The legend's width. */
  legendWidth?: string
  /** The fieldset's place in the form's layout (a grid area), besides the kit's frame. */
  className?: string
  /** Its fields' shapes (a `grid` of SkeletonFields, a note's lines…). */
  children: ReactNode
}) {
  return (
    <fieldset
      className={className ? `${formStyles.fieldset} ${className}` : formStyles.fieldset}
      aria-hidden="true"
      disabled
    >
      <legend className={formStyles.legend}>
        <SkeletonText width={legendWidth} />
      </legend>
      {children}
    </fieldset>
  )
}

/** Fields side by side, as the kit's form grid lays them out. */
export function SkeletonFieldGrid({ children }: { /** The fields. */ children: ReactNode }) {
  return <div className={formStyles.grid}>{children}</div>
}

/** The form's actions row: its buttons (44 px tall), as wide as their words. */
export function SkeletonActions({
  widths = [120],
}: {
  /** Each button's width in pixels, in order. */
  widths?: number[]
}) {
  return (
    <div className={formStyles.actions} aria-hidden="true">
      {widths.map((width, index) => (
        <SkeletonBlock key={index} width={width} height={44} />
      ))}
    </div>
  )
}
