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
import { Badge, type BadgeTone } from '@/components/Badge'
import { EmptyState } from '@/components/EmptyState'
import { useGetMeQuery } from '@/api/endpoints/meApi'
import { useGetHomeMatchesQuery } from '@/api/endpoints/homeApi'
import { Crest, Empty, HomeSection, MatchRow, SectionBody, Skeleton } from '@/features/home/parts'
import { useGetMyRegistrationsQuery } from '@/api/endpoints/registrationsApi'
import { DASHBOARD_FIXTURES } from '@/api/endpoints/dashboardApi'
import { useDashboardFormat } from './format'
import home from '@/features/home/HomeScreen.module.css'
import styles from './DashboardScreen.module.css'

export function TeamSection() {
  const { t } = useTranslation('dashboard')
  const me = useGetMeQuery()
  return (
    <HomeSection id="dashboard-team" title={t('team.title')} className={styles.card}>
      <SectionBody
        query={me}
        loading={<Skeleton label={t('team.loading')} shape="row" count={2} />}
        error={t('team.error')}
        isEmpty={(data) => data.team === null}
        empty={<NoTeam freeAgent={me.data?.freeAgent ?? false} />}
      >
        {(data) => (data.team ? <MyTeam team={data.team} /> : null)}
      </SectionBody>
    </HomeSection>
  )
}

function MyTeam({ team }: { team: ProfileTeam }) {
  const { t } = useTranslation('dashboard')
  const { t: tProfile } = useTranslation('profile')
  const format = useDashboardFormat()
  return (
    <>
      <div className={home.invitation}>
        <Crest team={team} size={48} />
        <div>
          <h3 className={styles.itemTitle}>
            <Link to={`/team/${team.id}`}>{team.name}</Link>
          </h3>
          <p className={home.cardMeta}>{team.tag}</p>
        </div>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('team.role')}</dt>
          <dd>{tProfile(`role.${team.role}`)}</dd>
        </div>
        <div>
          <dt>{t('team.number')}</dt>
          <dd>{team.shirtNumber ?? t('team.noNumber')}</dd>
        </div>
        <div>
          <dt>{t('team.since')}</dt>
          <dd>{format.date(team.joinedAt)}</dd>
        </div>
      </dl>
      <Link to={`/team/${team.id}`} className={home.more}>
        {t('team.open')}
      </Link>
    </>
  )
}

/** Without a team: what to do next (find one, start one, or be found). */
function NoTeam({ freeAgent }: { freeAgent: boolean }) {
  const { t } = useTranslation('dashboard')
  return (
    <EmptyState
      title={t('team.none.title')}
      action={
        <ul className={home.invitations}>
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
        </ul>
      }
    >
      <p>{t('team.none.body')}</p>
      {freeAgent ? <p>{t('team.none.freeAgentOn')}</p> : null}
    </EmptyState>
  )
}

export function FixturesSection() {
  const { t } = useTranslation('dashboard')
  const format = useDashboardFormat()
  const me = useGetMeQuery()
  const team = me.data?.team ?? null
  const fixtures = useGetHomeMatchesQuery(
    team ? { status: 'upcoming', teamId: team.id, pageSize: DASHBOARD_FIXTURES } : skipToken,
  )
  const loading = <Skeleton label={t('fixtures.loading')} shape="row" count={2} />
  return (
    <HomeSection id="dashboard-fixtures" title={t('fixtures.title')} className={styles.card}>
      <SectionBody
        query={me}
        loading={loading}
        error={t('fixtures.error')}
        isEmpty={(data) => data.team === null}
        empty={<Empty>{t('fixtures.noTeam')}</Empty>}
      >
        {(data) => (
          <SectionBody
            query={fixtures}
            loading={loading}
            error={t('fixtures.error')}
            isEmpty={(page) => page.items.length === 0}
            empty={<Empty>{t('fixtures.empty', { team: data.team?.name ?? '' })}</Empty>}
          >
            {(page) => (
              <ul className={home.invitations}>
                {page.items.map((match) => (
                  <li key={match.id} className={styles.fixture}>
                    <p className={styles.when}>
                      {t('fixtures.kickoff', { relative: format.relative(match.kickoff) })}
                    </p>
                    <MatchRow match={match} />
                  </li>
                ))}
              </ul>
            )}
          </SectionBody>
        )}
      </SectionBody>
    </HomeSection>
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
    <HomeSection
      id="dashboard-registrations"
      title={t('registrations.title')}
      className={styles.card}
      action={
        <Link to="/register-team" className={home.more}>
          {t('registrations.register')}
        </Link>
      }
    >
      <SectionBody
        query={query}
        loading={<Skeleton label={t('registrations.loading')} shape="row" count={2} />}
        error={t('registrations.error')}
        isEmpty={(data) => data.items.length === 0}
        empty={<Empty>{onTeam ? t('registrations.empty') : t('registrations.noTeam')}</Empty>}
      >
        {(data) => (
          <ul className={home.invitations}>
            {data.items.map((registration) => (
              <RegistrationItem key={registration.id} registration={registration} />
            ))}
          </ul>
        )}
      </SectionBody>
    </HomeSection>
  )
}

function RegistrationItem({ registration }: { registration: Registration }) {
  const { t } = useTranslation('dashboard')
  const format = useDashboardFormat()
  const { competition, status } = registration
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <h3 className={styles.itemTitle}>
          <Link to={`/competition/${competition.id}`}>{competition.name}</Link>
        </h3>
        <Badge tone={REGISTRATION_TONES[status]}>{t(`registrations.status.${status}`)}</Badge>
      </div>
      <p className={home.cardMeta}>
        {registration.team.name} ·{' '}
        {t('registrations.registered', {
          date: format.date(registration.createdAt),
          username: registration.registeredBy.username,
        })}
      </p>
      {registration.waitlistPosition !== null ? (
        <p className={home.cardMeta}>
          {t('registrations.waitlist', {
            position: format.number(registration.waitlistPosition),
          })}
        </p>
      ) : null}
      {registration.reason ? <p className={home.cardMeta}>{registration.reason}</p> : null}
    </li>
  )
}
