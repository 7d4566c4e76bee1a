/**
 * The bubbles of one conversation, oldest first: mine on the right, theirs on the left. A long
 * history is virtualised: only the messages in view (and a few either side) are in the page, so a
 * 2,000-message conversation opens and scrolls as fast as a short one.
 */
import { useVirtualizer } from '@tanstack/react-virtual'
import { memo, useCallback, useLayoutEffect, useState, type ReactNode, type Ref } from 'react'
import { useTranslation } from 'react-i18next'
import type { Message } from '@/api/contracts'
import { useLeagueFormat } from '@/lib/useLeagueFormat'
import styles from './MessagesPanel.module.css'

/**
 * From this many messages on, the list is virtualised. Below it every message is in the page, so the
 * browser's find-in-page reaches all of them; a conversation rarely grows past it.
 */
export const VIRTUALISE_FROM = 150

// The list's spacing in pixels, as .messages sets it in CSS (--space-2 between bubbles, --space-4
// around them): the virtualiser places the bubbles itself.
const GAP = 8
const PADDING = 16
/** A one-line bubble with its time: the first guess before a bubble is measured. */
const ESTIMATED_HEIGHT = 62

/** The nearest ancestor that scrolls (the panel's body). */
export function scrollParent(element: HTMLElement): HTMLElement | null {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const { overflowY } = getComputedStyle(parent)
    if (overflowY === 'auto' || overflowY === 'scroll') return parent
  }
  return null
}

interface BubbleProps {
  message: Message
  own: boolean
  /** Read aloud before the text: "You:" or the partner's name. */
  speaker: string
  time: string
  ref?: Ref<HTMLLIElement>
  index?: number
  setSize?: number
}

const Bubble = memo(function Bubble({
  message,
  own,
  speaker,
  time,
  ref,
  index,
  setSize,
}: BubbleProps) {
  return (
    <li
      ref={ref}
      className={own ? styles.own : styles.other}
      data-side={own ? 'right' : 'left'}
      data-index={index}
      // A virtualised list tells assistive technology where each message sits in the whole history.
      aria-posinset={index === undefined ? undefined : index + 1}
      aria-setsize={setSize}
    >
      <span className="visually-hidden">{speaker}</span>
      <p className={styles.content}>{message.content}</p>
      <time className={styles.time} dateTime={message.created_at}>
        {time}
      </time>
    </li>
  )
})

interface ListProps {
  messages: readonly Message[]
  label: string
  bubble: (message: Message, extra?: Pick<BubbleProps, 'ref' | 'index' | 'setSize'>) => ReactNode
}

function FullList({ messages, label, bubble }: ListProps) {
  return (
    <ol
      className={styles.messages}
      // The history scrolls and holds no controls: focusable, so the keyboard can scroll it too
      // (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      aria-label={label}
    >
      {messages.map((message) => bubble(message))}
    </ol>
  )
}

function VirtualList({ messages, label, bubble }: ListProps) {
  // The panel's body scrolls; the list sits `offset` pixels below the top of its content.
  const [place, setPlace] = useState<{ scroller: HTMLElement; offset: number } | null>(null)
  const listRef = useCallback((list: HTMLOListElement | null) => {
    const scroller = list && scrollParent(list)
    if (!list || !scroller) return
    const offset =
      list.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop
    setPlace({ scroller, offset })
  }, [])
  const offset = place?.offset ?? 0

  // The virtualiser's methods cannot be memoised by React Compiler, which this app does not use; the
  // list re-renders whenever the virtualiser's window moves.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => place?.scroller ?? null,
    estimateSize: () => ESTIMATED_HEIGHT,
    getItemKey: (index) => messages[index]?.id ?? index,
    gap: GAP,
    paddingStart: PADDING,
    paddingEnd: PADDING,
    scrollMargin: offset,
    // Bubbles measured above the view (taller or shorter than guessed) leave the reader where they were.
    anchorTo: 'end',
    overscan: 6,
  })

  // Open at the newest message, and go back to it when the conversation grows (after a send).
  useLayoutEffect(() => {
    if (place) virtualizer.scrollToEnd()
  }, [place, messages.length, virtualizer])

  const items = virtualizer.getVirtualItems()
  const first = items[0]
  const last = items.at(-1)
  // The bubbles out of view are stood in for by the list's padding, so the scrollbar keeps its size.
  const style =
    first && last
      ? {
          paddingTop: first.start - offset,
          paddingBottom: virtualizer.getTotalSize() - (last.end - offset),
        }
      : undefined

  return (
    <ol
      ref={listRef}
      className={styles.messages}
      style={style}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      aria-label={label}
    >
      {items.map((item) => {
        const message = messages[item.index]
        return message
          ? bubble(message, {
              ref: virtualizer.measureElement,
              index: item.index,
              setSize: messages.length,
            })
          : null
      })}
    </ol>
  )
}

export function MessageList({
  messages,
  meId,
  partnerName,
}: {
  messages: readonly Message[]
  meId: number | undefined
  /** Null when the partner list does not know them (a first conversation opened from elsewhere). */
  partnerName: string | null
}) {
  const { t } = useTranslation('messages')
  const format = useLeagueFormat()
  const you = t('chat.you')
  const them = partnerName
    ? t('chat.partnerSaid', { name: partnerName })
    : t('chat.partnerSaidUnnamed')
  const label = partnerName ? t('chat.label', { name: partnerName }) : t('chat.labelUnnamed')

  const bubble: ListProps['bubble'] = (message, extra) => {
    const own = message.sender_id === meId
    return (
      <Bubble
        key={message.id}
        message={message}
        own={own}
        speaker={own ? you : them}
        time={format.dateTime(message.created_at)}
        {...extra}
      />
    )
  }

  const List = messages.length >= VIRTUALISE_FROM ? VirtualList : FullList
  return <List messages={messages} label={label} bubble={bubble} />
}
