/**
 * The notifications panel (requirements: notifications-panel): a sheet from the right listing the
 * signed-in user's unread notifications, each of which can be marked read, or all at once. 'No new
 * notifications.' when none. Each notification opens what it is about (the match, the team, the
 * invitations, the conversation…); opening it marks it read and closes the panel.
 */
import { useId } from 'react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { Notification } from '@/api/contracts'
import { serverMessage } from '@/api/errors'
import { useAppDispatch, useAppSelector } from '@/session/hooks'
import { Button } from '@/components/Button'
import { ErrorState } from '@/components/ErrorState'
import { Sheet, SheetEmpty, SheetLoading } from '@/components/Sheet'
import { SkeletonBlock, SkeletonLine, SkeletonList } from '@/components/Skeleton'
import { selectIsSignedIn } from '@/session/authSlice'
import { messagesPanelOpened } from '@/session/messagesSlice'
import {
  useGetNotificationsQuery,
  useMarkNotificationsReadMutation,
} from '@/api/endpoints/notificationsApi'
import { notificationsPanelClosed, selectNotificationsPanelOpen } from './notificationsSlice'
import styles from './NotificationsPanel.module.css'
import { useLeagueFormat } from '@/lib/useLeagueFormat'

export function NotificationsPanel() {
  const { t } = useTranslation('notifications')
  const dispatch = useAppDispatch()
  const signedIn = useAppSelector(selectIsSignedIn)
  const open = useAppSelector(selectNotificationsPanelOpen) && signedIn
  return (
    <Sheet
      open={open}
      onOpenChange={(next) => {
        if (!next) dispatch(notificationsPanelClosed())
      }}
      title={t('title')}
    >
      {/* Mounted only while open, so each opening fetches the list afresh. */}
      <NotificationsList />
    </Sheet>
  )
}

/** How many notifications the skeleton draws. */
const SKELETON_NOTIFICATIONS = 4

function NotificationsList() {
  const { t } = useTranslation('notifications')
  const { data, isLoading, refetch } = useGetNotificationsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  })
  const [markRead, marking] = useMarkNotificationsReadMutation()
  const dispatch = useAppDispatch()

  if (isLoading) {
    return (
      <SheetLoading label={t('loading')}>
        <div aria-hidden="true">
          <div className={styles.toolbar}>
            <SkeletonBlock width={140} height={32} />
          </div>
          <SkeletonList
            count={SKELETON_NOTIFICATIONS}
            className={styles.list}
            itemClassName={styles.item}
            hidden={false}
          >
            <div className={styles.text}>
              <SkeletonLine className={styles.sentence} width="85%" />
              <SkeletonLine as="span" className={styles.time} width="9em" />
            </div>
            <SkeletonBlock width={96} height={32} />
          </SkeletonList>
        </div>
      </SheetLoading>
    )
  }
  if (!data) {
    return <ErrorState message={t('errors.load')} onRetry={() => void refetch()} />
  }

  const unread = data.items.filter((notification) => !notification.read)
  const markingIds = marking.isLoading ? marking.originalArgs?.ids : undefined
  const markingAll = marking.isLoading && markingIds === undefined

  return (
    <>
      {marking.isError ? (
        <ErrorState
          message={serverMessage(marking.error) ?? t('errors.markRead')}
          onRetry={() => void markRead(marking.originalArgs ?? {})}
        />
      ) : null}
      {unread.length === 0 ? (
        <SheetEmpty>{t('empty')}</SheetEmpty>
      ) : (
        <>
          <div className={styles.toolbar}>
            <Button
              variant="secondary"
              size="sm"
              busy={markingAll}
              onClick={() => void markRead({})}
            >
              {t('markAllRead')}
            </Button>
          </div>
          <ul className={styles.list} aria-label={t('listLabel')}>
            {unread.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                busy={markingAll || (markingIds?.includes(notification.id) ?? false)}
                onMarkRead={() => void markRead({ ids: [notification.id] })}
                onOpen={() => {
                  void markRead({ ids: [notification.id] })
                  dispatch(notificationsPanelClosed())
                  if (notification.type === 'message_received') {
                    dispatch(messagesPanelOpened({ partnerId: notification.payload.sender_id }))
                  }
                }}
              />
            ))}
          </ul>
        </>
      )}
    </>
  )
}

/** The page a notification is about; null for one about a conversation (the messages panel) or nothing. */
function pageOf(notification: Notification): string | null {
  switch (notification.type) {
    case 'invitation_received':
    case 'join_request_received':
      return '/invitations'
    case 'invitation_answered':
    case 'join_request_answered':
      return `/team/${notification.payload.team_id}`
    case 'registration_decided':
      return `/competition/${notification.payload.competition_id}?tab=teams`
    case 'infraction_issued':
      return '/infractions'
    case 'match_result':
      return `/match/${notification.payload.match_id}`
    default:
      return null
  }
}

function NotificationItem({
  notification,
  busy,
  onMarkRead,
  onOpen,
}: {
  notification: Notification
  busy: boolean
  onMarkRead: () => void
  /** Opening it: it is read, and the panel gives way to what it is about. */
  onOpen: () => void
}) {
  const { t } = useTranslation('notifications')
  const sentenceId = useId()
  const format = useLeagueFormat()
  const words = sentence(notification, t)
  const page = pageOf(notification)
  return (
    <li className={styles.item}>
      <div className={styles.text}>
        <p id={sentenceId} className={styles.sentence}>
          {page !== null ? (
            <Link to={page} className={styles.open} onClick={onOpen}>
              {words}
            </Link>
          ) : notification.type === 'message_received' ? (
            <button type="button" className={styles.open} onClick={onOpen}>
              {words}
            </button>
          ) : (
            words
          )}
        </p>
        {notification.type === 'message_received' ? (
          <p className={styles.preview}>{notification.payload.preview}</p>
        ) : null}
        <time className={styles.time} dateTime={notification.created_at}>
          {format.dateTime(notification.created_at)}
        </time>
      </div>
      <Button
        variant="ghost"
        size="sm"
        busy={busy}
        aria-describedby={sentenceId}
        onClick={onMarkRead}
      >
        {t('markRead')}
      </Button>
    </li>
  )
}

type NotificationsT = ReturnType<typeof useTranslation<'notifications'>>['t']

/** The payload carries data, never sentences: each type is put into words in the reader's language. */
function sentence(notification: Notification, t: NotificationsT): string {
  switch (notification.type) {
    case 'message_received':
      return t('types.message_received', { username: notification.payload.sender_username })
    case 'welcome':
      return t('types.welcome', { community: notification.payload.community })
    case 'invitation_received':
      return t('types.invitation_received', {
        team: notification.payload.team_name,
        username: notification.payload.inviter_username,
      })
    case 'registration_decided':
      return t(`types.registration_decided.${notification.payload.status}`, {
        team: notification.payload.team_name,
        competition: notification.payload.competition_name,
      })
    case 'infraction_issued':
      return t(`types.infraction_issued.${notification.payload.sanction}`, {
        competition: notification.payload.competition_name,
        count: notification.payload.matches_remaining,
      })
    case 'invitation_answered':
      return t(`types.invitation_answered.${notification.payload.answer}`, {
        username: notification.payload.player_username,
        team: notification.payload.team_name,
      })
    case 'join_request_received':
      return t('types.join_request_received', {
        username: notification.payload.player_username,
        team: notification.payload.team_name,
      })
    case 'join_request_answered':
      return t(`types.join_request_answered.${notification.payload.answer}`, {
        team: notification.payload.team_name,
      })
    case 'match_result': {
      const { payload } = notification
      const score =
        payload.home_score === null || payload.away_score === null
          ? 'v'
          : `${payload.home_score}–${payload.away_score}`
      return t(`types.match_result.${payload.event}`, {
        team: payload.team_name ?? '',
        home: payload.home_team_name,
        away: payload.away_team_name,
        score,
      })
    }
    default:
      // A type this client does not know yet (the server may be newer).
      return t('types.unknown')
  }
}
