/**
 * /competition/:id (issue 4): the header and five tabs, the chosen one in the URL (?tab=) so a link
 * reproduces the view: overview, table (or a cup's bracket), fixtures by matchday (?matchday=), stats
 * leaders and registered teams. "Register a team" shows while registration is open to a signed-in
 * player who manages a team. An unknown id is a not-found state.
 */
import type { ComponentType, ReactNode } from 'react'
import { oneOfOr } from '@/api/contracts/oneOf'
import { parsePathId } from '@/api/contracts/pathId'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import type { CompetitionDetail } from '@/api/contracts/competitions'
import { useAppSelector } from '@/session/hooks'
import { isNotFound } from '@/api/errors'
import { DetailPending } from '@/components/DetailPending'
import { Skeleton, SkeletonLine } from '@/components/Skeleton'
import { SkeletonTabs, Tabs } from '@/components/Tabs'
import { selectIsSignedIn } from '@/session/authSlice'
import { useGetMeQuery } from '@/api/endpoints/meApi'
import { useGetCompetitionQuery } from '@/api/endpoints/competitionsApi'
import { FixturesSkeleton, FixturesTab } from './FixturesTab'
import { useLeagueFormat } from '@/lib/useLeagueFormat'
import { OverviewSkeleton, OverviewTab } from './OverviewTab'
import { PremiumOnlyBadge, SkeletonBadge, StatusBadge } from './CompetitionBadges'
import { StatsSkeleton, StatsTab } from './StatsTab'
import { TableSkeleton, TableTab } from './TableTab'
import { TeamsSkeleton, TeamsTab } from './TeamsTab'
import detailStyles from '@/components/DetailPage.module.css'
import { useSearchParams } from '@/lib/searchParams'
import styles from './CompetitionScreen.module.css'

/** The tabs in their order, each drawn from the competition alone. */
const TAB_VIEWS = {
  overview: OverviewTab,
  table: TableTab,
  fixtures: FixturesTab,
  stats: StatsTab,
  teams: TeamsTab,
} satisfies Record<string, ComponentType<{ competition: CompetitionDetail }>>

const COMPETITION_TABS = Object.keys(TAB_VIEWS) as (keyof typeof TAB_VIEWS)[]
type CompetitionTab = keyof typeof TAB_VIEWS

/**
 * Each tab's shapes while the competition itself loads, for a league of the usual size (the number of
 * teams comes with the competition).
 */
const TAB_SKELETONS = {
  overview: <OverviewSkeleton />,
  table: <TableSkeleton teams={12} />,
  fixtures: <FixturesSkeleton matches={6} />,
  stats: <StatsSkeleton />,
  teams: <TeamsSkeleton teams={12} />,
} satisfies Record<CompetitionTab, ReactNode>

/** The tab the URL chooses (`?tab=`), the overview by default. */
const readTab = (value: string | null): CompetitionTab =>
  oneOfOr(COMPETITION_TABS, value, 'overview')

/** Managers and co-managers register their team (docs/api/registrations.md, "Who"). */
const MANAGING_ROLES = new Set(['manager', 'co-manager'])

export function CompetitionScreen() {
  const { t } = useTranslation('competitions')
  const params = useParams()
  const id = parsePathId(params.id)
  const validId = id !== null
  const result = useGetCompetitionQuery(id ?? 0, { skip: !validId })
  const [searchParams] = useSearchParams()

  // A 404 on a refetch wins over the data kept from before (the competition is gone).
  if (!validId || !result.data || isNotFound(result.error)) {
    return (
      <DetailPending
        result={result}
        invalidAddress={!validId}
        notFound={{ ...t('detail.notFound', { returnObjects: true }), backTo: '/competitions' }}
        loading={<CompetitionSkeleton tab={readTab(searchParams.get('tab'))} />}
        error={t('detail.error')}
      />
    )
  }
  return <CompetitionView competition={result.data} />
}

/**
 * The page while the competition loads: the way back, the header card with its badge, name and facts
 * line as shapes, the tabs (their names are known) and the chosen tab's shapes.
 */
function CompetitionSkeleton({ tab }: { tab: CompetitionTab }) {
  const { t } = useTranslation('competitions')
  return (
    <Skeleton label={t('detail.loading')} className={detailStyles.page}>
      <Link to="/competitions" className={styles.back}>
        ← {t('detail.back')}
      </Link>
      <header className={`${detailStyles.headerCard} ${styles.header}`} aria-hidden="true">
        <div className={styles.headerMain}>
          <div className={styles.badges}>
            <SkeletonBadge />
          </div>
          <SkeletonLine as="h1" className={styles.title} width="16em" />
          <SkeletonLine className={styles.meta} width="28em" />
        </div>
      </header>
      <SkeletonTabs
        tabs={COMPETITION_TABS.map((value) => ({ value, label: t(`tabs.${value}`) }))}
        value={tab}
      >
        {TAB_SKELETONS[tab]}
      </SkeletonTabs>
    </Skeleton>
  )
}

function CompetitionView({ competition }: { competition: CompetitionDetail }) {
  const { t } = useTranslation('competitions')
  const format = useLeagueFormat()
  const [searchParams, setSearchParams] = useSearchParams()
  const tab = readTab(searchParams.get('tab'))

  const signedIn = useAppSelector(selectIsSignedIn)
  const open = competition.status === 'registration_open'
  const viewer = useGetMeQuery(undefined, { skip: !signedIn || !open })
  const canRegister =
    open && signedIn && viewer.data?.team != null && MANAGING_ROLES.has(viewer.data.team.role)

  const chooseTab = (next: CompetitionTab) => {
    setSearchParams(
      (current) => {
        const nextParams = new URLSearchParams(current)
        if (next === 'overview') nextParams.delete('tab')
        else nextParams.set('tab', next)
        nextParams.delete('matchday')
        return nextParams
      },
      { replace: true },
    )
  }

  return (
    <div className={detailStyles.page}>
      <Link to="/competitions" className={styles.back}>
        ← {t('detail.back')}
      </Link>
      <header className={`${detailStyles.headerCard} ${styles.header}`}>
        <div className={styles.headerMain}>
          <div className={styles.badges}>
            <StatusBadge competition={competition} />
            {competition.premiumOnly ? <PremiumOnlyBadge /> : null}
          </div>
          <h1 className={styles.title}>{competition.name}</h1>
          <p className={styles.meta}>
            {competition.season} · {t(`format.${competition.format}`)} ·{' '}
            {t(`platform.${competition.platform}`)} ·{' '}
            {t('card.dates', {
              start: format.calendarDay(competition.startDate),
              end: format.calendarDay(competition.endDate),
            })}
          </p>
          {competition.champion ? (
            <p className={styles.champion}>
              {t('detail.champion', { team: competition.champion.name })}
            </p>
          ) : null}
        </div>
        {canRegister ? (
          <Link to={`/register-team?competition=${competition.id}`} className={detailStyles.action}>
            {t('detail.register')}
          </Link>
        ) : null}
      </header>

      <Tabs
        label={t('detail.tabsLabel')}
        value={tab}
        onValueChange={chooseTab}
        items={COMPETITION_TABS.map((value) => {
          const View = TAB_VIEWS[value]
          return { value, label: t(`tabs.${value}`), content: <View competition={competition} /> }
        })}
      />
    </div>
  )
}

export default CompetitionScreen
