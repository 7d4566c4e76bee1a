/**
 * "Invite to my team": the button and its dialog, on a player's profile and on their market listing
 * (so it lives here, below both features). The team is the one the signed-in reader manages
 * (GET /api/me); an optional note goes with the invitation. The server's refusal shows in the reader's
 * language (a field error under the note, anything else above the buttons). Once sent, the dialog says
 * so and the button gives way to "Invitation sent", which takes the focus back when the dialog closes.
 */
import * as Dialog from '@radix-ui/react-dialog'
import { UserPlus } from 'lucide-react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { INVITATION_MESSAGE_MAX_LENGTH, INVITATION_TTL_DAYS } from '@/api/contracts/league'
import { serverMessage } from '@/api/errors'
import { Button } from '@/components/Button'
import { useGetMeQuery } from '@/api/endpoints/meApi'
import { useSendInvitationMutation } from '@/api/endpoints/invitationsApi'
import { NoteDialog } from '@/components/NoteDialog'
import { SentNote } from '@/components/NoteForm'

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
  const sentRef = useRef<HTMLParagraphElement>(null)
  const me = useGetMeQuery()
  const team = me.data?.team && MANAGING_ROLES.has(me.data.team.role) ? me.data.team : null
  const [send, sendResult] = useSendInvitationMutation()
  const texts = t('invite', {
    returnObjects: true,
    player: player.username,
    team: team?.name ?? '',
    days: INVITATION_TTL_DAYS,
    max: INVITATION_MESSAGE_MAX_LENGTH,
  })

  async function handleSend(message: string) {
    if (!team) return false
    const result = await send({ teamId: team.id, playerId: player.id, message })
    if ('error' in result) return false
    onSent?.()
    return true
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      {sendResult.isSuccess ? (
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
      <NoteDialog
        texts={team ? texts : { ...texts, description: texts.descriptionNoTeam }}
        max={INVITATION_MESSAGE_MAX_LENGTH}
        sending={sendResult}
        refusal={(error) => serverMessage(error) ?? t('invite.failed')}
        notice={
          me.isError
            ? (serverMessage(me.error) ?? t('invite.failed'))
            : me.data && !team
              ? t('invite.noTeam')
              : null
        }
        waiting={me.isLoading}
        disabled={!team && !me.isLoading}
        onSend={handleSend}
        onClosedSent={() => sentRef.current?.focus()}
      />
    </Dialog.Root>
  )
}
