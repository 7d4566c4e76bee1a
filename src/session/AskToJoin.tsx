/**
 * "Ask to join" a club, for a signed-in player on no team (the caller decides who sees it: the team
 * page from its answer's `viewer`, a club card on /market from GET /api/me). A button opens a dialog
 * with an optional note (its count, the contract's limit); once sent, the dialog says so. When the
 * player already has a pending request to the club (GET /api/me/join-requests?box=sent&status=
 * pending), it shows "Request sent" with Withdraw instead. The server's refusal shows in the reader's
 * language: outside the transfer window, the server's own text, which names the next window's dates.
 */
import * as Dialog from '@radix-ui/react-dialog'
import { UserPlus } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
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
import { NoteForm, SentNote } from '@/components/NoteForm'
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

  return (
    <div className={styles.askToJoin}>
      <Dialog.Root open={open} onOpenChange={handleOpenChange}>
        {request ? (
          <div className={styles.pending}>
            <SentNote ref={sentRef}>{t('joinRequests.ask.pending')}</SentNote>
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
            <NoteForm
              texts={{
                label: t('joinRequests.ask.message'),
                hint: t('joinRequests.ask.messageHint', { max: JOIN_REQUEST_MESSAGE_MAX_LENGTH }),
                cancel: t('joinRequests.ask.cancel'),
                send: t('joinRequests.ask.send'),
              }}
              max={JOIN_REQUEST_MESSAGE_MAX_LENGTH}
              note={message}
              onNoteChange={setMessage}
              noteRef={messageRef}
              noteError={messageError}
              failure={failure}
              busy={sendResult.isLoading}
              onSubmit={(event) => void handleSubmit(event)}
            />
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
