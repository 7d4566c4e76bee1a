/** Pieces the home page's sections share: the section frame, its load states, crests and matches. */
import type { SerializedError } from '@reduxjs/toolkit'
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'
import { useMemo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { MatchListItem, TeamRef } from '@/api/contracts/competitions'
import { serverMessage } from '@/api/errors'
import { EmptyState } from '@/components/EmptyState'
import { ErrorState } from '@/components/ErrorState'
import { Crest as CompetitionCrest } from '@/features/competitions/parts'
import styles from './HomeScreen.module.css'
import { dateTimeFormat, numberFormat } from '@/lib/intl'

/** A titled block of the page; `action` is a link beside the title ("All competitions"). */
export function HomeSection({
  id,
  title,
  action,
  className,
  children,
}: {
  id: string
  title: ReactNode
  action?: ReactNode
  className?: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className={[styles.section, className].filter(Boolean).join(' ')}>
      <div className={styles.sectionHeader}>
        <h2 id={id}>{title}</h2>
        {action}
      </div>
      {children}
    </section>
  )
}

/** Grey placeholders in the shape of what is coming; the label is what a screen reader hears. */
export function Skeleton({
  label,
  shape,
  count = 3,
}: {
  label: string
  shape: 'card' | 'row'
  count?: number
}) {
  return (
    <div role="status" className={shape === 'card' ? styles.skeletonCards : styles.skeletonRows}>
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <span
          key={index}
          aria-hidden="true"
          className={shape === 'card' ? styles.skeletonCard : styles.skeletonRow}
        />
      ))}
    </div>
  )
}

/** The part of an RTK Query result a section needs to pick its state. */
export interface SectionQuery<T> {
  data?: T
  error?: FetchBaseQueryError | SerializedError
  isLoading: boolean
  isFetching: boolean
  refetch: () => unknown
}

/**
 * Loading, error (with retry), empty or data, explicitly: the skeleton while there is nothing yet,
 * the error only when there is no earlier answer to keep showing.
 */
export function SectionBody<T>({
  query,
  loading,
  error,
  isEmpty,
  empty,
  children,
}: {
  query: SectionQuery<T>
  loading: ReactNode
  error: string
  isEmpty: (data: T) => boolean
  empty: ReactNode
  children: (data: T) => ReactNode
}) {
  const { data } = query
  if (data === undefined) {
    if (query.error && !query.isFetching) {
      return (
        <ErrorState
          message={serverMessage(query.error) ?? error}
          onRetry={() => void query.refetch()}
        />
      )
    }
    return loading
  }
  return isEmpty(data) ? empty : children(data)
}

/** An empty state with only a sentence (and maybe a way forward). */
export function Empty({ children, action }: { children: string; action?: ReactNode }) {
  return <EmptyState title={children} action={action} />
}

/** A team's crest, or its tag on a disc when it has none, in the home page's own look. */
export function Crest(props: { team: Pick<TeamRef, 'crest' | 'tag'>; size?: number }) {
  return (
    <CompetitionCrest
      {...props}
      classes={{ image: styles.crest, fallback: styles.crestFallback }}
    />
  )
}

/**
 * Dates and numbers in the current language, through Intl. Each formatter is built at its first use:
 * a section still loading formats nothing, and the first date formatter of a page is costly (it loads
 * the locale's calendar data: ~20 ms, ~90 ms on a phone), so it must not hold up the first render.
 */
export function useHomeFormat() {
  const { i18n } = useTranslation()
  const language = i18n.language
  return useMemo(() => {
    /** Formats with a formatter fetched from the shared cache at the first call, then kept. */
    const lazily = <F extends { format(value: never): string }>(make: () => F) => {
      let formatter: F | undefined
      return (value: Parameters<F['format']>[0]) => (formatter ??= make()).format(value)
    }
    const date = (options: Intl.DateTimeFormatOptions) =>
      lazily(() => dateTimeFormat(language, options))
    const kickoff = date({
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: 'numeric',
      minute: '2-digit',
    })
    const shortDay = date({ day: 'numeric', month: 'short' })
    const longDay = date({ dateStyle: 'long' })
    // Calendar days (`2026-04-28`) are days, not instants: formatted in UTC so no zone shifts them.
    const calendarDay = date({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
    const rating = lazily(() =>
      numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    )
    return {
      kickoff: (iso: string) => kickoff(new Date(iso)),
      shortDay: (iso: string) => shortDay(new Date(iso)),
      longDay: (iso: string) => longDay(new Date(iso)),
      calendarDay: (day: string) => calendarDay(new Date(`${day}T00:00:00Z`)),
      rating: (value: number) => rating(value),
    }
  }, [language])
}

/** One match: the teams, the score or the kickoff, and its competition and round. */
export function MatchRow({ match }: { match: MatchListItem }) {
  const { t } = useTranslation('home')
  const format = useHomeFormat()
  const played = match.homeScore !== null && match.awayScore !== null
  const round =
    match.stage === 'league'
      ? t('stage.league', { matchday: match.matchday })
      : t(`stage.${match.stage}`)
  const penalties =
    match.homePenalties !== null && match.awayPenalties !== null
      ? t('matches.penalties', { home: match.homePenalties, away: match.awayPenalties })
      : null
  return (
    <div className={styles.match}>
      <div className={styles.matchTeams}>
        <span className={`${styles.matchTeam} ${styles.matchHome}`}>
          <Link to={`/team/${match.home.id}`}>{match.home.name}</Link>
          <Crest team={match.home} />
        </span>
        {played ? (
          <span className={styles.score}>
            {match.homeScore}–{match.awayScore}
          </span>
        ) : (
          <span className={styles.versus}>{t('matches.versus')}</span>
        )}
        <span className={styles.matchTeam}>
          <Crest team={match.away} />
          <Link to={`/team/${match.away.id}`}>{match.away.name}</Link>
        </span>
      </div>
      <p className={styles.matchMeta}>
        <Link to={`/competition/${match.competition.id}`}>{match.competition.name}</Link>
        <span>{round}</span>
        <span>{played ? format.shortDay(match.kickoff) : format.kickoff(match.kickoff)}</span>
        {penalties ? <span>{penalties}</span> : null}
        {match.status === 'forfeit' ? <span>{t('matches.forfeit')}</span> : null}
      </p>
    </div>
  )
}
