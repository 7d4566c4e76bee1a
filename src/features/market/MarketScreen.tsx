/**
 * /market (issue #17): the transfer market, a page of the Players area beside /players (the tab strip
 * at the top). Two lists, each a view in the URL (marketView.ts): free agents' listings (`/market`),
 * with the signed-in player's own listing above them, and recruiting clubs' posts
 * (`/market?view=clubs`). Each has its filters in the URL and is paged on the server; while the next
 * page or filter loads, the previous cards stay in place under a busy bar.
 */
import { useCallback, useMemo, useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useGetMarketClubsQuery, useGetMarketPlayersQuery } from '@/api/endpoints/marketApi'
import { EmptyState } from '@/components/EmptyState'
import { LinkTabs } from '@/components/LinkTabs'
import { ListPage } from '@/components/ListPage'
import { PlayersAreaTabs } from '@/components/PlayersAreaTabs'
import { ResultList, type PagedQuery } from '@/components/ResultList'
import { SkeletonList } from '@/components/Skeleton'
import { useSearchParams } from '@/lib/searchParams'
import { ClubCard, FreeAgentCard, SkeletonMarketCard } from './MarketCards'
import { ClubCardAction, FreeAgentCardAction, useMarketViewer } from './cardActions'
import { MarketFilters } from './MarketFilters'
import { ListingPanel } from './ListingPanel'
import {
  hasFilters,
  listQuery,
  marketViewParams,
  NO_FILTERS,
  readMarketView,
  switchedTo,
  type MarketFilters as Filters,
  type MarketView,
} from './marketView'
import styles from './MarketScreen.module.css'

/** How many cards the skeleton draws: a screenful, not a whole page of twenty. */
const SKELETON_CARDS = 4

interface ListProps {
  view: MarketView
  show: (changes: Partial<MarketView>) => void
  onClear: () => void
}

/** The view's list (free agents or clubs) in its states, each card in a list item, paged. */
function MarketResults<T extends { id: number }>({
  view,
  show,
  onClear,
  query,
  renderCard,
}: ListProps & { query: PagedQuery<T>; renderCard: (item: T) => ReactNode }) {
  const { t } = useTranslation('market')
  const listTop = useRef<HTMLUListElement>(null)
  const players = view.list === 'players'
  return (
    <ResultList
      ns="market"
      query={query}
      page={view.page}
      onPageChange={(page) => show({ page })}
      top={listTop}
      filtered={hasFilters(view)}
      onClear={onClear}
      count={(count, formatted) =>
        t(players ? 'list.countPlayers' : 'list.countClubs', { count, formatted })
      }
      loading={t(players ? 'list.loadingPlayers' : 'list.loadingClubs')}
      error={t(players ? 'list.errorPlayers' : 'list.errorClubs')}
      empty={
        <EmptyState title={t(players ? 'empty.players' : 'empty.clubs')}>
          {t(players ? 'empty.playersBody' : 'empty.clubsBody')}
        </EmptyState>
      }
      skeleton={
        <SkeletonList count={SKELETON_CARDS} className={styles.cards}>
          <SkeletonMarketCard />
        </SkeletonList>
      }
    >
      {(items, updating) => (
        <ul
          ref={listTop}
          tabIndex={-1}
          aria-label={t(players ? 'list.playersLabel' : 'list.clubsLabel')}
          aria-busy={updating || undefined}
          className={updating ? `${styles.cards} ${styles.stale}` : styles.cards}
        >
          {items.map((item) => (
            <li key={item.id}>{renderCard(item)}</li>
          ))}
        </ul>
      )}
    </ResultList>
  )
}

function FreeAgents(props: ListProps) {
  const viewer = useMarketViewer()
  const query = useGetMarketPlayersQuery(listQuery(props.view))
  return (
    <MarketResults
      {...props}
      query={query}
      renderCard={(item) => (
        <FreeAgentCard item={item} action={<FreeAgentCardAction item={item} viewer={viewer} />} />
      )}
    />
  )
}

function RecruitingClubs(props: ListProps) {
  const { t } = useTranslation('market')
  const viewer = useMarketViewer()
  const query = useGetMarketClubsQuery(listQuery(props.view))
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
        {...props}
        query={query}
        renderCard={(item) => (
          <ClubCard item={item} action={<ClubCardAction item={item} viewer={viewer} />} />
        )}
      />
    </>
  )
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
