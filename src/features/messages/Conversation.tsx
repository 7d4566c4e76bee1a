import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { SheetEmpty, SheetLoading } from '@/components/Sheet'
import { SkeletonLine } from '@/components/Skeleton'
import { useAppSelector } from '@/session/hooks'
import { ErrorState } from '@/components/ErrorState'
import { selectUser } from '@/session/authSlice'
import { MessageList, scrollParent, VIRTUALISE_FROM } from './MessageList'
import { useGetConversationQuery } from '@/api/endpoints/messagesApi'
import type { PartnerProps } from './partner'
import styles from './MessagesPanel.module.css'

/** The skeleton's bubbles: whose side each is on, and how long its line. */
const SKELETON_BUBBLES = [
  { own: false, width: '12em' },
  { own: true, width: '9em' },
  { own: false, width: '15em' },
  { own: true, width: '6em' },
]

/** The messages with one partner, oldest first: mine on the right, theirs on the left. */
export function Conversation({ partnerId, partnerName }: PartnerProps) {
  const { t } = useTranslation('messages')
  const me = useAppSelector(selectUser)
  const { data, isLoading, refetch } = useGetConversationQuery(partnerId)
  const endRef = useRef<HTMLDivElement>(null)

  // Keep the newest message in view: on first load and after each send refetches the conversation
  // (a virtualised list does it itself).
  const count = data?.length ?? 0
  const hasMessages = count > 0
  useEffect(() => {
    if (count > 0 && count < VIRTUALISE_FROM) endRef.current?.scrollIntoView?.({ block: 'end' })
  }, [count])

  // When the view shrinks (a send error above the text box, a taller text box), a reader who was
  // at the newest message stays there; one reading older messages is left alone.
  useEffect(() => {
    const scroller = endRef.current ? scrollParent(endRef.current) : null
    if (!hasMessages || !scroller || typeof ResizeObserver === 'undefined') return
    let atEnd = true
    const onScroll = () => {
      atEnd = scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight < 24
    }
    const observer = new ResizeObserver(() => {
      if (atEnd) scroller.scrollTop = scroller.scrollHeight
    })
    scroller.addEventListener('scroll', onScroll, { passive: true })
    observer.observe(scroller)
    return () => {
      scroller.removeEventListener('scroll', onScroll)
      observer.disconnect()
    }
  }, [hasMessages])

  if (isLoading) {
    return (
      <SheetLoading label={t('chat.loading')}>
        {/* Bubbles from either side, each a line and its time, as the last messages will be. */}
        <ul className={styles.messages} aria-hidden="true">
          {SKELETON_BUBBLES.map(({ own, width }, index) => (
            <li key={index} className={own ? styles.ownSkeleton : styles.otherSkeleton}>
              <SkeletonLine className={styles.content} width={width} />
              <SkeletonLine as="span" className={styles.time} inline width="3em" />
            </li>
          ))}
        </ul>
      </SheetLoading>
    )
  }
  if (!data) {
    return <ErrorState message={t('errors.conversation')} onRetry={() => void refetch()} />
  }
  if (data.length === 0) {
    return <SheetEmpty>{t('chat.empty')}</SheetEmpty>
  }
  return (
    <>
      <MessageList messages={data} meId={me?.id} partnerName={partnerName} />
      <div ref={endRef} />
    </>
  )
}
