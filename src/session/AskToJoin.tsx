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
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  JOIN_REQUEST_MESSAGE_MAX_LENGTH,
  JOIN_REQUEST_TTL_DAYS,
  MAX_PAGE_SIZE,
} from '@/api/contracts/league'
import {
  useGetMyJoinRequestsQuery,
  useSendJoinRequestMutation,
} from '@/api/endpoints/joinRequestsApi'
import { Button } from '@/components/Button'
import { NoteDialog } from '@/components/NoteDialog'
import { SentNote } from '@/components/NoteForm'
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
  const [withdrawn, setWithdrawn] = useState<JoinRequestOutcome | null>(null)
  const [withdrawError, setWithdrawError] = useState<string | null>(null)
  const sentRef = useRef<HTMLParagraphElement>(null)
  const [send, sendResult] = useSendJoinRequestMutation()
  // Once the dialog closes after sending, "Request sent" takes the trigger's place (when the
  // player's pending requests have refetched): the focus goes there.
  const [focusSent, setFocusSent] = useState(false)
  useEffect(() => {
    if (focusSent && sentRef.current) {
      sentRef.current.focus()
      setFocusSent(false)
    }
  }, [focusSent, request])

  async function handleSend(message: string) {
    const result = await send({ teamId: team.id, message })
    if ('error' in result) return false
    setWithdrawn(null)
    return true
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
        <NoteDialog
          texts={t('joinRequests.ask', {
            returnObjects: true,
            team: team.name,
            days: JOIN_REQUEST_TTL_DAYS,
            max: JOIN_REQUEST_MESSAGE_MAX_LENGTH,
          })}
          max={JOIN_REQUEST_MESSAGE_MAX_LENGTH}
          sending={sendResult}
          refusal={(error) => errorText(error, { team: team.name })}
          onSend={handleSend}
          onClosedSent={() => setFocusSent(true)}
        />
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
