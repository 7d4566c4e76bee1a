import type { ReactNode } from 'react'

/**
 * One term and its value in a description list (`<dl>`): the `<div>` groups them so the list's
 * stylesheet can lay each pair out as a unit (a row, a tile).
 */
export function Fact({
  term,
  className,
  children,
}: {
  /** What the value is ("Role"), translated. */
  term: ReactNode
  /** The pair's class, when the list styles its pairs. */
  className?: string
  /** The value. */
  children: ReactNode
}) {
  return (
    <div className={className}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}
