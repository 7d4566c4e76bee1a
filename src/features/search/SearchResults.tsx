import { memo, useMemo, type KeyboardEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { SearchGroup, SearchResponse } from '@/api/contracts/search'
import { Avatar } from '@/components/Avatar'
import styles from './SearchScreen.module.css'
import { dateTimeFormat, displayNames } from '@/lib/intl'

type GroupKey = 'players' | 'teams' | 'competitions' | 'news'

export interface SearchResultsProps {
  data: SearchResponse
  /** Arrow keys on a result move through the results (see SearchScreen). */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void
}

/**
 * The groups with matches, in the order players, teams, competitions, news. Memoised: typing in the
 * search box re-renders the screen, not these results (issue #7).
 */
export const SearchResults = memo(function SearchResults({ data, onKeyDown }: SearchResultsProps) {
  const { t, i18n } = useTranslation('search')
  const formats = useMemo(
    () => ({
      date: dateTimeFormat(i18n.language, { dateStyle: 'medium' }),
      country: displayNames(i18n.language, { type: 'region' }),
    }),
    [i18n.language],
  )
  const countryName = (code: string) => {
    try {
      return formats.country.of(code) ?? code
    } catch {
      return code
    }
  }

  return (
    <div className={styles.groups}>
      <Group name="players" group={data.players}>
        {data.players.items.map((player) => (
          <Result
            key={player.id}
            to={`/profile/${player.id}`}
            onKeyDown={onKeyDown}
            picture={<Avatar src={player.avatar} size={40} />}
            name={player.username}
            meta={
              <>
                {countryName(player.country)} · {player.team?.name ?? t('freeAgent')}
              </>
            }
          />
        ))}
      </Group>
      <Group name="teams" group={data.teams}>
        {data.teams.items.map((team) => (
          <Result
            key={team.id}
            to={`/team/${team.id}`}
            onKeyDown={onKeyDown}
            picture={
              team.crest ? (
                <img className={styles.crest} src={team.crest} alt="" width={40} height={40} />
              ) : (
                <span className={styles.crestPlaceholder} aria-hidden="true">
                  {team.tag.slice(0, 3)}
                </span>
              )
            }
            name={team.name}
            meta={team.tag}
          />
        ))}
      </Group>
      <Group name="competitions" group={data.competitions}>
        {data.competitions.items.map((competition) => (
          <Result
            key={competition.id}
            to={`/competition/${competition.id}`}
            onKeyDown={onKeyDown}
            name={competition.name}
            meta={
              <>
                {competition.season} ·{' '}
                <span className={styles.status} data-status={competition.status}>
                  {t(`statuses.${competition.status}`)}
                </span>
              </>
            }
          />
        ))}
      </Group>
      <Group name="news" group={data.news}>
        {data.news.items.map((article) => (
          <Result
            key={article.id}
            to={`/news/${article.slug}`}
            onKeyDown={onKeyDown}
            name={article.title}
            meta={
              <time dateTime={article.publishedAt}>
                {formats.date.format(new Date(article.publishedAt))}
              </time>
            }
          />
        ))}
      </Group>
    </div>
  )
})

function Group({
  name,
  group,
  children,
}: {
  name: GroupKey
  group: SearchGroup<unknown>
  children: ReactNode
}) {
  const { t } = useTranslation('search')
  if (group.total === 0) return null
  const headingId = `search-group-${name}`
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.groupTitle}>
        {t(`groups.${name}`)}{' '}
        <span className={styles.groupCount}>
          {t('matches', { count: group.total })}
          {group.total > group.items.length
            ? ` · ${t('topShown', { shown: group.items.length })}`
            : ''}
        </span>
      </h2>
      <ul className={styles.list}>{children}</ul>
    </section>
  )
}

/** One match: a link (reached with the arrow keys) with its picture, name and a line about it. */
function Result({
  to,
  onKeyDown,
  picture,
  name,
  meta,
}: {
  to: string
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void
  picture?: ReactNode
  name: string
  meta: ReactNode
}) {
  return (
    <li>
      <Link to={to} className={styles.result} data-search-result="" onKeyDown={onKeyDown}>
        {picture}
        <span className={styles.resultText}>
          <span className={styles.resultName}>{name}</span>
          <span className={styles.resultMeta}>{meta}</span>
        </span>
      </Link>
    </li>
  )
}
