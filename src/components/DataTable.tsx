/**
 * A semantic table: a caption, column headers with `scope`, optional row headers, optional sortable
 * headers (a button in the header, `aria-sort` on it) and, on narrow screens, horizontal scrolling
 * inside a labelled, focusable region so keyboard users can scroll it too. On a phone the row header
 * stays in view while the rest scrolls, a shade at the edge says there is more, and the detail
 * columns wait behind an "All columns" switch, so a row's name and main figures fit the screen.
 */
import { useId, useState, type HTMLAttributes, type ReactNode, type Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, type ButtonProps } from './Button'
import { SkeletonText } from './Skeleton'
import styles from './DataTable.module.css'

export type SortDirection = 'ascending' | 'descending'

export interface DataColumn<Row> {
  /** Names the column; `sort.key` and `onSort` use it. */
  key: string
  /** The visible header. */
  header: ReactNode
  /** A fuller name for an abbreviated header (`P` → `Played`), read by screen readers. */
  title?: string
  /** What a row shows in this column. */
  cell: (row: Row) => ReactNode
  /** Where the header and the cells sit; `end` for numbers. */
  align?: 'start' | 'end' | 'center'
  /** This column's cells head their rows (`<th scope="row">`). */
  rowHeader?: boolean
  /** Its header is a button that sorts by this column (with `onSort`). */
  sortable?: boolean
  /** A detail a phone shows only when asked ("All columns"): W, D and L beside the points. */
  detail?: boolean
  /**
   * What a cell of this column shows while the rows load (SkeletonTable): shapes as tall as its real
   * content (an avatar's block beside a line), so that a loading row is as tall as a loaded one. A
   * line of text by default.
   */
  placeholder?: ReactNode
}

export interface DataTableProps<Row> {
  /** The table's title, also its accessible name and its scrolling region's. */
  caption: ReactNode
  /** Hide the caption visually (it stays the table's accessible name). */
  captionHidden?: boolean
  /** The columns, in order. */
  columns: DataColumn<Row>[]
  /** One row per item, in the order shown: the caller sorts them. */
  rows: Row[]
  /** A row's stable key. */
  rowKey: (row: Row) => string | number
  /** The column the rows are sorted by, and how; its header shows it (`aria-sort`). */
  sort?: { key: string; direction: SortDirection }
  /** Called with a sortable column's key when its header is pressed; without it no header sorts. */
  onSort?: (key: string) => void
  /** Extra class on a row (highlighting). */
  rowClassName?: (row: Row) => string | undefined
  /** Extra class on the scrolling region around the table. */
  className?: string
  /** The scrolling region (focusable, named by the caption): where paging puts focus. */
  ref?: Ref<HTMLDivElement>
}

const alignClass = (align: DataColumn<unknown>['align']) =>
  align === 'end' ? styles.end : align === 'center' ? styles.center : undefined

/** A cell's classes: its alignment, and whether it heads its row or is a detail. */
const cellClass = (column: DataColumn<never>) =>
  [
    alignClass(column.align),
    column.rowHeader ? styles.rowHeader : undefined,
    column.detail ? styles.detail : undefined,
  ]
    .filter(Boolean)
    .join(' ') || undefined

/**
 * A semantic table: caption, column and row headers, optional sorting, and sideways scrolling on
 * narrow screens.
 */
export function DataTable<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
  rowClassName,
  className,
  ref,
}: DataTableProps<Row>) {
  const captionId = useId()
  const [allColumns, setAllColumns] = useState(false)
  const table = (
    <TableFrame
      ref={ref}
      className={className}
      role="region"
      aria-labelledby={captionId}
      data-all-columns={allColumns || undefined}
      // Focusable so that keyboard users can scroll a table wider than the screen.
      tabIndex={0}
      caption={caption}
      captionId={captionId}
      captionHidden={captionHidden}
      columns={columns}
      sort={sort}
      onSort={onSort}
    >
      {rows.map((row) => (
        <tr key={rowKey(row)} className={rowClassName?.(row)}>
          {columns.map((column) =>
            column.rowHeader ? (
              <th key={column.key} scope="row" className={cellClass(column)}>
                {column.cell(row)}
              </th>
            ) : (
              <td key={column.key} className={cellClass(column)}>
                {column.cell(row)}
              </td>
            ),
          )}
        </tr>
      ))}
    </TableFrame>
  )
  return (
    <WithColumnsSwitch
      table={table}
      columns={columns}
      aria-pressed={allColumns}
      onClick={() => setAllColumns((shown) => !shown)}
    />
  )
}

/**
 * What the table and its skeleton both draw: the scrolling box (`box`: its ref, role, name and
 * attributes), the caption, the header row of column headers and the body's rows (`children`). A
 * skeleton's (`shape`) headers are shapes: no scope, no sort state, no button.
 */
function TableFrame<Row>({
  caption,
  captionId,
  captionHidden = false,
  columns,
  sort,
  onSort,
  shape = false,
  className,
  children,
  ...box
}: Pick<DataTableProps<Row>, 'caption' | 'captionHidden' | 'columns' | 'sort' | 'onSort' | 'ref'> &
  Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
    captionId?: string
    shape?: boolean
    children: ReactNode
  }) {
  return (
    <div {...box} className={[styles.scroller, className].filter(Boolean).join(' ')}>
      <table className={styles.table}>
        <caption id={captionId} className={captionHidden ? 'visually-hidden' : styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const sorted = sort?.key === column.key ? sort.direction : undefined
              return (
                <th
                  key={column.key}
                  scope={shape ? undefined : 'col'}
                  className={cellClass(column)}
                  aria-sort={!shape && column.sortable ? (sorted ?? 'none') : undefined}
                >
                  <HeaderLabel column={column} sorted={sorted} onSort={onSort} shape={shape} />
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}

/** A loading cell's line when its column names no placeholder: numbers are short, words longer. */
const defaultPlaceholder = (column: DataColumn<never>) => (
  <SkeletonText width={column.align === 'end' ? '2ch' : '8ch'} inline />
)

/**
 * The table a DataTable will be, while its rows load: the same frame, caption and column headers (the
 * names are known before the data), and `rows` rows of placeholders as tall as the rows to come, so
 * the rows take the skeleton's place without moving what is under them. It is a shape: hidden from
 * assistive tech, inside a `Skeleton` region that says what is loading. A phone's "All columns"
 * switch is drawn too, and the detail columns wait behind it as they will.
 */
export function SkeletonTable<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  sort,
  className,
}: Pick<DataTableProps<Row>, 'caption' | 'captionHidden' | 'columns' | 'sort' | 'className'> & {
  /** How many rows to draw: as many as the first answer usually holds (a page of the list). */
  rows: number
}) {
  const hasDetails = columns.some((column) => column.detail)
  const table = (
    <TableFrame
      className={className}
      aria-hidden={hasDetails ? undefined : true}
      caption={caption}
      captionHidden={captionHidden}
      columns={columns}
      sort={sort}
      shape
    >
      {Array.from({ length: rows }, (_, row) => (
        <tr key={row}>
          {columns.map((column) => (
            <td key={column.key} className={cellClass(column)}>
              {column.placeholder ?? defaultPlaceholder(column)}
            </td>
          ))}
        </tr>
      ))}
    </TableFrame>
  )
  return (
    <WithColumnsSwitch table={table} columns={columns} aria-hidden="true" disabled tabIndex={-1} />
  )
}

/**
 * The table, under the phone's "All columns" switch when a column is a detail: the switch's button
 * takes the props (pressed and its toggle; in a skeleton, disabled), and the wrapper `aria-hidden`.
 */
function WithColumnsSwitch({
  table,
  columns,
  'aria-hidden': hidden,
  ...button
}: Omit<ButtonProps, 'children'> & { table: ReactNode; columns: DataColumn<never>[] }) {
  const { t } = useTranslation()
  if (!columns.some((column) => column.detail)) return table
  return (
    <div aria-hidden={hidden} className={styles.withSwitch}>
      <div className={styles.columnsSwitch}>
        <Button variant="ghost" size="sm" {...button}>
          {t('table.allColumns')}
        </Button>
      </div>
      {table}
    </div>
  )
}

/** The sort order's mark beside a sortable header; `aria-sort` on the header is what is read. */
function SortMark({ sorted }: { sorted: SortDirection | undefined }) {
  return (
    <span aria-hidden="true" className={styles.sortMark}>
      {sorted === 'ascending' ? '▲' : sorted === 'descending' ? '▼' : '↕'}
    </span>
  )
}

/**
 * What a column header shows: its name and, when the table sorts by it, the order mark with it, in the
 * button that sorts (in a skeleton, `shape`: a span drawn as that button, which sorts nothing).
 */
function HeaderLabel<Row>({
  column,
  sorted,
  onSort,
  shape = false,
}: {
  column: DataColumn<Row>
  sorted: SortDirection | undefined
  onSort?: (key: string) => void
  shape?: boolean
}) {
  if (!column.sortable || !(onSort || shape)) return <HeaderText column={column} />
  const label = (
    <>
      <HeaderText column={column} />
      <SortMark sorted={sorted} />
    </>
  )
  if (shape || !onSort) return <span className={styles.sort}>{label}</span>
  return (
    <button type="button" className={styles.sort} onClick={() => onSort(column.key)}>
      {label}
    </button>
  )
}

function HeaderText<Row>({ column }: { column: DataColumn<Row> }) {
  if (!column.title) return <>{column.header}</>
  return (
    <>
      <abbr title={column.title} aria-hidden="true">
        {column.header}
      </abbr>
      <span className="visually-hidden">{column.title}</span>
    </>
  )
}

/**
 * The head of a hand-built table (one whose rows hold forms or drawings DataTable does not draw):
 * one row of column headers, each with `scope="col"`.
 */
export function ColumnHeaders({
  names,
}: {
  /** The headers, in order, translated. */ names: string[]
}) {
  return (
    <thead>
      <tr>
        {names.map((name, index) => (
          <th key={index} scope="col">
            {name}
          </th>
        ))}
      </tr>
    </thead>
  )
}
