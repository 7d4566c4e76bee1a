/**
 * The players table of /players. Sorting is the server's: a click on a sortable header asks the
 * screen for that sort, and the header shows the current one with aria-sort.
 */
import { memo, useMemo, type Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import {
  PLATFORMS,
  PLAYER_SORTS,
  POSITIONS,
  type Platform,
  type PlayerSort,
  type Position,
} from '@/api/contracts/league'
import type { PlayerListItem } from '@/api/contracts/players'
import { Avatar } from '@/components/Avatar'
import { Badge } from '@/components/Badge'
import { DataTable, SkeletonTable, type DataColumn } from '@/components/DataTable'
import { Crest } from '@/components/Crest'
import { SkeletonAvatarLine, SkeletonBlock, SkeletonText } from '@/components/Skeleton'
import { flagEmoji, usePlayerFormats } from './format'
import type { PlayersView } from './playersView'
import styles from './PlayersScreen.module.css'

const isSort = (key: string): key is PlayerSort => PLAYER_SORTS.includes(key as PlayerSort)

interface PlayersTableProps {
  players: PlayerListItem[]
  view: Pick<PlayersView, 'sort' | 'order'>
  onSort: (sort: PlayerSort) => void
  /** The table's scrolling region, which paging brings into view and focuses. */
  ref?: Ref<HTMLDivElement>
}

/** Memoised: typing in the filter re-renders the screen, not these rows (issue #7, key to paint). */
export const PlayersTable = memo(function PlayersTable({
  players,
  view,
  onSort,
  ref,
}: PlayersTableProps) {
  const { columns, caption } = usePlayerColumns(view)
  return (
    <DataTable
      ref={ref}
      caption={caption}
      captionHidden
      columns={columns}
      rows={players}
      rowKey={(player) => player.id}
      sort={{ key: view.sort, direction: view.order === 'asc' ? 'ascending' : 'descending' }}
      onSort={(key) => {
        if (isSort(key)) onSort(key)
      }}
    />
  )
})

/** The players table while its first page loads: the same columns, and a page of rows as tall. */
export function PlayersTableSkeleton({
  view,
  rows,
}: {
  view: Pick<PlayersView, 'sort' | 'order'>
  /** How many rows: a page of the list. */
  rows: number
}) {
  const { columns, caption } = usePlayerColumns(view)
  return (
    <SkeletonTable
      caption={caption}
      captionHidden
      columns={columns}
      rows={rows}
      sort={{ key: view.sort, direction: view.order === 'asc' ? 'ascending' : 'descending' }}
    />
  )
}

/** The table's columns (each with its loading placeholder) and its caption, which names the sort. */
function usePlayerColumns(view: Pick<PlayersView, 'sort' | 'order'>) {
  const { t } = useTranslation('players')
  const formats = usePlayerFormats()
  const positions = usePositionWords()

  // Built once per language, with the rows' words looked up here rather than in each row's cells.
  const columns = useMemo((): DataColumn<PlayerListItem>[] => {
    const platformWords = Object.fromEntries(
      PLATFORMS.map((platform) => [platform, t(`platform.${platform}`)]),
    ) as Record<Platform, string>
    const freeAgent = t('cell.freeAgent')
    const noTeam = t('cell.noTeam')
    const noRating = t('cell.noRating')
    return [
      {
        key: 'username',
        header: t('columns.player'),
        rowHeader: true,
        sortable: true,
        cell: (player) => (
          <span className={styles.player}>
            <Avatar src={player.avatar} size={32} />
            <Link to={`/profile/${player.id}`} className={styles.name}>
              {player.username}
            </Link>
          </span>
        ),
        placeholder: (
          <span className={styles.player}>
            <SkeletonBlock width={32} height={32} radius="full" className={styles.picture} />
            <SkeletonText inline width="10ch" />
          </span>
        ),
      },
      {
        key: 'country',
        detail: true,
        header: t('columns.country'),
        sortable: true,
        cell: (player) => (
          <span className={styles.country}>
            <span aria-hidden="true" className={styles.flag}>
              {flagEmoji(player.country)}
            </span>
            <span className={styles.countryName}>{formats.countryName(player.country)}</span>
          </span>
        ),
        placeholder: <SkeletonText inline width="11ch" />,
      },
      {
        key: 'platform',
        detail: true,
        header: t('columns.platform'),
        cell: (player) => platformWords[player.platform],
        placeholder: <SkeletonText inline width="9ch" />,
      },
      {
        key: 'position',
        detail: true,
        header: t('columns.position'),
        cell: (player) => (
          <span className={styles.positions}>
            <PositionLabel label={positions[player.primaryPosition]} />
            {player.secondaryPosition ? (
              <PositionLabel label={positions[player.secondaryPosition]} secondary />
            ) : null}
          </span>
        ),
        placeholder: <SkeletonText inline width="5ch" />,
      },
      {
        key: 'team',
        header: t('columns.team'),
        cell: (player) =>
          player.team ? (
            <Link to={`/team/${player.team.id}`} className={styles.team}>
              <Crest team={player.team} size={20} />
              {player.team.name}
            </Link>
          ) : player.freeAgent ? (
            <Badge tone="accent">{freeAgent}</Badge>
          ) : (
            <span className={styles.muted}>{noTeam}</span>
          ),
        placeholder: <SkeletonAvatarLine className={styles.team} size={20} width="14ch" />,
      },
      {
        key: 'apps',
        detail: true,
        header: t('columns.apps'),
        title: t('columns.appsTitle'),
        align: 'end',
        sortable: true,
        cell: (player) => formats.integer(player.stats.apps),
      },
      {
        key: 'goals',
        header: t('columns.goals'),
        align: 'end',
        sortable: true,
        cell: (player) => formats.integer(player.stats.goals),
      },
      {
        key: 'assists',
        detail: true,
        header: t('columns.assists'),
        title: t('columns.assistsTitle'),
        align: 'end',
        sortable: true,
        cell: (player) => formats.integer(player.stats.assists),
      },
      {
        key: 'rating',
        header: t('columns.rating'),
        title: t('columns.ratingTitle'),
        align: 'end',
        sortable: true,
        cell: (player) =>
          player.stats.avgRating === null ? (
            <>
              <span aria-hidden="true" className={styles.muted}>
                –
              </span>
              <span className="visually-hidden">{noRating}</span>
            </>
          ) : (
            formats.rating(player.stats.avgRating)
          ),
      },
    ]
  }, [t, formats, positions])

  const sortColumn = columns.find((column) => column.key === view.sort)
  const sortName =
    sortColumn?.title ?? (typeof sortColumn?.header === 'string' ? sortColumn.header : view.sort)
  const caption = t('list.caption', { column: sortName, order: t(`list.order.${view.order}`) })
  return { columns, caption }
}

interface PositionWords {
  short: string
  name: string
}

/** Every position's words, looked up once per language rather than in each row. */
function usePositionWords(): Record<Position, PositionWords> {
  const { t } = useTranslation('players')
  return useMemo(
    () =>
      Object.fromEntries(
        POSITIONS.map((position) => [
          position,
          { short: t(`positionShort.${position}`), name: t(`position.${position}`) },
        ]),
      ) as Record<Position, PositionWords>,
    [t],
  )
}

/** A position's abbreviation, named in full for screen readers. */
function PositionLabel({
  label,
  secondary = false,
}: {
  label: PositionWords
  secondary?: boolean
}) {
  return (
    <span className={secondary ? styles.secondaryPosition : styles.position}>
      <abbr title={label.name} aria-hidden="true">
        {label.short}
      </abbr>
      <span className="visually-hidden">
        {secondary ? ', ' : ''}
        {label.name}
      </span>
    </span>
  )
}
