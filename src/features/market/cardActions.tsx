/**
 * What the reader can do from a market card. On a free agent's listing, a manager or co-manager of a
 * team with room invites them (the shared InviteDialog, as on the profile); a listed player who is on
 * a team cannot be invited (the server refuses invitations to players on a team), and the card says
 * so instead. On a club's post, the club's own managers are taken to the post's editor, and a
 * signed-in player on no team asks to join (the shared AskToJoin, as on the team page).
 */
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { MarketClub, MarketPlayer } from '@/api/contracts/market'
import { useGetMeQuery } from '@/api/endpoints/meApi'
import { useGetTeamQuery } from '@/api/endpoints/teamsApi'
import { selectIsSignedIn, selectUser } from '@/session/authSlice'
import { useAppSelector } from '@/session/hooks'
import { AskToJoin } from '@/session/AskToJoin'
import { InviteDialog } from '@/session/InviteDialog'
import styles from './MarketScreen.module.css'

const MANAGING_ROLES = new Set(['manager', 'co-manager'])

export interface MarketViewer {
  /** The signed-in reader's id; null for a visitor. */
  userId: number | null
  /** The team the reader manages or co-manages, and whether its roster has room; null otherwise. */
  managedTeam: { id: number; name: string; hasRoom: boolean } | null
  /** A signed-in reader on no team: the one who may ask a club to take them. */
  free: boolean
}

/**
 * Who reads the market: their id, and the team they manage with its room (the team page's
 * `rosterSize` and `rosterLimit`, asked once for every card). Until the team's room is known, no
 * card offers to invite.
 */
export function useMarketViewer(): MarketViewer {
  const signedIn = useAppSelector(selectIsSignedIn)
  const user = useAppSelector(selectUser)
  const me = useGetMeQuery(undefined, { skip: !signedIn })
  const mine = me.data?.team && MANAGING_ROLES.has(me.data.team.role) ? me.data.team : null
  const team = useGetTeamQuery(mine?.id ?? 0, { skip: mine === null })
  const room = team.data ? team.data.team.rosterSize < team.data.team.rosterLimit : false
  return {
    userId: signedIn ? (user?.id ?? null) : null,
    managedTeam: mine ? { id: mine.id, name: mine.name, hasRoom: room } : null,
    // Until the account is read, nobody is offered to ask: a player on a team leaves it first.
    free: me.data !== undefined && me.data.team === null,
  }
}

export function FreeAgentCardAction({
  item,
  viewer,
}: {
  item: MarketPlayer
  viewer: MarketViewer
}) {
  const { t } = useTranslation('market')
  const managed = viewer.managedTeam
  if (managed === null || item.player.id === viewer.userId) return null
  if (item.team !== null) return <p className={styles.unavailable}>{t('card.onTeam')}</p>
  if (!managed.hasRoom) return <p className={styles.unavailable}>{t('card.rosterFull')}</p>
  return <InviteDialog player={{ id: item.player.id, username: item.player.username }} />
}

/**
 * The club card's action: its managers edit their post on the team page; a signed-in player on no
 * team asks to join, beside the post their request answers; anyone else reads.
 */
export function ClubCardAction({ item, viewer }: { item: MarketClub; viewer: MarketViewer }) {
  const { t } = useTranslation('market')
  if (viewer.managedTeam?.id === item.team.id) {
    return (
      <Link to={`/team/${item.team.id}?tab=recruitment`} className={styles.editPost}>
        {t('card.editPost')}
      </Link>
    )
  }
  if (viewer.free) return <AskToJoin team={{ id: item.team.id, name: item.team.name }} />
  return null
}
