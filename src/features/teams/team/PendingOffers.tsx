/**
 * One panel of the managers' Pending tab (the invitations the team sent, the requests to join it): its
 * heading, with a way elsewhere if it has one; the line that announces the last answer, which takes
 * the focus (the card's button is gone by then); and the team's pending offers as cards, in the kit's
 * states of a query (their shapes while they load, the error with a retry, the empty panel's sentence).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { QueryBody, type QueryLike } from '@/components/QueryBody'
import { Skeleton, SkeletonList } from '@/components/Skeleton'
import formStyles from '@/components/Form.module.css'
import { SkeletonOfferCard } from '@/session/OfferCard'
import { Section } from './TeamOverview'
import styles from './team.module.css'

/** How many cards the panel draws while it loads: a team's usual handful. */
const SKELETON_CARDS = 2

export function PendingOffers<Offer extends { id: number }, Outcome extends object>({
  action,
  texts,
  result,
  offers,
  card,
  outcomeText,
}: {
  /** Beside the heading: where the panel's offers are read in full. */
  action?: ReactNode
  /**
   * The heading, and the panel while it loads (the skeleton's name), when it cannot, and with
   * nothing pending: the namespace's block of the panel.
   */
  texts: { title: string; loading: string; failed: string; empty: string }
  /** The panel's query: whether it has answered, its error, and how to ask again. */
  result: QueryLike<unknown>
  /** The team's pending offers, from the query's answer. */
  offers: Offer[]
  /** An offer's card, which reports a successful answer with `onDone`. */
  card: (offer: Offer, onDone: (outcome: Outcome) => void) => ReactNode
  /** An answer's result, worded (null: nothing to announce). */
  outcomeText: (outcome: Outcome) => ReactNode
}) {
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const statusRef = useRef<HTMLParagraphElement>(null)
  const announced = outcome ? outcomeText(outcome) : null

  useEffect(() => {
    if (outcome) statusRef.current?.focus()
  }, [outcome])

  return (
    <Section title={texts.title} action={action}>
      {announced ? (
        // A StatusMessage that can take the focus.
        <p ref={statusRef} role="status" tabIndex={-1} className={formStyles.success}>
          {announced}
        </p>
      ) : null}
      <QueryBody
        query={result}
        loading={
          <Skeleton label={texts.loading}>
            <SkeletonList count={SKELETON_CARDS} className={styles.pendingList}>
              <SkeletonOfferCard />
            </SkeletonList>
          </Skeleton>
        }
        error={texts.failed}
        isEmpty={() => offers.length === 0}
        empty={<p className={styles.muted}>{texts.empty}</p>}
      >
        {() => (
          <ul className={styles.pendingList} aria-busy={result.isFetching || undefined}>
            {offers.map((offer) => (
              <li key={offer.id}>{card(offer, setOutcome)}</li>
            ))}
          </ul>
        )}
      </QueryBody>
    </Section>
  )
}
