import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { MatchListItem } from '@/api/contracts/competitions'
import { shootOutHomeAway } from '@/lib/results'
import { useLeagueFormat } from '@/lib/useLeagueFormat'
import { Crest } from './Crest'
import { MatchLink } from './MatchLink'
import { SkeletonBlock, SkeletonText } from './Skeleton'
import styles from './MatchRow.module.css'

/** A list of MatchRows. */
export function MatchList({ children }: { children: ReactNode }) {
  return <ul className={styles.matches}>{children}</ul>
}

/** One match: the teams, the score or the kickoff, and its competition and round. */
export function MatchRow({
  match,
}: {
  /** The match as the API lists it: a score once played, a kickoff time before. */
  match: MatchListItem
}) {
  const { t } = useTranslation()
  const format = useLeagueFormat()
  const played = match.homeScore !== null && match.awayScore !== null
  const round =
    match.stage === 'league'
      ? t('match.stage.league', { matchday: match.matchday })
      : t(`match.stage.${match.stage}`)
  const shootOut = shootOutHomeAway(match)
  const penalties = shootOut ? t('match.penalties', shootOut) : null
  const names = { home: match.home.name, away: match.away.name }
  return (
    <div className={styles.match}>
      <div className={styles.matchTeams}>
        <span className={`${styles.matchTeam} ${styles.matchHome}`}>
          <Link to={`/team/${match.home.id}`}>{match.home.name}</Link>
          <Crest team={match.home} look="plain" />
        </span>
        {played ? (
          <MatchLink matchId={match.id} teams={names} className={styles.score}>
            {match.homeScore}–{match.awayScore}
          </MatchLink>
        ) : (
          <MatchLink matchId={match.id} teams={names} className={styles.versus}>
            {t('match.versus')}
          </MatchLink>
        )}
        <span className={styles.matchTeam}>
          <Crest team={match.away} look="plain" />
          <Link to={`/team/${match.away.id}`}>{match.away.name}</Link>
        </span>
      </div>
      <p className={styles.matchMeta}>
        <Link to={`/competition/${match.competition.id}`}>{match.competition.name}</Link>
        <span>{round}</span>
        <span>{played ? format.shortDay(match.kickoff) : format.kickoff(match.kickoff)}</span>
        {penalties ? <span>{penalties}</span> : null}
        {match.status === 'forfeit' ? <span>{t('match.forfeit')}</span> : null}
      </p>
    </div>
  )
}

/**
 * MatchRows still to come, as shapes: each as tall as a match (the two sides with their crests around
 * the score, then the competition's line), in the list's own spacing. A shape: hidden from assistive
 * tech, inside a Skeleton region that says what is loading.
 */
export function SkeletonMatchRows({
  count,
}: {
  /** How many matches: as many as the list will hold. */
  count: number
}) {
  return (
    <ul className={styles.matches} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={styles.match}>
          <div className={styles.matchTeams}>
            <span className={`${styles.matchTeam} ${styles.matchHome}`}>
              <SkeletonText inline width="8em" />
              <SkeletonBlock width={24} height={24} radius="full" />
            </span>
            <span className={styles.versus}>
              <SkeletonText inline width="1.5em" />
            </span>
            <span className={styles.matchTeam}>
              <SkeletonBlock width={24} height={24} radius="full" />
              <SkeletonText inline width="8em" />
            </span>
          </div>
          <p className={styles.matchMeta}>
            <SkeletonText inline width="18em" />
          </p>
        </li>
      ))}
    </ul>
  )
}
