/**
 * What the reader of someone's profile can do: a signed-in reader may message them (it opens the chat
 * panel with them) and, managing a team with room, invite a player who is on no team; a visitor is
 * offered to sign in and come back here. The server decides both (`viewer`).
 */
import { MessageCircle } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import type { PlayerProfile } from '@/api/contracts/players'
import { useAppDispatch } from '@/session/hooks'
import { Button } from '@/components/Button'
import { loginPathFor } from '@/session/redirect'
import { messagesPanelOpened } from '@/session/messagesSlice'
import { InviteDialog } from '@/session/InviteDialog'
import detailStyles from '@/components/DetailPage.module.css'

export function ProfileActions({ profile }: { profile: PlayerProfile }) {
  const { t } = useTranslation('profile')
  const dispatch = useAppDispatch()
  const location = useLocation()
  // Once sent, the dialog stays mounted for its success state although `canInvite` turns false.
  const [invited, setInvited] = useState(false)
  const viewer = profile.viewer

  if (!viewer) {
    return (
      <Link to={loginPathFor(location.pathname + location.search)} className={detailStyles.action}>
        {t('actions.signInToMessage')}
      </Link>
    )
  }
  if (!viewer.canMessage && !viewer.canInvite && !invited) return null
  return (
    <>
      {viewer.canMessage ? (
        <Button
          variant="secondary"
          onClick={() =>
            dispatch(
              messagesPanelOpened({
                partner: { id: profile.id, username: profile.username, avatar: profile.avatar },
              }),
            )
          }
        >
          <MessageCircle aria-hidden="true" size={18} />
          {t('actions.message')}
        </Button>
      ) : null}
      {viewer.canInvite || invited ? (
        <InviteDialog
          player={{ id: profile.id, username: profile.username }}
          onSent={() => setInvited(true)}
        />
      ) : null}
    </>
  )
}
