import { Trans, useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { ResultEvent } from '@/api/contracts/matches'
import { useLeagueFormat } from '@/lib/useLeagueFormat'
import styles from './match.module.css'

/** One step of the history in words: who did what (their name a link), for which side. */
function EventText({ event }: { event: ResultEvent }) {
  const { t } = useTranslation('match')
  const { actor, kind } = event
  if (kind === 'auto_confirmed' || kind === 'forfeit_awarded') return t(`history.${kind}`)
  if (actor === null) {
    // Staff decisions name their author; one without is the league's own.
    return t(kind === 'edited' ? 'history.editedByLeague' : 'history.resolvedByLeague')
  }
  return (
    <Trans
      t={t}
      i18nKey={`history.${kind}`}
      values={{ actor: actor.username, team: event.team?.name ?? '' }}
      components={{ actor: <Link to={`/profile/${actor.id}`} /> }}
    />
  )
}

/** What happened to the result, oldest first, each step with its time in the reader's zone. */
export function ResultHistory({ history }: { history: ResultEvent[] }) {
  const { t } = useTranslation('match')
  const format = useLeagueFormat()
  if (history.length === 0) return <p className="muted">{t('history.empty')}</p>
  return (
    <ol className={styles.history}>
      {history.map((event, index) => (
        <li key={index} className={styles.event}>
          <EventText event={event} />
          <time className={styles.when} dateTime={event.at}>
            {format.dateTime(event.at)}
          </time>
        </li>
      ))}
    </ol>
  )
}
