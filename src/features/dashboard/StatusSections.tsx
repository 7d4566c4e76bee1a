/**
 * The dashboard's sections about the player themself: pending invitations (the home page's query),
 * the infractions in force with the active strikes in total (GET /api/me/infractions) and GVL Premium
 * with its renewal date (GET /api/me/subscription).
 */
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { Infraction } from '@/api/contracts/infractions'
import type { MySubscriptionResponse, SubscriptionStatus } from '@/api/contracts/premium'
import { Badge, SkeletonBadge, type BadgeTone } from '@/components/Badge'
import { useGetHomeInvitationsQuery } from '@/api/endpoints/homeApi'
import { Crest } from '@/components/Crest'
import { EmptyLine } from '@/components/QueryBody'
import { DashboardSection, ItemRowsShape } from './DashboardSection'
import { Item, ItemList, MetaLine, SectionLink } from '@/components/Section'
import { useGetMyInfractionsQuery } from '@/api/endpoints/infractionsApi'
import { useGetMySubscriptionQuery } from '@/api/endpoints/premiumApi'
import { SkeletonLine, SkeletonText } from '@/components/Skeleton'
import { useLeagueFormat } from '@/lib/useLeagueFormat'
import styles from './DashboardScreen.module.css'

export function InvitationsSection() {
  const { t } = useTranslation('dashboard')
  const format = useLeagueFormat()
  const query = useGetHomeInvitationsQuery()
  const total = query.data?.total ?? 0
  return (
    <DashboardSection
      name="invitations"
      query={query}
      skeleton={<ItemRowsShape picture titleWidth="9em" metaWidth="15em" />}
      action={
        total > 0 ? <Badge tone="accent">{t('invitations.count', { count: total })}</Badge> : null
      }
      footer={<SectionLink to="/invitations">{t('invitations.all')}</SectionLink>}
    >
      {(data) => (
        <ItemList>
          {data.items.map((invitation) => (
            <Item key={invitation.id}>
              <Crest team={invitation.team} look="plain" size={32} />
              <div>
                <h3 className={styles.itemTitle}>
                  <Link to={`/team/${invitation.team.id}`}>{invitation.team.name}</Link>
                </h3>
                <MetaLine>
                  {t('invitations.from', { username: invitation.inviter.username })} ·{' '}
                  {t('invitations.expires', { relative: format.relative(invitation.expiresAt) })}
                </MetaLine>
              </div>
            </Item>
          ))}
        </ItemList>
      )}
    </DashboardSection>
  )
}

/** In force: counts against the player now (docs/api/infractions.md). */
const inForce = (infraction: Infraction) =>
  infraction.status === 'active' || infraction.status === 'appealed'

export function InfractionsSection() {
  const { t } = useTranslation('dashboard')
  const query = useGetMyInfractionsQuery()
  return (
    <DashboardSection
      name="infractions"
      query={query}
      skeleton={
        <div className={styles.skeletonBody} aria-hidden="true">
          <SkeletonLine className={styles.summary} width="16em" />
          <ul className={styles.skeletonList}>
            <li className={styles.item}>
              <div className={styles.itemHead}>
                <SkeletonLine as="h3" className={styles.itemTitle} width="6em" />
                <SkeletonBadge width="3.5em" />
              </div>
              <SkeletonLine as={MetaLine} width="18em" />
              <SkeletonLine as={MetaLine} width="10em" />
            </li>
          </ul>
        </div>
      }
      isEmpty={(data) => data.summary.activeStrikes === 0 && !data.items.some(inForce)}
      footer={<SectionLink to="/infractions">{t('infractions.all')}</SectionLink>}
    >
      {({ items, summary }) => (
        <>
          <p className={styles.summary}>
            <strong>{t('infractions.strikes', { count: summary.activeStrikes })}</strong>
            <span>
              {summary.activeSuspensions > 0
                ? t('infractions.suspensions', { count: summary.activeSuspensions })
                : t('infractions.noSuspensions')}
            </span>
          </p>
          <ItemList>
            {items.filter(inForce).map((infraction) => (
              <InfractionItem key={infraction.id} infraction={infraction} />
            ))}
          </ItemList>
        </>
      )}
    </DashboardSection>
  )
}

function InfractionItem({ infraction }: { infraction: Infraction }) {
  const { t } = useTranslation('dashboard')
  const { t: tInfractions } = useTranslation('infractions')
  const format = useLeagueFormat()
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <h3 className={styles.itemTitle}>{tInfractions(`types.${infraction.type}`)}</h3>
        <Badge tone={infraction.status === 'active' ? 'danger' : 'neutral'}>
          {tInfractions(`status.${infraction.status}`)}
        </Badge>
      </div>
      <MetaLine>
        {infraction.competition.name} · {tInfractions(`sanctions.${infraction.sanction}`)}
        {infraction.matchesRemaining > 0
          ? ` · ${t('infractions.matchesLeft', { count: infraction.matchesRemaining })}`
          : null}
      </MetaLine>
      <MetaLine>{t('infractions.until', { date: format.longDay(infraction.expiresAt) })}</MetaLine>
    </li>
  )
}

export function PremiumSection() {
  const { t } = useTranslation('dashboard')
  const query = useGetMySubscriptionQuery()
  return (
    <DashboardSection
      name="premium"
      query={query}
      skeleton={
        <div className={styles.skeletonBody} aria-hidden="true">
          <p className={styles.summary}>
            <SkeletonBadge width="4em" />
            <SkeletonText inline width="16em" />
          </p>
          <SkeletonLine className={styles.more} width="8em" />
        </div>
      }
      isEmpty={(data) => data.subscription === null}
      empty={
        <EmptyLine action={<SectionLink to="/gvl-premium">{t('premium.get')}</SectionLink>}>
          {t('premium.none')}
        </EmptyLine>
      }
    >
      {(data) => <PremiumStatus data={data} />}
    </DashboardSection>
  )
}

const SUBSCRIPTION_TONES: Record<SubscriptionStatus, BadgeTone> = {
  active: 'premium',
  cancelled: 'neutral',
  expired: 'danger',
}

function PremiumStatus({ data }: { data: MySubscriptionResponse }) {
  const { t } = useTranslation('dashboard')
  const { t: tPremium } = useTranslation('premium')
  const format = useLeagueFormat()
  const { subscription } = data
  if (!subscription) return null
  const date = format.longDay(subscription.currentPeriodEnd)
  const status = data.premium && subscription.status !== 'expired' ? subscription.status : 'expired'
  return (
    <>
      <p className={styles.summary}>
        <Badge tone={SUBSCRIPTION_TONES[status]}>{tPremium(`status.badge.${status}`)}</Badge>
        <span>
          {status === 'active'
            ? t('premium.active', {
                plan: tPremium(`plans.interval.${subscription.plan.interval}`),
                date,
              })
            : t(`premium.${status}`, { date })}
        </span>
      </p>
      <SectionLink to="/gvl-premium">
        {data.premium ? t('premium.manage') : t('premium.get')}
      </SectionLink>
    </>
  )
}
