import { useEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppSelector } from '@/app/hooks'
import { ErrorState } from '@/components/ErrorState'
import { Spinner } from '@/components/Spinner'
import { selectUser } from '@/features/auth/authSlice'
import { useGetConversationQuery } from './messagesApi'
import styles from './MessagesPanel.module.css'

/** The nearest ancestor that scrolls (the panel's body). */
function scrollParent(element: HTMLElement): HTMLElement | null {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const { overflowY } = getComputedStyle(parent)
    if (overflowY === 'auto' || overflowY === 'scroll') return parent
  }
  return null
}

/** The messages with one partner, oldest first: mine on the right, theirs on the left. */
export function Conversation({
  partnerId,
  partnerName,
}: {
  partnerId: number
  /** Null when the partner list does not know them (a first conversation opened from elsewhere). */
  partnerName: string | null
}) {
  const { t, i18n } = useTranslation('messages')
  const me = useAppSelector(selectUser)
  const { data, isLoading, refetch } = useGetConversationQuery(partnerId)
  const endRef = useRef<HTMLDivElement>(null)
  const time = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
    [i18n.language],
  )

  // Keep the newest message in view: on first load and after each send refetches the conversation.
  const count = data?.length ?? 0
  const hasMessages = count > 0
  useEffect(() => {
    if (count > 0) endRef.current?.scrollIntoView?.({ block: 'end' })
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
      <div className={styles.centered}>
        <Spinner label={t('chat.loading')} />
      </div>
    )
  }
  if (!data) {
    return <ErrorState message={t('errors.conversation')} onRetry={() => void refetch()} />
  }
  if (data.length === 0) {
    return <p className={styles.emptyText}>{t('chat.empty')}</p>
  }
  return (
    <>
      <ol
        className={styles.messages}
        // The history scrolls and holds no controls: focusable, so the keyboard can scroll it too
        // (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-label={partnerName ? t('chat.label', { name: partnerName }) : t('chat.labelUnnamed')}
      >
        {data.map((message) => {
          const own = message.sender_id === me?.id
          return (
            <li
              key={message.id}
              className={own ? styles.own : styles.other}
              data-side={own ? 'right' : 'left'}
            >
              <span className="visually-hidden">
                {own
                  ? t('chat.you')
                  : partnerName
                    ? t('chat.partnerSaid', { name: partnerName })
                    : t('chat.partnerSaidUnnamed')}
              </span>
              <p className={styles.content}>{message.content}</p>
              <time className={styles.time} dateTime={message.created_at}>
                {time.format(new Date(message.created_at))}
              </time>
            </li>
          )
        })}
      </ol>
      <div ref={endRef} />
    </>
  )
}
