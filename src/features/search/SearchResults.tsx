import { memo, useMemo, type KeyboardEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { SearchGroup, SearchResponse } from '@/api/contracts/search'
import { Avatar } from '@/components/Avatar'
import { Crest } from '@/components/Crest'
import { Skeleton, SkeletonLine, SkeletonList, SkeletonMedia } from '@/components/Skeleton'
import styles from './SearchScreen.module.css'
import { displayNames } from '@/lib/intl'
import { useLeagueFormat } from '@/lib/useLeagueFormat'
import { shownStatus } from '@/lib/competitionStatus'

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
  const format = useLeagueFormat()
  const formats = useMemo(
    () => ({ country: displayNames(i18n.language, { type: 'region' }) }),
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
      <Group
        name="players"
        group={data.players}
        onKeyDown={onKeyDown}
        result={(player) => ({
          to: `/profile/${player.id}`,
          picture: <Avatar src={player.avatar} size={40} />,
          name: player.username,
          meta: (
            <>
              {countryName(player.country)} · {player.team?.name ?? t('freeAgent')}
            </>
          ),
        })}
      />
      <Group
        name="teams"
        group={data.teams}
        onKeyDown={onKeyDown}
        result={(team) => ({
          to: `/team/${team.id}`,
          picture: <Crest team={team} size={40} look="plain" />,
          name: team.name,
          meta: team.tag,
        })}
      />
      <Group
        name="competitions"
        group={data.competitions}
        onKeyDown={onKeyDown}
        result={(competition) => {
          const status = shownStatus(competition)
          return {
            to: `/competition/${competition.id}`,
            name: competition.name,
            meta: (
              <>
                {competition.season} ·{' '}
                <span className={styles.status} data-status={status}>
                  {t(`statuses.${status}`)}
                </span>
              </>
            ),
          }
        }}
      />
      <Group
        name="news"
        group={data.news}
        onKeyDown={onKeyDown}
        result={(article) => ({
          to: `/news/${article.slug}`,
          name: article.title,
          meta: <time dateTime={article.publishedAt}>{format.day(article.publishedAt)}</time>,
        })}
      />
    </div>
  )
})

/** What a result shows: where it leads, its picture, its name and a line about it. */
interface ResultView {
  to: string
  picture?: ReactNode
  name: string
  meta: ReactNode
}

/** One group of matches with its heading and count; nothing when the group found none. */
function Group<T extends { id: number }>({
  name,
  group,
  onKeyDown,
  result,
}: {
  name: GroupKey
  group: SearchGroup<T>
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void
  /** How one item of the group shows as a result. */
  result: (item: T) => ResultView
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
      <ul className={styles.list}>
        {group.items.map((item) => (
          <Result key={item.id} onKeyDown={onKeyDown} {...result(item)} />
        ))}
      </ul>
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
}: ResultView & { onKeyDown: (event: KeyboardEvent<HTMLElement>) => void }) {
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

/**
 * The results while they are searched for: the summary line, then two groups as they will be laid
 * out (the heading with its count, rows as tall as a result with its picture, name and line).
 */
export function SearchResultsSkeleton() {
  const { t } = useTranslation('search')
  return (
    <Skeleton label={t('loading')} className={styles.results}>
      <SkeletonLine className={styles.summary} width="16em" />
      <div className={styles.groups} aria-hidden="true">
        {[3, 2].map((count, group) => (
          <div key={group}>
            <SkeletonLine as="h2" className={styles.groupTitle} width="6em" />
            <SkeletonList
              count={count}
              className={styles.list}
              itemClassName={styles.result}
              hidden={false}
            >
              <SkeletonMedia size={40} className={styles.resultText}>
                <SkeletonLine as="span" className={styles.resultName} width="10em" />
                <SkeletonLine as="span" className={styles.resultMeta} width="14em" />
              </SkeletonMedia>
            </SkeletonList>
          </div>
        ))}
      </div>
    </Skeleton>
  )
}
