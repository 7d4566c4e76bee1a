/**
 * Fixtures and results, one matchday at a time; the matchday is in the URL (?matchday=), and without
 * one the tab opens at the next matchday to be played (or the last one, once all are played).
 */
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { CompetitionDetail, FixtureMatch } from '@/api/contracts/competitions'
import { Button } from '@/components/Button'
import { useGetCompetitionFixturesQuery } from '@/api/endpoints/competitionsApi'
import { useLeagueFormat } from '@/lib/useLeagueFormat'
import { Crest } from '@/components/Crest'
import { MatchLink } from '@/components/MatchLink'
import {
  SkeletonAvatarLine,
  SkeletonBlock,
  SkeletonLine,
  SkeletonText,
} from '@/components/Skeleton'
import { shootOutHomeAway } from '@/lib/results'
import { useSearchParams } from '@/lib/searchParams'
import { TabSection, TabShape } from './TabFrame'
import { TabPending } from './TabPending'
import tabs from './competitionTabs.module.css'
import styles from './CompetitionScreen.module.css'

export function FixturesTab({ competition }: { competition: CompetitionDetail }) {
  const { t } = useTranslation('competitions')
  const [searchParams, setSearchParams] = useSearchParams()
  const result = useGetCompetitionFixturesQuery(competition.id)
  const selectId = useId()

  if (!result.data) {
    return (
      <TabPending
        result={result}
        texts="fixtures"
        skeleton={<FixturesSkeleton matches={Math.ceil(competition.registeredTeams / 2)} />}
      />
    )
  }
  const { matchdays, nextMatchday } = result.data
  if (matchdays.length === 0) {
    return (
      <section aria-labelledby="fixtures-title">
        <h2 id="fixtures-title">{t('fixtures.title')}</h2>
        <p className={styles.emptyNote}>{t('fixtures.empty')}</p>
      </section>
    )
  }

  const asked = Number(searchParams.get('matchday'))
  const index = Math.max(
    0,
    matchdays.findIndex(
      (day) => day.matchday === (asked || nextMatchday || matchdays.at(-1)?.matchday),
    ),
  )
  const current = matchdays[index]
  if (!current) return null
  const previousDay = matchdays[index - 1]
  const nextDay = matchdays[index + 1]
  const choose = (matchday: number) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params)
        next.set('matchday', String(matchday))
        return next
      },
      { replace: true },
    )

  return (
    <TabSection tab="fixtures">
      <div className={tabs.matchdayPicker}>
        <Button
          variant="secondary"
          size="sm"
          disabled={!previousDay}
          onClick={() => previousDay && choose(previousDay.matchday)}
        >
          <span aria-hidden="true">←</span>
          <span className="visually-hidden">{t('fixtures.previous')}</span>
        </Button>
        <label htmlFor={selectId} className="visually-hidden">
          {t('fixtures.choose')}
        </label>
        <select
          id={selectId}
          className={tabs.select}
          value={current.matchday}
          onChange={(event) => choose(Number(event.target.value))}
        >
          {matchdays.map((day) => (
            <option key={day.matchday} value={day.matchday}>
              {day.stage === 'league'
                ? t('fixtures.matchday', { number: day.matchday })
                : t('fixtures.matchdayOption', {
                    number: day.matchday,
                    stage: t(`stage.${day.stage}`),
                  })}
            </option>
          ))}
        </select>
        <Button
          variant="secondary"
          size="sm"
          disabled={!nextDay}
          onClick={() => nextDay && choose(nextDay.matchday)}
        >
          <span aria-hidden="true">→</span>
          <span className="visually-hidden">{t('fixtures.next')}</span>
        </Button>
      </div>
      <section aria-labelledby="fixtures-matchday">
        <h3 id="fixtures-matchday" className={tabs.matchdayTitle}>
          {t('fixtures.matchday', { number: current.matchday })}
          {current.stage === 'league' ? null : ` · ${t(`stage.${current.stage}`)}`}
        </h3>
        <ul className={tabs.matches}>
          {current.matches.map((match) => (
            <MatchRow key={match.id} match={match} />
          ))}
        </ul>
      </section>
    </TabSection>
  )
}

/**
 * A matchday while the fixtures load: the heading, the matchday picker, the matchday's title and its
 * matches as shapes, each as tall as a match (its kick-off line, then the two sides around the score).
 */
export function FixturesSkeleton({
  matches,
}: {
  /** How many matches a matchday holds. */ matches: number
}) {
  return (
    <TabShape heading="fixtures">
      <div className={tabs.matchdayPicker}>
        <SkeletonBlock width={40} height={32} />
        <SkeletonBlock width={160} height={36} radius="sm" />
        <SkeletonBlock width={40} height={32} />
      </div>
      <div>
        <SkeletonLine as="h3" className={tabs.matchdayTitle} width="8em" />
        <ul className={tabs.matches}>
          {Array.from({ length: matches }, (_, index) => (
            <li key={index} className={tabs.match}>
              <SkeletonLine className={tabs.matchMeta} inline width="14em" />
              <div className={tabs.matchLine}>
                <span className={`${tabs.side} ${tabs.home}`}>
                  <SkeletonText inline width="9em" />
                  <SkeletonBlock width={24} height={24} radius="full" />
                </span>
                <SkeletonLine as="span" className={tabs.score} inline width="2em" />
                <SkeletonAvatarLine className={tabs.side} size={24} width="9em" />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </TabShape>
  )
}

function MatchRow({ match }: { match: FixtureMatch }) {
  const { t } = useTranslation('competitions')
  const { dateTime, number } = useLeagueFormat()
  const homeScore = match.homeScore
  const awayScore = match.awayScore
  const shootOut = shootOutHomeAway(match)
  const hasScore = homeScore !== null && awayScore !== null
  return (
    <li className={tabs.match}>
      <p className={tabs.matchMeta}>
        <time dateTime={match.kickoff}>{dateTime(match.kickoff)}</time>
        {match.status === 'played' && !hasScore ? null : (
          <span className={tabs[`status_${match.status}`]}>
            {t(`fixtures.status.${match.status}`)}
          </span>
        )}
      </p>
      <div className={tabs.matchLine}>
        <span className={`${tabs.side} ${tabs.home}`}>
          <span className={tabs.sideName}>{match.home.name}</span>
          <Crest team={match.home} />
        </span>
        <MatchLink
          matchId={match.id}
          teams={{ home: match.home.name, away: match.away.name }}
          className={tabs.score}
        >
          {homeScore !== null && awayScore !== null ? (
            <>
              <span aria-hidden="true">
                {number(homeScore)} – {number(awayScore)}
              </span>
              <span className="visually-hidden">
                {t('fixtures.score', {
                  home: match.home.name,
                  away: match.away.name,
                  homeScore,
                  awayScore,
                })}
              </span>
            </>
          ) : (
            t('fixtures.vs')
          )}
        </MatchLink>
        <span className={tabs.side}>
          <Crest team={match.away} />
          <span className={tabs.sideName}>{match.away.name}</span>
        </span>
      </div>
      {shootOut ? (
        <p className={tabs.penalties}>{t('match.penalties', { ...shootOut, ns: 'common' })}</p>
      ) : null}
    </li>
  )
}
