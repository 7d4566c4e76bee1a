/**
 * One box of offers (invitations or join requests) as a titled section, a page at a time (the page is
 * in the URL): its loading and error states, a page past the end, the empty box, the cards and their
 * paging. The box that renders it owns the query and words what is its own (the empty box, an
 * action's result), which the status line above the list announces. Focus goes to that line once the
 * action succeeded (the button that started it is gone by then).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { Page } from '@/api/contracts/paging'
import { INVITATIONS_PAGE_SIZE } from '@/api/endpoints/invitationsApi'
import { EmptyState } from '@/components/EmptyState'
import { Pagination } from '@/components/Pagination'
import type { QueryLike } from '@/components/QueryBody'
import { QueryPending } from '@/components/QueryPending'
import { Skeleton, SkeletonList } from '@/components/Skeleton'
import listStyles from '@/components/List.module.css'
import { numberFormat } from '@/lib/intl'
import { SkeletonOfferCard } from '@/session/OfferCard'
import { useSearchParams } from '@/lib/searchParams'
import styles from './InvitationsScreen.module.css'

/**
 * The box's page, read from the query parameter `param` (the first for anything but a whole number
 * from 1), the way to another, and the address of the first that keeps the rest of the address.
 */
export function useOfferPage(param: string) {
  const [searchParams, setSearchParams] = useSearchParams()
  const value = Number(searchParams.get(param))
  const page = Number.isInteger(value) && value > 0 ? value : 1
  const setPage = (next: number) =>
    setSearchParams((params) => {
      params.set(param, String(next))
      return params
    })
  const firstPage = new URLSearchParams(searchParams)
  firstPage.delete(param)
  return { page, setPage, firstPage: `?${firstPage.toString()}` }
}

/** What an empty box says, and where it sends the reader (if anywhere). */
export interface EmptyBox {
  title: string
  body: string
  action?: { to: string; label: string }
}

export function OfferList<Offer extends { id: number }, Outcome extends object>({
  headingId,
  heading,
  texts,
  result,
  page,
  onPageChange,
  firstPage,
  empty,
  notice,
  card,
  outcomeText,
}: {
  headingId: string
  heading: string
  /** The box's words while it loads and when it cannot, and its paging's name (if not the default). */
  texts: { loading: string; error: string; paginationNav?: string }
  /** The box's query, for page `page`. */
  result: QueryLike<Page<Offer>>
  page: number
  onPageChange: (page: number) => void
  /** Where a page past the end sends the reader back to. */
  firstPage: string
  /** The box with nothing in it. */
  empty: EmptyBox
  /** What sits above the cards (why accepting is unavailable). */
  notice?: ReactNode
  /** An offer's card, which reports a successful action with `onDone`. */
  card: (offer: Offer, onDone: (outcome: Outcome) => void) => ReactNode
  /** An action's result, worded. */
  outcomeText: (outcome: Outcome) => ReactNode
}) {
  const { t, i18n } = useTranslation('invitations')
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  // Where a new page starts reading: the box's heading.
  const headingRef = useRef<HTMLHeadingElement>(null)
  const noticeRef = useRef<HTMLDivElement>(null)
  const number = numberFormat(i18n.language)

  useEffect(() => {
    if (outcome) noticeRef.current?.focus()
  }, [outcome])

  let body
  if (!result.data) {
    body = (
      <QueryPending
        result={result}
        loading={
          <Skeleton label={texts.loading}>
            <OfferCardsSkeleton />
          </Skeleton>
        }
        error={texts.error}
      />
    )
  } else if (result.data.items.length === 0 && result.data.total > 0) {
    // A page past the end (an old link): the box is not empty, this page is.
    body = (
      <EmptyState
        title={t('pastEnd.title')}
        action={
          <Link to={firstPage} replace>
            {t('pastEnd.action')}
          </Link>
        }
      />
    )
  } else if (result.data.items.length === 0) {
    body = (
      <EmptyState
        title={empty.title}
        action={empty.action ? <Link to={empty.action.to}>{empty.action.label}</Link> : undefined}
      >
        <p>{empty.body}</p>
      </EmptyState>
    )
  } else {
    const { items, total } = result.data
    const pageCount = Math.ceil(total / INVITATIONS_PAGE_SIZE)
    const labels = t('pagination', {
      returnObjects: true,
      page: number.format(page),
      pages: number.format(pageCount),
    })
    body = (
      <>
        {notice}
        <ul className={listStyles.cards} aria-busy={result.isFetching || undefined}>
          {items.map((offer) => (
            <li key={offer.id}>{card(offer, setOutcome)}</li>
          ))}
        </ul>
        <Pagination
          page={page}
          pageCount={pageCount}
          onPageChange={onPageChange}
          labels={texts.paginationNav ? { ...labels, nav: texts.paginationNav } : labels}
          top={headingRef}
        />
      </>
    )
  }

  return (
    <section className={styles.box} aria-labelledby={headingId}>
      <h2 ref={headingRef} id={headingId} tabIndex={-1} className={styles.boxHeading}>
        {heading}
      </h2>
      <div
        ref={noticeRef}
        role="status"
        tabIndex={outcome ? -1 : undefined}
        className={outcome ? styles.notice : undefined}
      >
        {outcome ? outcomeText(outcome) : null}
      </div>
      {body}
    </section>
  )
}

/** How many cards the skeleton draws: a box's usual first page. */
const SKELETON_CARDS = 2

/** The box's cards while they load, each as tall as a pending offer's. */
export function OfferCardsSkeleton() {
  return (
    <SkeletonList count={SKELETON_CARDS} className={listStyles.cards}>
      {() => <SkeletonOfferCard />}
    </SkeletonList>
  )
}
