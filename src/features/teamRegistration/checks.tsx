/**
 * The eligibility checklist: each of the eight checks as passed, failed or (capacity, which only
 * waitlists) a warning, with an icon and a word as well as a colour, and the reason worded here from
 * the check's `details` (numbers, dates and names in the reader's language).
 */
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { EligibilityCheck } from '@/api/contracts/registrations'
import { useLeagueFormat } from '@/lib/useLeagueFormat'
import styles from './RegisterTeamScreen.module.css'

type Outcome = 'passed' | 'failed' | 'warning'

const outcomeOf = (check: EligibilityCheck): Outcome =>
  check.passed ? 'passed' : check.blocking ? 'failed' : 'warning'

function OutcomeIcon({ outcome }: { outcome: Outcome }) {
  const path =
    outcome === 'passed'
      ? 'M5 12.5l4.5 4.5L19 7.5'
      : outcome === 'failed'
        ? 'M7 7l10 10M17 7L7 17'
        : 'M12 7v6M12 16.5v.5'
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="11" />
      <path d={path} />
    </svg>
  )
}

/** The reason of a check, worded from its details. */
function useReason() {
  const { t } = useTranslation('teamRegistration')
  const format = useLeagueFormat()
  const platformName = (platform: 'playstation' | 'xbox' | 'pc') => t(`platforms.${platform}`)

  return (check: EligibilityCheck): string => {
    switch (check.check) {
      case 'registration_open':
        if (check.passed) return t('checks.reasons.open')
        return check.details.status === 'finished'
          ? t('checks.reasons.closedFinished')
          : t('checks.reasons.closedInProgress')
      case 'before_deadline':
        return t(check.passed ? 'checks.reasons.beforeDeadline' : 'checks.reasons.afterDeadline', {
          date: format.dateTime(check.details.deadline),
        })
      case 'not_registered':
        return check.details.status
          ? t(`checks.reasons.registered.${check.details.status}`)
          : t('checks.reasons.notRegistered')
      case 'roster_size': {
        const { count, min, max } = check.details
        const values = { count, min: format.number(min), max: format.number(max) }
        if (count < min) return t('checks.reasons.rosterSmall', values)
        if (count > max) return t('checks.reasons.rosterBig', values)
        return t('checks.reasons.rosterFits', values)
      }
      case 'platform': {
        const { platform, teamPlatform, players } = check.details
        if (teamPlatform !== platform)
          return t('checks.reasons.teamPlatform', {
            platform: platformName(platform),
            teamPlatform: platformName(teamPlatform),
          })
        if (players.length)
          return t('checks.reasons.playersPlatform', {
            platform: platformName(platform),
            players: format.list(
              players.map((player) => `${player.username} (${platformName(player.platform)})`),
            ),
          })
        return t('checks.reasons.platformFits', { platform: platformName(platform) })
      }
      case 'no_suspensions': {
        const { players } = check.details
        if (!players.length) return t('checks.reasons.noSuspensions')
        const named = players.map((player) =>
          player.sanction === 'match_ban'
            ? t('checks.reasons.matchBan', {
                player: player.username,
                count: player.matchesRemaining,
              })
            : t('checks.reasons.competitionBan', {
                player: player.username,
                date: format.day(player.expiresAt),
              }),
        )
        return t('checks.reasons.suspensions', { players: format.list(named) })
      }
      case 'premium': {
        const { required, premium } = check.details
        if (!required) return t('checks.reasons.premiumNotRequired')
        return premium ? t('checks.reasons.premiumHeld') : t('checks.reasons.premiumMissing')
      }
      case 'capacity': {
        const values = {
          accepted: format.number(check.details.accepted),
          maxTeams: format.number(check.details.maxTeams),
        }
        return t(check.passed ? 'checks.reasons.roomLeft' : 'checks.reasons.full', values)
      }
    }
  }
}

export function EligibilityChecklist({
  checks,
  label,
}: {
  checks: EligibilityCheck[]
  label: string
}) {
  const { t } = useTranslation('teamRegistration')
  const reason = useReason()
  return (
    <ul className={styles.checklist} aria-label={label}>
      {checks.map((check) => {
        const outcome = outcomeOf(check)
        return (
          <li key={check.check} className={styles.check} data-outcome={outcome}>
            <OutcomeIcon outcome={outcome} />
            <div className={styles.checkText}>
              <p className={styles.checkName}>
                {t(`checks.names.${check.check}`)}
                <span className={styles.checkOutcome}>{t(`checks.${outcome}`)}</span>
              </p>
              <p className={styles.checkReason}>{reason(check)}</p>
              {check.check === 'premium' && !check.passed ? (
                <Link to="/premium" className={styles.inlineLink}>
                  {t('checks.premiumLink')}
                </Link>
              ) : null}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
