/**
 * The market's two kinds of card. A free agent's listing: their picture and name (to their profile),
 * positions, platform and the gamertag they publish, region and time zone, evenings, their message,
 * their team if they have one, and when they last updated it. A club's post: its crest and name (to
 * the team page), platform, level, positions wanted, evenings, message and room on the roster. Each
 * card has a place for what the reader can do (`action`), which the screen decides.
 */
import type { ComponentProps, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { MarketClub, MarketPlayer } from '@/api/contracts/market'
import { Avatar } from '@/components/Avatar'
import { Badge, SkeletonBadge } from '@/components/Badge'
import { CardHead, SkeletonCardHead, TeamTag } from '@/components/CardHead'
import { Crest } from '@/components/Crest'
import { Fact } from '@/components/Fact'
import { SkeletonBlock, SkeletonText } from '@/components/Skeleton'
import { numberFormat } from '@/lib/intl'
import { useLeagueFormat } from '@/lib/useLeagueFormat'
import { ListingFacts, RecruitmentFacts } from '@/session/market/MarketFacts'
import { useMarketWords } from '@/session/market/useMarketWords'
import styles from './MarketScreen.module.css'

/** When the listing or post was last updated: how long ago, the whole date on hover. */
function Updated({ at }: { at: string }) {
  const { t } = useTranslation('market')
  const format = useLeagueFormat()
  return (
    <time className={styles.updated} dateTime={at} title={format.dateTime(at)}>
      {t('card.updated', { date: format.relative(at) })}
    </time>
  )
}

/** A card's frame: its head (the picture, the linked name and a line under it), the body, the action. */
function CardFrame({
  action,
  children,
  ...head
}: Omit<ComponentProps<typeof CardHead>, 'level' | 'layout' | 'children'> & {
  action?: ReactNode
  children: ReactNode
}) {
  return (
    <article className={styles.card} aria-labelledby={head.headingId}>
      <CardHead {...head} level={2} layout="row" />
      {children}
      {action ? <div className={styles.cardActions}>{action}</div> : null}
    </article>
  )
}

export function FreeAgentCard({ item, action }: { item: MarketPlayer; action?: ReactNode }) {
  const { t } = useTranslation('market')
  const { player, team } = item
  return (
    <CardFrame
      headingId={`listing-${item.id}`}
      picture={<Avatar src={player.avatar} size={48} />}
      name={player.username}
      to={`/profile/${player.id}`}
      meta={
        <>
          {team ? (
            <Link to={`/team/${team.id}`} className={styles.team}>
              <Crest team={team} size={20} />
              {team.name}
            </Link>
          ) : (
            <Badge tone="success">{t('card.freeAgent')}</Badge>
          )}
          <Updated at={item.updatedAt} />
        </>
      }
      action={action}
    >
      <ListingFacts listing={item} author={player.username} />
    </CardFrame>
  )
}

export function ClubCard({ item, action }: { item: MarketClub; action?: ReactNode }) {
  const { t, i18n } = useTranslation('market')
  const words = useMarketWords()
  const number = numberFormat(i18n.language)
  const { team } = item
  return (
    <CardFrame
      headingId={`post-${item.id}`}
      picture={<Crest team={team} size={48} look="plain" />}
      name={team.name}
      to={`/team/${team.id}`}
      meta={
        <>
          <TeamTag tag={team.tag} />
          <span>{words.platform(item.platform)}</span>
          <Updated at={item.updatedAt} />
        </>
      }
      action={action}
    >
      <RecruitmentFacts post={item} author={team.name}>
        <Fact term={t('card.roster')}>
          {t('card.rosterValue', {
            size: number.format(item.rosterSize),
            limit: number.format(item.rosterLimit),
          })}
        </Fact>
      </RecruitmentFacts>
    </CardFrame>
  )
}

/** A card while the list loads: the picture, the name and its line, the chips and the facts. */
export function SkeletonMarketCard() {
  return (
    <div className={styles.card}>
      <SkeletonCardHead
        level={2}
        layout="row"
        picture={48}
        nameWidth="10ch"
        meta={
          <>
            <SkeletonBadge width="6em" />
            <SkeletonText inline width="9ch" />
          </>
        }
      />
      <SkeletonText width="8em" />
      <div className={styles.skeletonFacts}>
        <SkeletonText width="12ch" />
        <SkeletonText width="14ch" />
        <SkeletonText width="10ch" />
      </div>
      <SkeletonBlock height={44} />
    </div>
  )
}
