/**
 * /players (issue 4): the league's players in a table, filtered by text, position, platform, country
 * and "free agents only", sorted by a column and paged on the server. The whole view is in the URL
 * (playersView.ts) so that a link reproduces it and Back undoes a change. While the next page or filter
 * loads, the previous rows stay in place, dimmed, with a small busy indicator: the layout does not jump.
 */
import { useCallback, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '@/components/EmptyState'
import { ResultList } from '@/components/ResultList'
import { PlayersFilters } from './PlayersFilters'
import { PlayersTable, PlayersTableSkeleton } from './PlayersTable'
import {
  PLAYERS_PAGE_SIZE,
  useGetPlayersQuery,
  usePrefetchPlayers,
} from '@/api/endpoints/playersApi'
import type { PlayerSort } from '@/api/contracts/players'
import {
  hasFilters,
  NO_FILTERS,
  playersViewParams,
  readPlayersView,
  sortedBy,
  type PlayersView,
} from './playersView'
import { ListPage } from '@/components/ListPage'
import { PlayersAreaTabs } from '@/components/PlayersAreaTabs'
import { useSearchParams } from '@/lib/searchParams'
import styles from './PlayersScreen.module.css'

export function PlayersScreen() {
  const { t } = useTranslation('players')
  const [searchParams, setSearchParams, latestParams] = useSearchParams()
  // One view object per URL, so the filter bar (memoised) skips the renders an answer causes.
  const view = useMemo(() => readPlayersView(searchParams), [searchParams])
  // The table's own part of the view: a filter or a page changes the URL, not the order, and the
  // table keeps its rows (memoised) until the new ones are in.
  const { sort, order } = view
  const sorting = useMemo(() => ({ sort, order }), [sort, order])

  const prefetchPlayers = usePrefetchPlayers()
  /**
   * Every change is a history entry (Back undoes it); refining a search replaces its own entry. The
   * new page of the list is asked for at once: the router draws the new view in a transition, and the
   * query's own request would leave only once that render has committed (tens of ms with 20 rows).
   */
  const show = useCallback(
    (change: Partial<PlayersView> | ((latest: PlayersView) => Partial<PlayersView>)) => {
      // On top of a change not drawn yet, if any; a new filter or sort starts again at page 1.
      const latest = readPlayersView(latestParams())
      const changes = typeof change === 'function' ? change(latest) : change
      const next = playersViewParams({ ...latest, page: 1, ...changes })
      prefetchPlayers(readPlayersView(next))
      setSearchParams(next, {
        replace: Boolean(latest.q && changes.q && Object.keys(changes).length === 1),
      })
    },
    [setSearchParams, latestParams, prefetchPlayers],
  )
  const sortBy = useCallback((sort: PlayerSort) => show((latest) => sortedBy(latest, sort)), [show])

  // Counted, so that the search box empties even while its text has not reached the URL.
  const [clears, setClears] = useState(0)
  const clearFilters = useCallback(() => {
    setClears((count) => count + 1)
    show(NO_FILTERS)
  }, [show])

  const tableTop = useRef<HTMLDivElement>(null)
  const result = useGetPlayersQuery(view)

  return (
    <ListPage
      title={t('title')}
      lead={t('lead')}
      tabs={<PlayersAreaTabs current="/players" />}
      className={styles.page}
    >
      <PlayersFilters filters={view} clears={clears} onChange={show} onClear={clearFilters} />

      <ResultList
        ns="players"
        query={result}
        page={view.page}
        onPageChange={(page) => show({ page })}
        top={tableTop}
        filtered={hasFilters(view)}
        onClear={clearFilters}
        count={(count, formatted) => t('list.count', { count, formatted })}
        loading={t('list.loading')}
        error={t('list.error')}
        empty={<EmptyState title={t('empty.none')} />}
        // A page of rows as tall as the players' (the paging follows): the list arrives in place.
        skeleton={
          <div className={styles.results}>
            <PlayersTableSkeleton view={sorting} rows={PLAYERS_PAGE_SIZE} />
          </div>
        }
      >
        {(players, updating) => (
          <div
            className={updating ? `${styles.results} ${styles.stale}` : styles.results}
            aria-busy={updating || undefined}
          >
            <PlayersTable ref={tableTop} players={players} view={sorting} onSort={sortBy} />
          </div>
        )}
      </ResultList>
    </ListPage>
  )
}

export default PlayersScreen
