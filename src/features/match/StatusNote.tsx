import { useTranslation } from 'react-i18next'
import type { MatchDetail } from '@/api/contracts/matches'
import styles from './match.module.css'

/**
 * What a match that is not final means for the reader: when its line-ups will come, who must answer
 * a report, who settles a dispute, who did not show up. A confirmed match needs no note.
 */
export function StatusNote({ match }: { match: MatchDetail }) {
  const { t } = useTranslation('match')
  const { home, away, history, status } = match
  const other = (teamId: number | undefined) => (teamId === home.team.id ? away.team : home.team)
  const last = history.at(-1)
  switch (status) {
    case 'confirmed':
      return null
    case 'scheduled':
    case 'awaiting_result':
    case 'postponed':
      return <p className={styles.statusNote}>{t(`statusNote.${status}`)}</p>
    case 'awaiting_confirmation':
    case 'disputed': {
      const team = last?.team ?? home.team
      return (
        <p className={styles.statusNote}>
          {t(`statusNote.${status}`, { team: team.name, other: other(team.id).name })}
        </p>
      )
    }
    case 'forfeit': {
      const absent = (home.score ?? 0) < (away.score ?? 0) ? home.team : away.team
      return (
        <p className={styles.statusNote}>
          {t('statusNote.forfeit', { team: absent.name, winner: other(absent.id).name })}
        </p>
      )
    }
  }
}
