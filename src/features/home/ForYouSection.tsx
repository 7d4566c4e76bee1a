/**
 * For a signed-in player: their team's next match (GET /api/me for the team, then
 * GET /api/matches?status=upcoming&teamId=…&pageSize=1) and their pending invitations.
 */
import { useGetMeQuery } from '@/api/endpoints/meApi'
import { skipToken } from '@reduxjs/toolkit/query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import {
  HOME_INVITATIONS,
  useGetHomeInvitationsQuery,
  useGetHomeMatchesQuery,
} from '@/api/endpoints/homeApi'
import { Crest } from '@/components/Crest'
import { EmptyLine, QueryBody } from '@/components/QueryBody'
import { Item, ItemList, Section, SectionLink } from '@/components/Section'
import { MatchRow, SkeletonMatchRows } from '@/components/MatchRow'
import {
  Skeleton,
  SkeletonAvatarLine,
  SkeletonLine,
  SkeletonList,
  SkeletonMedia,
  SkeletonText,
} from '@/components/Skeleton'
import { useLeagueFormat } from '@/lib/useLeagueFormat'
import styles from './HomeScreen.module.css'

export function ForYouSection() {
  const { t } = useTranslation('home')
  return (
    <Section id="home-for-you" title={t('forYou.title')}>
      <div className={styles.forYouGrid}>
        <NextMatch />
        <Invitations />
      </div>
    </Section>
  )
}

function NextMatch() {
  const { t } = useTranslation('home')
  const viewer = useGetMeQuery()
  const team = viewer.data?.team ?? null
  const next = useGetHomeMatchesQuery(
    team ? { status: 'upcoming', teamId: team.id, pageSize: 1 } : skipToken,
  )
  const label = t('forYou.nextMatch.loading')
  // First the player's team (its line), then its next match (one row).
  const loadingTeam = (
    <Skeleton label={label} className={styles.panelBody}>
      <SkeletonAvatarLine as="p" className={styles.playingFor} size={20} width="12em" hidden />
      <SkeletonMatchRows count={1} />
    </Skeleton>
  )
  const loadingMatch = (
    <Skeleton label={label}>
      <SkeletonMatchRows count={1} />
    </Skeleton>
  )
  return (
    <div className={styles.panel}>
      <h3>{t('forYou.nextMatch.title')}</h3>
      <QueryBody
        query={viewer}
        loading={loadingTeam}
        error={t('forYou.nextMatch.error')}
        isEmpty={(data) => data.team === null}
        empty={
          <EmptyLine
            action={
              <SectionLink to="/create-team">{t('forYou.nextMatch.noTeamAction')}</SectionLink>
            }
          >
            {t('forYou.nextMatch.noTeam')}
          </EmptyLine>
        }
      >
        {(me) => (
          <>
            {me.team ? (
              <p className={styles.playingFor}>
                <Crest team={me.team} look="plain" size={20} />
                {t('forYou.nextMatch.team', { team: me.team.name })}
              </p>
            ) : null}
            <QueryBody
              query={next}
              loading={loadingMatch}
              error={t('forYou.nextMatch.error')}
              isEmpty={(data) => data.items.length === 0}
              empty={
                <EmptyLine>{t('forYou.nextMatch.none', { team: me.team?.name ?? '' })}</EmptyLine>
              }
            >
              {(data) => data.items.map((match) => <MatchRow key={match.id} match={match} />)}
            </QueryBody>
          </>
        )}
      </QueryBody>
    </div>
  )
}

function Invitations() {
  const { t } = useTranslation('home')
  const format = useLeagueFormat()
  const query = useGetHomeInvitationsQuery()
  return (
    <div className={styles.panel}>
      <div className={styles.panelHeader}>
        <h3>{t('forYou.invitations.title')}</h3>
        {query.data && query.data.total > 0 ? (
          <span className={styles.count}>
            {t('forYou.invitations.count', { count: query.data.total })}
          </span>
        ) : null}
      </div>
      <QueryBody
        query={query}
        loading={
          <Skeleton label={t('forYou.invitations.loading')}>
            <div aria-hidden="true">
              <SkeletonList count={2} as={ItemList} item={Item} hidden={false}>
                <SkeletonMedia size={32} className={styles.invitationText}>
                  <SkeletonText width="10em" />
                  <SkeletonLine as="span" className={styles.cardMeta} width="16em" />
                </SkeletonMedia>
              </SkeletonList>
            </div>
          </Skeleton>
        }
        error={t('forYou.invitations.error')}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyLine>{t('forYou.invitations.empty')}</EmptyLine>}
      >
        {(data) => (
          <ItemList>
            {data.items.slice(0, HOME_INVITATIONS).map((invitation) => (
              <Item key={invitation.id}>
                <Crest team={invitation.team} look="plain" size={32} />
                <span className={styles.invitationText}>
                  <Link to={`/team/${invitation.team.id}`}>{invitation.team.name}</Link>
                  <span className={styles.cardMeta}>
                    {t('forYou.invitations.from', { username: invitation.inviter.username })} ·{' '}
                    {t('forYou.invitations.expires', {
                      date: format.longDay(invitation.expiresAt),
                    })}
                  </span>
                </span>
              </Item>
            ))}
          </ItemList>
        )}
      </QueryBody>
      <SectionLink to="/invitations">{t('forYou.invitations.all')}</SectionLink>
    </div>
  )
}
