/**
 * The dashboard's team sections, from the shared GET /api/me: my team and role (or, without a team,
 * the ways to find or start one), its next fixtures (GET /api/matches?status=upcoming&teamId=…) and
 * its registrations (GET /api/me/registrations).
 */
import { skipToken } from '@reduxjs/toolkit/query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { ProfileTeam } from '@/api/contracts/players'
import type { Registration, RegistrationStatus } from '@/api/contracts/registrations'
import { Badge, SkeletonBadge, type BadgeTone } from '@/components/Badge'
import { EmptyState } from '@/components/EmptyState'
import { useGetMeQuery } from '@/api/endpoints/meApi'
import { useGetHomeMatchesQuery } from '@/api/endpoints/homeApi'
import { Crest } from '@/components/Crest'
import { EmptyLine, QueryBody } from '@/components/QueryBody'
import { DashboardSection } from './DashboardSection'
import { ItemList, MetaLine, Section, SectionLink } from '@/components/Section'
import { MatchRow, SkeletonMatchRows } from '@/components/MatchRow'
import { Skeleton, SkeletonLine, SkeletonList, SkeletonMedia } from '@/components/Skeleton'
import { useGetMyRegistrationsQuery } from '@/api/endpoints/registrationsApi'
import { DASHBOARD_FIXTURES } from '@/api/endpoints/dashboardApi'
import { useLeagueFormat } from '@/lib/useLeagueFormat'
import styles from './DashboardScreen.module.css'
import { Fact } from '@/components/Fact'

export function TeamSection() {
  const me = useGetMeQuery()
  return (
    <DashboardSection
      name="team"
      query={me}
      skeleton={<MyTeamSkeleton />}
      isEmpty={(data) => data.team === null}
      empty={<NoTeam freeAgent={me.data?.freeAgent ?? false} />}
    >
      {(data) => (data.team ? <MyTeam team={data.team} /> : null)}
    </DashboardSection>
  )
}

function MyTeam({ team }: { team: ProfileTeam }) {
  const { t } = useTranslation('dashboard')
  const { t: tProfile } = useTranslation('profile')
  const format = useLeagueFormat()
  return (
    <>
      <div className={styles.teamRow}>
        <Crest team={team} look="plain" size={48} />
        <div>
          <h3 className={styles.itemTitle}>
            <Link to={`/team/${team.id}`}>{team.name}</Link>
          </h3>
          <MetaLine>{team.tag}</MetaLine>
        </div>
      </div>
      <dl className={styles.facts}>
        <Fact term={t('team.role')}>{tProfile(`role.${team.role}`)}</Fact>
        <Fact term={t('team.number')}>{team.shirtNumber ?? t('team.noNumber')}</Fact>
        <Fact term={t('team.since')}>{format.longDay(team.joinedAt)}</Fact>
      </dl>
      <SectionLink to={`/team/${team.id}`}>{t('team.open')}</SectionLink>
    </>
  )
}

/** The team's row (crest, name, tag), its three facts and the link, as shapes. */
function MyTeamSkeleton() {
  return (
    <div className={styles.skeletonBody} aria-hidden="true">
      <div className={styles.teamRow}>
        <SkeletonMedia size={48} radius="md" as="div">
          <SkeletonLine as="h3" className={styles.itemTitle} width="10em" />
          <SkeletonLine as={MetaLine} width="3em" />
        </SkeletonMedia>
      </div>
      <div className={styles.facts}>
        {['4em', '2em', '9em'].map((width, index) => (
          <div key={index}>
            <SkeletonLine className={styles.factTerm} width="5em" />
            <SkeletonLine className={styles.factValue} width={width} />
          </div>
        ))}
      </div>
      <SkeletonLine className={styles.more} width="10em" />
    </div>
  )
}

/** Without a team: what to do next (find one, start one, or be found). */
function NoTeam({ freeAgent }: { freeAgent: boolean }) {
  const { t } = useTranslation('dashboard')
  return (
    <EmptyState
      title={t('team.none.title')}
      action={
        <ItemList>
          <li>
            <Link to="/competitions">{t('team.none.browse')}</Link>
          </li>
          <li>
            <Link to="/players?freeAgent=true">{t('team.none.players')}</Link>
          </li>
          <li>
            <Link to="/create-team">{t('team.none.create')}</Link>
          </li>
          <li>
            <Link to="/edit-profile">
              {freeAgent ? t('team.none.editFreeAgent') : t('team.none.freeAgent')}
            </Link>
          </li>
        </ItemList>
      }
    >
      <p>{t('team.none.body')}</p>
      {freeAgent ? <p>{t('team.none.freeAgentOn')}</p> : null}
    </EmptyState>
  )
}

export function FixturesSection() {
  const { t } = useTranslation('dashboard')
  const format = useLeagueFormat()
  const me = useGetMeQuery()
  const team = me.data?.team ?? null
  const fixtures = useGetHomeMatchesQuery(
    team ? { status: 'upcoming', teamId: team.id, pageSize: DASHBOARD_FIXTURES } : skipToken,
  )
  const loading = (
    <Skeleton label={t('fixtures.loading')} className={styles.skeletonBody}>
      {Array.from({ length: DASHBOARD_FIXTURES }, (_, index) => (
        <div key={index} className={styles.fixture} aria-hidden="true">
          <SkeletonLine className={styles.when} width="9em" />
          <SkeletonMatchRows count={1} />
        </div>
      ))}
    </Skeleton>
  )
  return (
    <Section id="dashboard-fixtures" title={t('fixtures.title')} className={styles.card}>
      <QueryBody
        query={me}
        loading={loading}
        error={t('fixtures.error')}
        isEmpty={(data) => data.team === null}
        empty={<EmptyLine>{t('fixtures.noTeam')}</EmptyLine>}
      >
        {(data) => (
          <QueryBody
            query={fixtures}
            loading={loading}
            error={t('fixtures.error')}
            isEmpty={(page) => page.items.length === 0}
            empty={<EmptyLine>{t('fixtures.empty', { team: data.team?.name ?? '' })}</EmptyLine>}
          >
            {(page) => (
              <ItemList>
                {page.items.map((match) => (
                  <li key={match.id} className={styles.fixture}>
                    <p className={styles.when}>
                      {t('fixtures.kickoff', { relative: format.relative(match.kickoff) })}
                    </p>
                    <MatchRow match={match} />
                  </li>
                ))}
              </ItemList>
            )}
          </QueryBody>
        )}
      </QueryBody>
    </Section>
  )
}

const REGISTRATION_TONES: Record<RegistrationStatus, BadgeTone> = {
  pending: 'accent',
  accepted: 'success',
  waitlisted: 'neutral',
  rejected: 'danger',
}

export function RegistrationsSection() {
  const { t } = useTranslation('dashboard')
  const onTeam = Boolean(useGetMeQuery().data?.team)
  const query = useGetMyRegistrationsQuery()
  return (
    <DashboardSection
      name="registrations"
      query={query}
      skeleton={<RegistrationsSkeleton />}
      empty={onTeam ? undefined : <EmptyLine>{t('registrations.noTeam')}</EmptyLine>}
      action={<SectionLink to="/register-team">{t('registrations.register')}</SectionLink>}
    >
      {(data) => (
        <ItemList>
          {data.items.map((registration) => (
            <RegistrationItem key={registration.id} registration={registration} />
          ))}
        </ItemList>
      )}
    </DashboardSection>
  )
}

/** Registrations as shapes: the competition's name and its badge, then the line under them. */
function RegistrationsSkeleton() {
  return (
    <SkeletonList count={3} className={styles.skeletonList} itemClassName={styles.item}>
      {() => (
        <>
          <div className={styles.itemHead}>
            <SkeletonLine as="h3" className={styles.itemTitle} width="14em" />
            <SkeletonBadge width="4.5em" />
          </div>
          <SkeletonLine as={MetaLine} width="20em" />
        </>
      )}
    </SkeletonList>
  )
}

function RegistrationItem({ registration }: { registration: Registration }) {
  const { t } = useTranslation('dashboard')
  const format = useLeagueFormat()
  const { competition, status } = registration
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <h3 className={styles.itemTitle}>
          <Link to={`/competition/${competition.id}`}>{competition.name}</Link>
        </h3>
        <Badge tone={REGISTRATION_TONES[status]}>{t(`registrations.status.${status}`)}</Badge>
      </div>
      <MetaLine>
        {registration.team.name} ·{' '}
        {t('registrations.registered', {
          date: format.longDay(registration.createdAt),
          username: registration.registeredBy.username,
        })}
      </MetaLine>
      {registration.waitlistPosition !== null ? (
        <MetaLine>
          {t('registrations.waitlist', {
            position: format.number(registration.waitlistPosition),
          })}
        </MetaLine>
      ) : null}
      {registration.reason ? <MetaLine>{registration.reason}</MetaLine> : null}
    </li>
  )
}
