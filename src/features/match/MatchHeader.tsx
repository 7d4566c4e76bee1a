import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { MatchDetail, MatchPageStatus } from '@/api/contracts/matches'
import { Badge, type BadgeTone } from '@/components/Badge'
import { Crest } from '@/components/Crest'
import detailStyles from '@/components/DetailPage.module.css'
import { shootOutHomeAway } from '@/lib/results'
import { useLeagueFormat } from '@/lib/useLeagueFormat'
import styles from './match.module.css'

/** The scoreboard's id: a decision on the result brings the reader back to it (useFocusAfterDecision). */
const MATCH_HEADING_ID = 'match-scoreboard'

/**
 * When the match's status changes under the reader (their confirmation, staff's decision) the buttons
 * they used leave the page and focus falls to the body: it goes to the scoreboard instead, which
 * reads the result as it now stands. Focus that is still somewhere is left where it is.
 */
export function useFocusAfterDecision(status: MatchPageStatus | null): void {
  const previous = useRef(status)
  useEffect(() => {
    const before = previous.current
    previous.current = status
    // The page's arrival (no status before) is not a decision: focus stays where the reader is.
    if (before === null || before === status) return
    if (document.activeElement === document.body || document.activeElement === null) {
      document.getElementById(MATCH_HEADING_ID)?.focus()
    }
  }, [status])
}

/** A status's colour by meaning: final is done, contested is a warning, the rest are states. */
const STATUS_TONES: Record<MatchPageStatus, BadgeTone> = {
  scheduled: 'neutral',
  awaiting_result: 'accent',
  awaiting_confirmation: 'accent',
  disputed: 'danger',
  confirmed: 'success',
  forfeit: 'neutral',
  postponed: 'neutral',
}

/**
 * The scoreboard: both teams around the score (or "v" before there is one) as the page's heading,
 * then the competition and round, the kick-off in the reader's time zone with the zone named, the
 * status, and a shoot-out's figures with who went through.
 */
export function MatchHeader({ match }: { match: MatchDetail }) {
  const { t } = useTranslation('match')
  const { t: common } = useTranslation()
  const format = useLeagueFormat()
  const { home, away } = match
  const scored = home.score !== null && away.score !== null
  const round =
    match.stage === 'league'
      ? common('match.stage.league', { matchday: match.matchday })
      : common(`match.stage.${match.stage}`)
  const shootOut = shootOutHomeAway({
    home: home.team,
    away: away.team,
    homePenalties: home.penalties,
    awayPenalties: away.penalties,
  })
  return (
    <header className={`${detailStyles.headerCard} ${styles.header}`}>
      <p className={styles.context}>
        <Link to={`/competition/${match.competition.id}`}>{match.competition.name}</Link>
        <span>{round}</span>
      </p>
      <h1 id={MATCH_HEADING_ID} tabIndex={-1} className={styles.scoreboard}>
        <span className={styles.side}>
          <Crest team={home.team} size={56} />
          <Link to={`/team/${home.team.id}`}>{home.team.name}</Link>
        </span>
        {scored ? (
          <span className={styles.score}>
            {home.score}–{away.score}
          </span>
        ) : (
          <span className={styles.versus}>{common('match.versus')}</span>
        )}
        <span className={styles.side}>
          <Crest team={away.team} size={56} />
          <Link to={`/team/${away.team.id}`}>{away.team.name}</Link>
        </span>
      </h1>
      {shootOut ? <p className={styles.note}>{common('match.penalties', shootOut)}</p> : null}
      <p className={styles.facts}>
        <span>
          {t('kickoff')}: <time dateTime={match.kickoff}>{format.fullKickoff(match.kickoff)}</time>
        </span>
        <Badge tone={STATUS_TONES[match.status]}>{t(`status.${match.status}`)}</Badge>
      </p>
    </header>
  )
}
