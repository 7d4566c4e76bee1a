/**
 * /market (issue #17): the transfer market, a page of the Players area beside /players (the tab strip
 * at the top). Two lists, each a view in the URL (marketView.ts): free agents' listings (`/market`),
 * with the signed-in player's own listing above them, and recruiting clubs' posts
 * (`/market?view=clubs`). Each has its filters in the URL and is paged on the server; while the next
 * page or filter loads, the previous cards stay in place under a busy bar.
 */
import type { SerializedError } from '@reduxjs/toolkit'
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'
import { useCallback, useMemo, useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { serverMessage } from '@/api/errors'
import { useGetMarketClubsQuery, useGetMarketPlayersQuery } from '@/api/endpoints/marketApi'
import { Button } from '@/components/Button'
import { EmptyState } from '@/components/EmptyState'
import { ErrorState } from '@/components/ErrorState'
import { LinkTabs } from '@/components/LinkTabs'
import { ListPage } from '@/components/ListPage'
import { Pagination, SkeletonPagination } from '@/components/Pagination'
import { PlayersAreaTabs } from '@/components/PlayersAreaTabs'
import { Skeleton, SkeletonList } from '@/components/Skeleton'
import { Spinner } from '@/components/Spinner'
import { numberFormat } from '@/lib/intl'
import { ClubCard, FreeAgentCard, SkeletonMarketCard } from './MarketCards'
import { ClubCardAction, FreeAgentCardAction, useMarketViewer } from './cardActions'
import { MarketFilters } from './MarketFilters'
import { ListingPanel } from './ListingPanel'
import {
  clubsQuery,
  hasFilters,
  marketViewParams,
  NO_FILTERS,
  playersQuery,
  readMarketView,
  switchedTo,
  type MarketFilters as Filters,
  type MarketView,
} from './marketView'
import styles from './MarketScreen.module.css'

/** How many cards the skeleton draws: a screenful, not a whole page of twenty. */
const SKELETON_CARDS = 4

/** A page of either list, as the two queries answer it. */
interface ListQuery<T> {
  data?: { items: T[]; total: number; page: number; pageSize: number }
  error?: FetchBaseQueryError | SerializedError
  isLoading: boolean
  isFetching: boolean
  isError: boolean
  refetch: () => unknown
}

/**
 * One list in its states: its skeleton while the first page loads, the error with a retry, the empty
 * sentence (with a way to clear the filters, or back to the first page), and the cards with paging.
 */
function MarketResults<T extends { id: number }>({
  view,
  query,
  label,
  renderCard,
  show,
  onClear,
}: {
  view: MarketView
  query: ListQuery<T>
  /** The list's accessible name. */
  label: string
  renderCard: (item: T) => ReactNode
  show: (changes: Partial<MarketView>) => void
  onClear: () => void
}) {
  const { t, i18n } = useTranslation('market')
  const number = numberFormat(i18n.language)
  const listTop = useRef<HTMLUListElement>(null)
  const { data } = query
  const updating = query.isFetching && !query.isLoading
  const players = view.list === 'players'

  let body: ReactNode = null
  if (query.isLoading) {
    body = (
      <Skeleton
        label={t(players ? 'list.loadingPlayers' : 'list.loadingClubs')}
        className={styles.results}
      >
        <SkeletonList count={SKELETON_CARDS} className={styles.cards}>
          <SkeletonMarketCard />
        </SkeletonList>
        <SkeletonPagination />
      </Skeleton>
    )
  } else if (query.isError) {
    body = (
      <ErrorState
        message={serverMessage(query.error) ?? t(players ? 'list.errorPlayers' : 'list.errorClubs')}
        onRetry={() => void query.refetch()}
      />
    )
  } else if (data && data.items.length === 0) {
    body =
      data.total > 0 ? (
        <EmptyState
          title={t('empty.pastEnd')}
          action={
            <Button variant="secondary" onClick={() => show({ page: 1 })}>
              {t('empty.firstPage')}
            </Button>
          }
        >
          {t('empty.pastEndBody')}
        </EmptyState>
      ) : hasFilters(view) ? (
        <EmptyState
          title={t('empty.filtered')}
          action={
            <Button variant="secondary" onClick={onClear}>
              {t('filters.clear')}
            </Button>
          }
        >
          {t('empty.filteredBody')}
        </EmptyState>
      ) : (
        <EmptyState title={t(players ? 'empty.players' : 'empty.clubs')}>
          {t(players ? 'empty.playersBody' : 'empty.clubsBody')}
        </EmptyState>
      )
  } else if (data) {
    const pageCount = Math.max(1, Math.ceil(data.total / data.pageSize))
    body = (
      <div className={styles.results}>
        <ul
          ref={listTop}
          tabIndex={-1}
          aria-label={label}
          aria-busy={updating || undefined}
          className={updating ? `${styles.cards} ${styles.stale}` : styles.cards}
        >
          {data.items.map((item) => (
            <li key={item.id}>{renderCard(item)}</li>
          ))}
        </ul>
        <Pagination
          page={view.page}
          pageCount={pageCount}
          onPageChange={(page) => show({ page })}
          top={listTop}
          labels={t('pagination', {
            returnObjects: true,
            page: number.format(view.page),
            pages: number.format(pageCount),
          })}
        />
      </div>
    )
  }

  const countKey = players ? 'list.countPlayers' : 'list.countClubs'
  return (
    <>
      <div className={styles.summary}>
        <p className={styles.count} aria-live="polite">
          {data && !query.isError
            ? t(countKey, { count: data.total, formatted: number.format(data.total) })
            : null}
        </p>
        {updating ? <Spinner label={t('list.updating')} size={16} /> : null}
      </div>
      {body}
    </>
  )
}

function FreeAgents({ view, show, onClear }: ListProps) {
  const { t } = useTranslation('market')
  const viewer = useMarketViewer()
  const query = useGetMarketPlayersQuery(playersQuery(view))
  return (
    <MarketResults
      view={view}
      query={query}
      label={t('list.playersLabel')}
      show={show}
      onClear={onClear}
      renderCard={(item) => (
        <FreeAgentCard item={item} action={<FreeAgentCardAction item={item} viewer={viewer} />} />
      )}
    />
  )
}

function RecruitingClubs({ view, show, onClear }: ListProps) {
  const { t } = useTranslation('market')
  const viewer = useMarketViewer()
  const query = useGetMarketClubsQuery(clubsQuery(view))
  const managed = viewer.managedTeam
  return (
    <>
      {managed ? (
        <p className={styles.managerNote}>
          {t('clubsManager', { team: managed.name })}{' '}
          <Link to={`/team/${managed.id}?tab=recruitment`}>{t('clubsManagerLink')}</Link>
        </p>
      ) : null}
      <MarketResults
        view={view}
        query={query}
        label={t('list.clubsLabel')}
        show={show}
        onClear={onClear}
        renderCard={(item) => (
          <ClubCard item={item} action={<ClubCardAction item={item} viewer={viewer} />} />
        )}
      />
    </>
  )
}

interface ListProps {
  view: MarketView
  show: (changes: Partial<MarketView>) => void
  onClear: () => void
}

export function MarketScreen() {
  const { t } = useTranslation('market')
  const [searchParams, setSearchParams] = useSearchParams()
  const view = useMemo(() => readMarketView(searchParams), [searchParams])

  /** Every change is a history entry (Back undoes it); a new filter starts again at page 1. */
  const show = useCallback(
    (changes: Partial<MarketView>) =>
      setSearchParams((current) =>
        marketViewParams({ ...readMarketView(current), page: 1, ...changes }),
      ),
    [setSearchParams],
  )
  const clearFilters = () => show(NO_FILTERS)
  const listProps = { view, show, onClear: clearFilters }

  return (
    <ListPage
      title={t('title')}
      lead={t('lead')}
      tabs={<PlayersAreaTabs current="/market" />}
      className={styles.page}
    >
      <LinkTabs
        label={t('views.label')}
        items={(['players', 'clubs'] as const).map((list) => {
          const search = marketViewParams(switchedTo(view, list)).toString()
          return {
            to: search ? `/market?${search}` : '/market',
            label: t(`views.${list}`),
            current: view.list === list,
          }
        })}
      />
      {view.list === 'players' ? <ListingPanel /> : null}
      <MarketFilters
        key={view.list}
        view={view}
        onChange={(changes: Partial<Filters>) => show(changes)}
        onClear={clearFilters}
      />
      {view.list === 'players' ? <FreeAgents {...listProps} /> : <RecruitingClubs {...listProps} />}
    </ListPage>
  )
}

export default MarketScreen
