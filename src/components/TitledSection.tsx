import { useId, type ReactNode } from 'react'

/**
 * A section named by its title, an h2 (a landmark a screen reader can jump to): the screen's own
 * classes draw it, a card or a block of a page.
 */
export function TitledSection({
  title,
  className,
  titleClassName,
  children,
}: {
  /** The section's title, translated. */
  title: string
  /** The section's class. */
  className?: string
  /** The title's class. */
  titleClassName?: string
  /** What follows the title. */
  children: ReactNode
}) {
  const titleId = useId()
  return (
    <section className={className} aria-labelledby={titleId}>
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  )
}
