/**
 * "Invite to my team": the button and its dialog, on a player's profile and on their market listing
 * (so it lives here, below both features). The team is the one the signed-in reader manages
 * (GET /api/me); an optional note goes with the invitation. The server's refusal shows in the reader's
 * language (a field error under the note, anything else above the buttons). Once sent, the dialog says
 * so and the button gives way to "Invitation sent", which takes the focus back when the dialog closes.
 */
import * as Dialog from '@radix-ui/react-dialog'
import { UserPlus } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { INVITATION_MESSAGE_MAX_LENGTH, INVITATION_TTL_DAYS } from '@/api/contracts/invitations'
import { fieldErrors, serverMessage } from '@/api/errors'
import { Button } from '@/components/Button'
import { DialogActions, ModalDialog } from '@/components/ModalDialog'
import { useGetMeQuery } from '@/api/endpoints/meApi'
import { useSendInvitationMutation } from '@/api/endpoints/invitationsApi'
import { NoteForm, SentNote } from '@/components/NoteForm'

const MANAGING_ROLES = new Set(['manager', 'co-manager'])

export interface InviteDialogProps {
  player: { id: number; username: string }
  /** Called once the server accepted the invitation. */
  onSent?: () => void
  /** Open at first (stories). */
  defaultOpen?: boolean
}

export function InviteDialog({ player, onSent, defaultOpen = false }: InviteDialogProps) {
  const { t } = useTranslation('invitations')
  const [open, setOpen] = useState(defaultOpen)
  const [message, setMessage] = useState('')
  const sentRef = useRef<HTMLParagraphElement>(null)
  const messageRef = useRef<HTMLTextAreaElement>(null)
  const me = useGetMeQuery()
  const team = me.data?.team && MANAGING_ROLES.has(me.data.team.role) ? me.data.team : null
  const [send, sendResult] = useSendInvitationMutation()
  const sent = sendResult.isSuccess
  const doneRef = useRef<HTMLButtonElement>(null)
  // The form (and the focused Send button) gives way to the success state: keep the focus in it.
  useEffect(() => {
    if (sent) doneRef.current?.focus()
  }, [sent])
  const messageError = fieldErrors(sendResult.error).message
  const failure = sendResult.isError
    ? messageError
      ? null
      : (serverMessage(sendResult.error) ?? t('invite.failed'))
    : me.isError
      ? (serverMessage(me.error) ?? t('invite.failed'))
      : me.data && !team
        ? t('invite.noTeam')
        : null

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!team) return
    const result = await send({ teamId: team.id, playerId: player.id, message: message.trim() })
    if (!('error' in result)) onSent?.()
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      {sent ? (
        <SentNote ref={sentRef} role="status">
          {t('invite.invited')}
        </SentNote>
      ) : (
        <Dialog.Trigger asChild>
          <Button>
            <UserPlus aria-hidden="true" size={18} />
            {t('invite.open')}
          </Button>
        </Dialog.Trigger>
      )}
      <ModalDialog
        title={sent ? t('invite.sentTitle') : t('invite.title', { player: player.username })}
        description={
          sent
            ? t('invite.sentBody', {
                player: player.username,
                team: team?.name ?? '',
                days: INVITATION_TTL_DAYS,
              })
            : team
              ? t('invite.description', { player: player.username, team: team.name })
              : t('invite.descriptionNoTeam', { player: player.username })
        }
        closeLabel={t('invite.close')}
        onOpenAutoFocus={(event) => {
          // Start on the note rather than the close button: that is what people came for.
          event.preventDefault()
          messageRef.current?.focus()
        }}
        onCloseAutoFocus={(event) => {
          // The trigger is gone once the invitation is sent: focus its replacement instead.
          if (sent) {
            event.preventDefault()
            sentRef.current?.focus()
          }
        }}
      >
        {sent ? (
          <DialogActions>
            <Dialog.Close asChild ref={doneRef}>
              <Button>{t('invite.close')}</Button>
            </Dialog.Close>
          </DialogActions>
        ) : (
          <NoteForm
            texts={{
              label: t('invite.message'),
              hint: t('invite.messageHint', { max: INVITATION_MESSAGE_MAX_LENGTH }),
              cancel: t('invite.cancel'),
              send: t('invite.send'),
            }}
            max={INVITATION_MESSAGE_MAX_LENGTH}
            note={message}
            onNoteChange={setMessage}
            noteRef={messageRef}
            noteError={messageError}
            failure={failure}
            busy={sendResult.isLoading || me.isLoading}
            disabled={!team && !me.isLoading}
            onSubmit={(event) => void handleSubmit(event)}
          />
        )}
      </ModalDialog>
    </Dialog.Root>
  )
}
