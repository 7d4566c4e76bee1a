/**
 * /register-team (issue 5): a manager or co-manager chooses a competition open for registration
 * (`?competition=`, the link of the competition page's "Register a team"), sees each eligibility
 * check of their team passed or failed with its reason, and registers it (pending, or waitlisted
 * when the competition is full). Below, the team's registrations with their status; pending and
 * waitlisted ones can be withdrawn. A player who manages no team is told why and who does; a player
 * without a team is offered to create one. A player belongs to one team at most, so "a team I
 * manage" is the team from the shared GET /api/me.
 */
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { ProfileTeam } from '@/api/contracts/players'
import type { Registration } from '@/api/contracts/registrations'
import { EmptyState } from '@/components/EmptyState'
import { ErrorState } from '@/components/ErrorState'
import { RegisterTeamSkeleton } from './skeletons'
import { useGetMeQuery } from '@/api/endpoints/meApi'
import { useGetTeamQuery } from '@/api/endpoints/teamsApi'
import { CompetitionPicker } from './CompetitionPicker'
import { EligibilitySection } from './EligibilitySection'
import { MyRegistrations } from './MyRegistrations'
import { useGetOpenCompetitionsQuery } from '@/api/endpoints/registrationsApi'
import { NarrowPage } from '@/components/NarrowPage'
import { useSearchParams } from '@/lib/searchParams'
import styles from './RegisterTeamScreen.module.css'

/** Managers and co-managers register their team (docs/api/registrations.md, "Who"). */
const MANAGING_ROLES = new Set(['manager', 'co-manager'])

function parseId(value: string | null): number | null {
  const id = Number(value)
  return value !== null && Number.isInteger(id) && id > 0 ? id : null
}

/** A player on the team who does not manage it: who does. */
function NotManager({ team }: { team: ProfileTeam }) {
  const { t } = useTranslation('teamRegistration')
  // The team, for the names of its managers (shown to a player who cannot register it).
  const detail = useGetTeamQuery(team.id)
  const managers = detail.data?.team.managers ?? []
  return (
    <section className={styles.notice} aria-labelledby="not-manager">
      <h2 id="not-manager" className={styles.noticeTitle}>
        {t('notManager.title', { team: team.name })}
      </h2>
      <p>{t('notManager.body', { team: team.name })}</p>
      {detail.isLoading ? <p>{t('notManager.managersLoading')}</p> : null}
      {managers.length ? (
        <>
          <p>{t('notManager.managers')}</p>
          <ul className={styles.managers}>
            {managers.map((manager) => (
              <li key={manager.id}>
                <Link to={`/profile/${manager.id}`}>
                  {t(`notManager.role.${manager.role}`, { username: manager.username })}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}

function ManagerView({ team }: { team: ProfileTeam }) {
  const { t } = useTranslation('teamRegistration')
  const [searchParams, setSearchParams] = useSearchParams()
  const competitions = useGetOpenCompetitionsQuery()
  const [announcement, setAnnouncement] = useState('')
  const announcementRef = useRef<HTMLDivElement>(null)
  const chosenId = parseId(searchParams.get('competition'))
  const chosen = competitions.data?.items.find((competition) => competition.id === chosenId)

  const choose = (id: number) => {
    setAnnouncement('')
    setSearchParams((params) => {
      params.set('competition', String(id))
      return params
    })
  }

  // The button or card that was used goes away: the focus moves to what happened.
  const announce = (text: string) => {
    setAnnouncement(text)
    requestAnimationFrame(() => announcementRef.current?.focus())
  }

  const announceRegistered = (registration: Registration) =>
    announce(
      registration.status === 'waitlisted'
        ? t('submit.waitlisted', {
            team: registration.team.name,
            competition: registration.competition.name,
            position: registration.waitlistPosition ?? 1,
          })
        : t('submit.pending', {
            team: registration.team.name,
            competition: registration.competition.name,
          }),
    )

  const announceWithdrawn = (registration: Registration) =>
    announce(
      t('mine.withdrawn', {
        team: registration.team.name,
        competition: registration.competition.name,
      }),
    )

  return (
    <>
      <p className={styles.team}>
        <span className={styles.teamLabel}>{t('team.label')}</span>{' '}
        <Link to={`/team/${team.id}`}>{t('team.value', { team: team.name, tag: team.tag })}</Link>
      </p>
      <div
        ref={announcementRef}
        role="status"
        tabIndex={-1}
        className={announcement ? styles.success : undefined}
      >
        {announcement}
      </div>
      <CompetitionPicker
        competitions={competitions.data?.items}
        isLoading={competitions.isLoading}
        isError={competitions.isError}
        onRetry={() => void competitions.refetch()}
        chosenId={chosenId}
        onChoose={choose}
      />
      {chosen ? (
        <EligibilitySection
          key={chosen.id}
          competition={chosen}
          team={team}
          onRegistered={announceRegistered}
        />
      ) : null}
      <MyRegistrations onWithdrawn={announceWithdrawn} />
    </>
  )
}

export function RegisterTeamScreen() {
  const { t } = useTranslation('teamRegistration')
  const me = useGetMeQuery()
  const team = me.data?.team ?? null

  let body
  if (me.isLoading) body = <RegisterTeamSkeleton />
  else if (me.isError || !me.data)
    body = <ErrorState message={t('loadError')} onRetry={() => void me.refetch()} />
  else if (!team)
    body = (
      <EmptyState
        title={t('noTeam.title')}
        action={
          <Link to="/create-team" className={styles.primaryLink}>
            {t('noTeam.create')}
          </Link>
        }
      >
        {t('noTeam.body')}
      </EmptyState>
    )
  else if (!MANAGING_ROLES.has(team.role))
    body = (
      <>
        <NotManager team={team} />
        <MyRegistrations onWithdrawn={() => undefined} />
      </>
    )
  else body = <ManagerView team={team} />

  return (
    <NarrowPage title={t('title')} lead={t('lead')}>
      {body}
    </NarrowPage>
  )
}

export default RegisterTeamScreen
