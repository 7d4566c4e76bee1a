/**
 * "Ask to join" a club, for a signed-in player on no team (the caller decides who sees it: the team
 * page from its answer's `viewer`, a club card on /market from GET /api/me). A button opens a dialog
 * with an optional note (its count, the contract's limit); once sent, the dialog says so. When the
 * player already has a pending request to the club (GET /api/me/join-requests?box=sent&status=
 * pending), it shows "Request sent" with Withdraw instead. The server's refusal shows in the reader's
 * language: outside the transfer window, the server's own text, which names the next window's dates.
 */
import * as Dialog from '@radix-ui/react-dialog'
import { Check, UserPlus } from 'lucide-react'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import {
  JOIN_REQUEST_MESSAGE_MAX_LENGTH,
  JOIN_REQUEST_TTL_DAYS,
} from '@/api/contracts/joinRequests'
import { MAX_PAGE_SIZE } from '@/api/contracts/paging'
import { fieldErrors } from '@/api/errors'
import {
  useGetMyJoinRequestsQuery,
  useSendJoinRequestMutation,
} from '@/api/endpoints/joinRequestsApi'
import { Button } from '@/components/Button'
import { CharacterCount } from '@/components/CharacterCount'
import countedText from '@/components/CountedText.module.css'
import formStyles from '@/components/Form.module.css'
import { DialogActions, ModalDialog } from '@/components/ModalDialog'
import { StatusMessage } from '@/components/StatusMessage'
import {
  useJoinRequestErrorText,
  WithdrawJoinRequestButton,
  type JoinRequestOutcome,
} from './JoinRequestCard'
import styles from './AskToJoin.module.css'

export interface AskToJoinProps {
  /** The club to ask: its id for the request, its name for the texts. */
  team: { id: number; name: string }
  /** Open the dialog at first (stories). */
  defaultOpen?: boolean
}

export function AskToJoin({ team, defaultOpen = false }: AskToJoinProps) {
  const { t } = useTranslation('invitations')
  const errorText = useJoinRequestErrorText()
  const id = useId()
  // Every pending request of the player in one page (one query however many clubs a list shows):
  // a player asks few clubs at a time, and the server allows no more than this page holds.
  const pending = useGetMyJoinRequestsQuery({
    box: 'sent',
    status: 'pending',
    page: 1,
    pageSize: MAX_PAGE_SIZE,
  })
  const request = pending.data?.items.find((item) => item.team.id === team.id) ?? null
  const [open, setOpen] = useState(defaultOpen)
  const [message, setMessage] = useState('')
  const [withdrawn, setWithdrawn] = useState<JoinRequestOutcome | null>(null)
  const [withdrawError, setWithdrawError] = useState<string | null>(null)
  const sentRef = useRef<HTMLParagraphElement>(null)
  const messageRef = useRef<HTMLTextAreaElement>(null)
  const doneRef = useRef<HTMLButtonElement>(null)
  const [send, sendResult] = useSendJoinRequestMutation()
  const sent = sendResult.isSuccess
  // The form (and the focused Send button) gives way to the success state: keep the focus in it.
  useEffect(() => {
    if (sent) doneRef.current?.focus()
  }, [sent])
  // Once the dialog closes after sending, "Request sent" takes the trigger's place (when the
  // player's pending requests have refetched): the focus goes there.
  const [focusSent, setFocusSent] = useState(false)
  useEffect(() => {
    if (focusSent && sentRef.current) {
      sentRef.current.focus()
      setFocusSent(false)
    }
  }, [focusSent, request])
  const messageError = fieldErrors(sendResult.error).message
  const failure =
    sendResult.error && !messageError ? errorText(sendResult.error, { team: team.name }) : null

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const result = await send({ teamId: team.id, message: message.trim() })
    if (!('error' in result)) {
      setWithdrawn(null)
      setMessage('')
    }
  }

  function handleOpenChange(next: boolean) {
    setOpen(next)
    // Each opening starts afresh: a refusal, or the request sent, belongs to the last one.
    if (next) sendResult.reset()
  }

  const counterId = `${id}-counter`
  const hintId = `${id}-hint`
  const errorId = `${id}-error`

  return (
    <div className={styles.askToJoin}>
      <Dialog.Root open={open} onOpenChange={handleOpenChange}>
        {request ? (
          <div className={styles.pending}>
            <p ref={sentRef} className={styles.sent} tabIndex={-1}>
              <Check aria-hidden="true" size={18} />
              {t('joinRequests.ask.pending')}
            </p>
            <WithdrawJoinRequestButton
              request={request}
              onDone={setWithdrawn}
              onError={setWithdrawError}
            />
          </div>
        ) : (
          <Dialog.Trigger asChild>
            {/* Until the player's pending requests are known, the button waits. */}
            <Button busy={pending.isLoading}>
              <UserPlus aria-hidden="true" size={18} />
              {t('joinRequests.ask.button')}
            </Button>
          </Dialog.Trigger>
        )}
        <ModalDialog
          title={
            sent
              ? t('joinRequests.ask.sentTitle')
              : t('joinRequests.ask.title', { team: team.name })
          }
          description={
            sent
              ? t('joinRequests.ask.sentBody', { team: team.name })
              : t('joinRequests.ask.description', { team: team.name, days: JOIN_REQUEST_TTL_DAYS })
          }
          closeLabel={t('joinRequests.ask.close')}
          onOpenAutoFocus={(event) => {
            // Start on the note rather than the close button: that is what people came for.
            event.preventDefault()
            messageRef.current?.focus()
          }}
          onCloseAutoFocus={(event) => {
            // The trigger gives way to "Request sent" once the request is in: focus that instead.
            if (sent) {
              event.preventDefault()
              setFocusSent(true)
            }
          }}
        >
          {sent ? (
            <DialogActions>
              <Dialog.Close asChild ref={doneRef}>
                <Button>{t('joinRequests.ask.close')}</Button>
              </Dialog.Close>
            </DialogActions>
          ) : (
            <form
              className={formStyles.compactForm}
              onSubmit={(event) => void handleSubmit(event)}
              noValidate
            >
              <div className={formStyles.field}>
                <label htmlFor={`${id}-message`} className={formStyles.label}>
                  {t('joinRequests.ask.message')}
                </label>
                <textarea
                  ref={messageRef}
                  id={`${id}-message`}
                  className={styles.textarea}
                  value={message}
                  rows={4}
                  maxLength={JOIN_REQUEST_MESSAGE_MAX_LENGTH}
                  aria-invalid={messageError ? true : undefined}
                  aria-describedby={[hintId, counterId, messageError ? errorId : null]
                    .filter(Boolean)
                    .join(' ')}
                  onChange={(event) => setMessage(event.target.value)}
                />
                <div className={countedText.foot}>
                  <p id={hintId} className={countedText.hint}>
                    {t('joinRequests.ask.messageHint', { max: JOIN_REQUEST_MESSAGE_MAX_LENGTH })}
                  </p>
                  <CharacterCount
                    id={counterId}
                    length={message.length}
                    max={JOIN_REQUEST_MESSAGE_MAX_LENGTH}
                  />
                </div>
                {messageError ? (
                  <p id={errorId} className={styles.error}>
                    {messageError}
                  </p>
                ) : null}
              </div>
              {failure ? (
                <p role="alert" className={styles.error}>
                  {failure}
                </p>
              ) : null}
              <DialogActions>
                <Dialog.Close asChild>
                  <Button variant="ghost">{t('joinRequests.ask.cancel')}</Button>
                </Dialog.Close>
                <Button type="submit" busy={sendResult.isLoading}>
                  {t('joinRequests.ask.send')}
                </Button>
              </DialogActions>
            </form>
          )}
        </ModalDialog>
      </Dialog.Root>
      {withdrawn && !request ? (
        <StatusMessage>{t('joinRequests.ask.withdrawn', { team: team.name })}</StatusMessage>
      ) : null}
      {withdrawError ? (
        <p role="alert" className={styles.error}>
          {withdrawError}
        </p>
      ) : null}
    </div>
  )
}
