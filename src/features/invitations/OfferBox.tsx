/**
 * One box of offers (invitations or join requests) as a titled section: its heading, where a new page
 * starts reading, and the status line above the list that announces the result of an action. Focus
 * goes to that line once the action succeeded (the button that started it is gone by then).
 */
import { useEffect, useRef, type ReactNode, type RefObject } from 'react'
import styles from './InvitationsScreen.module.css'

export function OfferBox({
  headingId,
  heading,
  headingRef,
  outcome,
  outcomeText,
  children,
}: {
  headingId: string
  heading: string
  headingRef: RefObject<HTMLHeadingElement | null>
  /** The last action's result (a new object per action, which the status line announces); null before any. */
  outcome: object | null
  /** That result, worded. */
  outcomeText: ReactNode
  children: ReactNode
}) {
  const noticeRef = useRef<HTMLDivElement>(null)
  const announced = outcome !== null

  useEffect(() => {
    if (outcome) noticeRef.current?.focus()
  }, [outcome])

  return (
    <section className={styles.box} aria-labelledby={headingId}>
      <h2 ref={headingRef} id={headingId} tabIndex={-1} className={styles.boxHeading}>
        {heading}
      </h2>
      <div
        ref={noticeRef}
        role="status"
        tabIndex={announced ? -1 : undefined}
        className={announced ? styles.notice : undefined}
      >
        {announced ? outcomeText : null}
      </div>
      {children}
    </section>
  )
}
