import type { ReactNode } from 'react'
import { EmptyLine, QueryBody, type QueryLike } from './QueryBody'
import { Section } from './Section'
import { Skeleton } from './Skeleton'

/**
 * A section's words: its title and what its body says while loading, on failure and when empty. One
 * block of a namespace holds them (`t('news', { returnObjects: true })`), so a section names its texts
 * once.
 */
export interface QuerySectionTexts {
  title: string
  loading: string
  error: string
  /** The sentence for an empty answer; give `empty` instead when it says more. */
  empty?: string
}

/** A list answer is empty when it has no items; any other answer needs `isEmpty`. */
const hasNoItems = (data: unknown) =>
  Array.isArray((data as { items?: unknown }).items) &&
  (data as { items: unknown[] }).items.length === 0

/** A QuerySection's props: its title's id, its words, its query and how the answer is drawn. */
export interface QuerySectionProps<T> {
  /** The title's id, which names the section. */
  id: string
  /** The title and the sentences of the loading, error and empty states, translated. */
  texts: QuerySectionTexts
  /** The query's result (`useGetHomeNewsQuery()`). */
  query: QueryLike<T>
  /**
   * The body's shapes while it loads, laid out as the answer will be (the same rows or cards, as
   * tall): the section draws them in a Skeleton region named by `texts.loading`.
   */
  skeleton: ReactNode
  /** Whether an answer holds nothing to show; by default, whether its `items` are empty. */
  isEmpty?: (data: T) => boolean
  /** What an empty answer shows when one sentence (`texts.empty`) is not enough. */
  empty?: ReactNode
  /** A link beside the title ("All competitions"). */
  action?: ReactNode
  /** Extra class on the section (My GVL draws its sections as cards). */
  className?: string
  /** What follows the body whatever its state (a SectionLink to the whole list). */
  footer?: ReactNode
  /** The answer, drawn. */
  children: (data: T) => ReactNode
}

/**
 * A Section whose body is one query's answer (the home page's and My GVL's blocks): a skeleton while
 * it loads, the error with a retry, one sentence when it is empty, else the children's drawing.
 */
export function QuerySection<T>({
  id,
  texts,
  query,
  skeleton,
  isEmpty = hasNoItems,
  empty,
  action,
  className,
  footer,
  children,
}: QuerySectionProps<T>) {
  return (
    <Section id={id} title={texts.title} action={action} className={className}>
      <QueryBody
        query={query}
        loading={<Skeleton label={texts.loading}>{skeleton}</Skeleton>}
        error={texts.error}
        isEmpty={isEmpty}
        empty={empty ?? <EmptyLine>{texts.empty ?? ''}</EmptyLine>}
      >
        {children}
      </QueryBody>
      {footer}
    </Section>
  )
}
