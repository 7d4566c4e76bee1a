/**
 * A semantic table: a caption, column headers with `scope`, optional row headers, optional sortable
 * headers (a button in the header, `aria-sort` on it) and, on narrow screens, horizontal scrolling
 * inside a labelled, focusable region so keyboard users can scroll it too.
 */
import { useId, type ReactNode } from 'react'
import styles from './DataTable.module.css'

export type SortDirection = 'ascending' | 'descending'

export interface DataColumn<Row> {
  key: string
  /** The visible header. */
  header: ReactNode
  /** A fuller name for an abbreviated header (`P` → `Played`), read by screen readers. */
  title?: string
  cell: (row: Row) => ReactNode
  align?: 'start' | 'end' | 'center'
  /** This column's cells head their rows (`<th scope="row">`). */
  rowHeader?: boolean
  sortable?: boolean
}

export interface DataTableProps<Row> {
  caption: ReactNode
  /** Hide the caption visually (it stays the table's accessible name). */
  captionHidden?: boolean
  columns: DataColumn<Row>[]
  rows: Row[]
  rowKey: (row: Row) => string | number
  sort?: { key: string; direction: SortDirection }
  onSort?: (key: string) => void
  /** Extra class on a row (highlighting). */
  rowClassName?: (row: Row) => string | undefined
  className?: string
}

const alignClass = (align: DataColumn<unknown>['align']) =>
  align === 'end' ? styles.end : align === 'center' ? styles.center : undefined

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
}: DataTableProps<Row>) {
  const captionId = useId()
  return (
    <div
      className={[styles.scroller, className].filter(Boolean).join(' ')}
      role="region"
      aria-labelledby={captionId}
      // Focusable so that keyboard users can scroll a table wider than the screen.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
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
                  scope="col"
                  className={alignClass(column.align)}
                  aria-sort={column.sortable ? (sorted ?? 'none') : undefined}
                >
                  {column.sortable && onSort ? (
                    <button
                      type="button"
                      className={styles.sort}
                      onClick={() => onSort(column.key)}
                    >
                      <HeaderText column={column} />
                      <span aria-hidden="true" className={styles.sortMark}>
                        {sorted === 'ascending' ? '▲' : sorted === 'descending' ? '▼' : '↕'}
                      </span>
                    </button>
                  ) : (
                    <HeaderText column={column} />
                  )}
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={rowClassName?.(row)}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.key} scope="row" className={alignClass(column.align)}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.key} className={alignClass(column.align)}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
