/**
 * /match/{id}: one match. The scoreboard (teams, score, shoot-out, competition and round, kick-off in
 * the reader's time zone, status); for a match that is not final, who acts next, each side's account
 * and what the reader may do (report, confirm or dispute, settle); the goals in order; both line-ups
 * with each player's rating and the numbers of their position; the result's history. An id that names
 * no match is a not-found state with the way back to the competitions.
 */
import { useTranslation } from 'react-i18next'
import detailStyles from '@/components/DetailPage.module.css'
import { TitledSection } from '@/components/TitledSection'
import { Lineups } from './Lineups'
import { MatchGoals } from './MatchGoals'
import { MatchHeader, useFocusAfterDecision } from './MatchHeader'
import { MatchSkeleton } from './MatchSkeleton'
import { ResultHistory } from './ResultHistory'
import { ResultSection } from './ResultSection'
import { StatusNote } from './StatusNote'
import { useMatchPage } from './useMatchPage'
import styles from './match.module.css'

export function MatchScreen() {
  const { t } = useTranslation('match')
  const page = useMatchPage(<MatchSkeleton />)
  useFocusAfterDecision('match' in page ? page.match.status : null)
  if ('pending' in page) return page.pending
  const { match } = page
  const played = match.home.lineup.length > 0 || match.away.lineup.length > 0
  return (
    <div className={detailStyles.page}>
      <MatchHeader match={match} />
      <StatusNote match={match} />
      <ResultSection match={match} />
      {played ? (
        <>
          <TitledSection className={styles.section} title={t('goals.title')}>
            <MatchGoals match={match} />
          </TitledSection>
          <TitledSection className={styles.section} title={t('lineups.title')}>
            <Lineups home={match.home} away={match.away} />
          </TitledSection>
        </>
      ) : null}
      <TitledSection className={styles.section} title={t('history.title')}>
        <ResultHistory history={match.history} />
      </TitledSection>
    </div>
  )
}

export default MatchScreen
