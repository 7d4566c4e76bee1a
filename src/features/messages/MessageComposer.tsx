import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppSelector } from '@/session/hooks'
import { fieldErrors, isRefusal, serverMessage } from '@/api/errors'
import { MESSAGE_MAX_LENGTH } from '@/api/contracts/messages'
import { Button } from '@/components/Button'
import { CharacterCount } from '@/components/CharacterCount'
import { ErrorState } from '@/components/ErrorState'
import { selectUser } from '@/session/authSlice'
import { useSendMessageMutation } from '@/api/endpoints/messagesApi'
import styles from './MessagesPanel.module.css'
import type { PartnerProps } from './partner'

/** The count shows from here on: a usual message never sees it. */
const COUNT_FROM = Math.floor(MESSAGE_MAX_LENGTH * 0.8)

/**
 * The text box and Send button (requirements: chat-view, message-trim): the text is trimmed and
 * nothing is sent when it is empty. The box holds at most what the server accepts, and counts from
 * near that limit. A failed send keeps the text: a network or server failure can be tried again; a
 * refusal (a 4xx: the same request gets the same answer) says why, without a retry. A successful
 * send clears it.
 */
export function MessageComposer({ partnerId, partnerName }: PartnerProps) {
  const { t } = useTranslation('messages')
  const me = useAppSelector(selectUser)
  const [draft, setDraft] = useState('')
  const [sendMessage, { error, isError, isLoading }] = useSendMessageMutation()
  const inputId = useId()
  const countId = `${inputId}-count`
  const inputRef = useRef<HTMLTextAreaElement>(null)

  // Choosing a partner is choosing to write to them.
  useEffect(() => {
    inputRef.current?.focus()
  }, [])

  async function send() {
    const content = draft.trim()
    if (content === '' || isLoading || !me) return
    try {
      await sendMessage({ senderId: me.id, receiverId: partnerId, content }).unwrap()
      // Text typed while the message was on its way is not thrown away.
      setDraft((current) => (current === draft ? '' : current))
    } catch {
      // The mutation's error state shows what went wrong; the text stays for a retry.
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends, Shift+Enter starts a new line; Enter that confirms an IME composition is not a send.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      void send()
    }
  }

  return (
    <>
      {isError ? (
        <ErrorState
          message={fieldErrors(error).content ?? serverMessage(error) ?? t('errors.send')}
          onRetry={isRefusal(error) ? undefined : () => void send()}
        />
      ) : null}
      <form
        className={styles.composer}
        onSubmit={(event) => {
          event.preventDefault()
          void send()
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          {partnerName ? t('composer.label', { name: partnerName }) : t('composer.labelUnnamed')}
        </label>
        <textarea
          ref={inputRef}
          id={inputId}
          className={styles.input}
          rows={2}
          value={draft}
          maxLength={MESSAGE_MAX_LENGTH}
          aria-describedby={draft.length >= COUNT_FROM ? countId : undefined}
          placeholder={t('composer.placeholder')}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" busy={isLoading}>
          {t('composer.send')}
        </Button>
      </form>
      <CharacterCount
        id={countId}
        length={draft.length}
        max={MESSAGE_MAX_LENGTH}
        from={COUNT_FROM}
      />
    </>
  )
}
