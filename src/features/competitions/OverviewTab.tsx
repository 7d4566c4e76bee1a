/** The overview tab: about, format, dates and match nights, rosters, rules, tiebreakers and prizes. */
import type { ReactNode } from 'react'
import { useNow } from '@/lib/now'
import { useTranslation } from 'react-i18next'
import type { CompetitionDetail } from '@/api/contracts/competitions'
import { formatTimeOfDay, formatTimeZone, formatWeekdays, matchNightKickoffs } from './format'
import { useLeagueFormat } from '@/lib/useLeagueFormat'
import styles from './CompetitionScreen.module.css'
import { Fact } from '@/components/Fact'
import { SkeletonLine, SkeletonText } from '@/components/Skeleton'

export function OverviewTab({ competition }: { competition: CompetitionDetail }) {
  const { t } = useTranslation('competitions')
  const format = useLeagueFormat()
  const knockout = competition.format === 'cup'

  return (
    <div className={styles.overview}>
      <section className={styles.section} aria-labelledby="overview-about">
        <h2 id="overview-about">{t('overview.about')}</h2>
        <p>{competition.description}</p>
        <dl className={styles.factList}>
          <Fact className={styles.fact} term={t('overview.format')}>
            {t(`format.${competition.format}`)}.{' '}
            {knockout ? t('overview.knockout') : t(`overview.legs_${competition.legs}`)}
            {competition.playoffTeams
              ? ` ${t('overview.playoffTeams', { count: competition.playoffTeams })}`
              : null}
          </Fact>
          <Fact className={styles.fact} term={t('overview.teams')}>
            {t('card.teams', {
              registered: competition.registeredTeams,
              max: competition.maxTeams,
            })}
          </Fact>
          <Fact className={styles.fact} term={t('overview.roster')}>
            {t('overview.rosterValue', { min: competition.rosterMin, max: competition.rosterMax })}
          </Fact>
          {competition.counts.matches > 0 ? (
            <Fact className={styles.fact} term={t('overview.progress')}>
              {t('overview.progressValue', {
                played: format.number(competition.counts.matchesPlayed),
                matches: format.number(competition.counts.matches),
                goals: format.number(competition.counts.goals),
              })}
            </Fact>
          ) : null}
        </dl>
      </section>

      <section className={styles.section} aria-labelledby="overview-dates">
        <h2 id="overview-dates">{t('overview.dates')}</h2>
        <dl className={styles.factList}>
          <Fact className={styles.fact} term={t('overview.registrationDeadline')}>
            <time dateTime={competition.registrationDeadline}>
              {format.dateTime(competition.registrationDeadline)}
            </time>
          </Fact>
          <Fact className={styles.fact} term={t('overview.start')}>
            {format.calendarDay(competition.startDate)}
          </Fact>
          <Fact className={styles.fact} term={t('overview.end')}>
            {format.calendarDay(competition.endDate)}
          </Fact>
          <MatchNights competition={competition} readerZone={format.timeZone} />
        </dl>
      </section>

      <section className={styles.section} aria-labelledby="overview-tiebreakers">
        <h2 id="overview-tiebreakers">{t('overview.tiebreakers')}</h2>
        <p>{t('overview.tiebreakersLead')}</p>
        <ol className={styles.orderedList}>
          {competition.tiebreakers.map((tiebreaker) => (
            <li key={tiebreaker}>{t(`tiebreaker.${tiebreaker}`)}</li>
          ))}
        </ol>
      </section>

      <section className={styles.section} aria-labelledby="overview-prizes">
        <h2 id="overview-prizes">{t('overview.prizes')}</h2>
        {competition.prizes.length === 0 ? (
          <p>{t('overview.noPrizes')}</p>
        ) : (
          <dl className={styles.factList}>
            {competition.prizes.map((prize) => (
              <Fact key={prize.place} className={styles.fact} term={t(`prize.${prize.place}`)}>
                {prize.reward}
              </Fact>
            ))}
          </dl>
        )}
      </section>

      <section className={`${styles.section} ${styles.wide}`} aria-labelledby="overview-rules">
        <h2 id="overview-rules">{t('overview.rules')}</h2>
        {/* The API answers the rules in the reader's language, like the about and the prizes. */}
        <div className={styles.rules}>{renderRules(competition.rules)}</div>
      </section>
    </div>
  )
}

/**
 * The match nights and the usual kick-off in the reader's zone, like every time in the app. Where the
 * league's own clock reads otherwise (another zone), its schedule follows as the league announces it,
 * so a rule like "Tuesdays at 8:30 PM Eastern" is still recognisable.
 */
function MatchNights({
  competition,
  readerZone,
}: {
  competition: CompetitionDetail
  readerZone: string
}) {
  const { t, i18n } = useTranslation('competitions')
  const language = i18n.language
  const kickoffs = matchNightKickoffs(competition, useNow())
  const first = kickoffs[0]
  if (first === undefined) return null
  const clockIn = (zone: string) => ({
    nights: formatWeekdays(kickoffs, language, zone),
    time: formatTimeOfDay(first, language, zone, false),
  })
  const reader = clockIn(readerZone)
  const league = clockIn(competition.timeZone)
  const sameClock = reader.nights === league.nights && reader.time === league.time
  return (
    <>
      <Fact className={styles.fact} term={t('overview.matchNights')}>
        {reader.nights}
      </Fact>
      <Fact className={styles.fact} term={t('overview.kickoff')}>
        {formatTimeOfDay(first, language, readerZone)}
      </Fact>
      {sameClock ? null : (
        <Fact className={styles.fact} term={t('overview.leagueTime')}>
          {t('overview.leagueTimeValue', {
            ...league,
            zone: formatTimeZone(competition.timeZone, language),
          })}
        </Fact>
      )}
    </>
  )
}

/**
 * The overview while the competition loads: its first two sections (about, dates) with their
 * headings, a paragraph's lines and their facts, as tall as the usual ones.
 */
export function OverviewSkeleton() {
  const { t } = useTranslation('competitions')
  const facts = (widths: string[]) => (
    <div className={styles.factList}>
      {widths.map((width, index) => (
        <div key={index} className={styles.fact}>
          <SkeletonLine className={styles.factTerm} width="9em" />
          <SkeletonText width={width} />
        </div>
      ))}
    </div>
  )
  return (
    <div className={styles.overview} aria-hidden="true">
      <div className={styles.section}>
        <h2>{t('overview.about')}</h2>
        <SkeletonLine lines={2} width="45%" />
        {facts(['90%', '30%', '35%', '60%'])}
      </div>
      <div className={styles.section}>
        <h2>{t('overview.dates')}</h2>
        {facts(['45%', '30%', '30%', '40%', '45%'])}
      </div>
    </div>
  )
}

/** The league's rules text: `## Heading` lines, `- ` items, paragraphs between blank lines. */
export function renderRules(rules: string): ReactNode[] {
  const out: ReactNode[] = []
  let items: string[] = []
  let paragraph: string[] = []
  const flush = () => {
    if (items.length) {
      out.push(
        <ul key={out.length}>
          {items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>,
      )
      items = []
    }
    if (paragraph.length) {
      out.push(<p key={out.length}>{paragraph.join(' ')}</p>)
      paragraph = []
    }
  }
  for (const raw of rules.split('\n')) {
    const line = raw.trim()
    if (line === '') {
      flush()
    } else if (line.startsWith('## ')) {
      flush()
      out.push(<h3 key={out.length}>{line.slice(3)}</h3>)
    } else if (line.startsWith('- ')) {
      if (paragraph.length) flush()
      items.push(line.slice(2))
    } else {
      if (items.length) flush()
      paragraph.push(line)
    }
  }
  flush()
  return out
}
