import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { MatchDetail } from '@/api/contracts/matches'
import styles from './match.module.css'

/**
 * The goals in the order they were scored: the minute in the middle, the scorer (and who assisted)
 * on the side of the team the goal counts for, as a match report reads.
 */
export function MatchGoals({ match }: { match: MatchDetail }) {
  const { t } = useTranslation('match')
  if (match.goals.length === 0) return <p className="muted">{t('goals.none')}</p>
  const teams = new Map([match.home.team, match.away.team].map((team) => [team.id, team]))
  return (
    <ol className={styles.goals}>
      {match.goals.map((goal, index) => {
        const atHome = goal.teamId === match.home.team.id
        return (
          <li key={index} className={styles.goal}>
            <span className={styles.minute}>
              <span aria-hidden="true">{t('goals.minute', { minute: goal.minute })}</span>
              <span className="visually-hidden">
                {t('goals.minuteSpoken', { minute: goal.minute })}
              </span>
            </span>
            <span className={atHome ? styles.homeGoal : styles.awayGoal}>
              <span className="visually-hidden">
                {t('goals.goalFor', { team: teams.get(goal.teamId)?.name })}:{' '}
              </span>
              <Link to={`/profile/${goal.scorer.id}`}>{goal.scorer.username}</Link>
              {goal.assist ? (
                <span className={styles.assist}>
                  {t('goals.assist', { player: goal.assist.username })}
                </span>
              ) : null}
            </span>
          </li>
        )
      })}
    </ol>
  )
}
