/**
 * The messages panel (requirements: messages-panel, messages-flow): a sheet from the right with the
 * conversation partners, and the chat with one of them. Opening fetches the partners and preselects
 * the first; choosing one shows the chat; closing clears the selection once the close animation has
 * run.
 */
import { ArrowLeft } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppDispatch, useAppSelector } from '@/session/hooks'
import { Avatar } from '@/components/Avatar'
import { IconButton } from '@/components/IconButton'
import { Sheet, SheetTitle } from '@/components/Sheet'
import { selectIsSignedIn } from '@/session/authSlice'
import { Conversation } from './Conversation'
import { MessageComposer } from './MessageComposer'
import { useGetPartnersQuery } from '@/api/endpoints/messagesApi'
import {
  chatClosed,
  MESSAGES_PANEL_CLOSE_MS,
  messagesPanelClosed,
  messagesPanelOpened,
  partnerChosen,
  partnerPreselected,
  selectChatOpen,
  selectionCleared,
  selectMessagesPanelOpen,
  selectOpenedWith,
  selectSelectedPartnerId,
} from '@/session/messagesSlice'
import { PartnerList } from './PartnerList'
import styles from './MessagesPanel.module.css'

export function MessagesPanel() {
  const { t } = useTranslation('messages')
  const dispatch = useAppDispatch()
  const signedIn = useAppSelector(selectIsSignedIn)
  const panelOpen = useAppSelector(selectMessagesPanelOpen)
  const selectedPartnerId = useAppSelector(selectSelectedPartnerId)
  const chatOpen = useAppSelector(selectChatOpen)
  const openedWith = useAppSelector(selectOpenedWith)
  const open = panelOpen && signedIn

  // Every opening fetches the partners afresh (requirements: messages-flow); a closed panel fetches
  // nothing.
  const partners = useGetPartnersQuery(undefined, { skip: !open, refetchOnMountOrArgChange: true })
  const firstPartnerId = partners.data?.[0]?.id

  useEffect(() => {
    if (open && firstPartnerId !== undefined) dispatch(partnerPreselected(firstPartnerId))
  }, [open, firstPartnerId, dispatch])

  // A failed partner list is only logged (requirements: partner-list-error); the panel then reads
  // as empty.
  useEffect(() => {
    if (partners.error) console.error('Could not load the conversation partners', partners.error)
  }, [partners.error])

  // The chat stays on screen while the panel slides out; reopening within the animation keeps it.
  const hasSelection = selectedPartnerId !== null || chatOpen
  useEffect(() => {
    if (panelOpen || !hasSelection) return
    const timer = setTimeout(() => dispatch(selectionCleared()), MESSAGES_PANEL_CLOSE_MS)
    return () => clearTimeout(timer)
  }, [panelOpen, hasSelection, dispatch])

  // Back from a chat, focus returns to the partner it was with rather than to the top of the panel.
  const [returningFrom, setReturningFrom] = useState<number | null>(null)

  const onOpenChange = (next: boolean) => {
    if (!next) setReturningFrom(null)
    dispatch(next ? messagesPanelOpened() : messagesPanelClosed())
  }

  if (chatOpen && selectedPartnerId !== null) {
    const partner =
      partners.data?.find((p) => p.id === selectedPartnerId) ??
      (openedWith?.id === selectedPartnerId ? openedWith : undefined)
    const title = partner?.username ?? t('chat.untitled')
    return (
      <Sheet
        open={open}
        onOpenChange={onOpenChange}
        title={title}
        header={
          <>
            <IconButton
              label={t('chat.back')}
              icon={<ArrowLeft aria-hidden="true" />}
              onClick={() => {
                setReturningFrom(selectedPartnerId)
                dispatch(chatClosed())
              }}
            />
            {partner ? <Avatar src={partner.avatar} size={32} /> : null}
            <SheetTitle className={styles.chatTitle}>{title}</SheetTitle>
          </>
        }
        footer={
          <MessageComposer
            key={selectedPartnerId}
            partnerId={selectedPartnerId}
            partnerName={partner?.username ?? null}
          />
        }
      >
        <Conversation partnerId={selectedPartnerId} partnerName={partner?.username ?? null} />
      </Sheet>
    )
  }

  return (
    <Sheet open={open} onOpenChange={onOpenChange} title={t('title')}>
      <PartnerList
        partners={partners.data}
        loading={partners.isLoading}
        selectedPartnerId={selectedPartnerId}
        focusPartnerId={returningFrom}
        onChoose={(partnerId) => dispatch(partnerChosen(partnerId))}
      />
    </Sheet>
  )
}
