import { Trans, useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { Movement, MovementsPage } from '@/api/contracts/movements'
import { useLeagueFormat } from '@/lib/useLeagueFormat'
import { Avatar } from './Avatar'
import { Crest } from './Crest'
import { Pagination } from './Pagination'
import type { QueryLike } from './QueryBody'
import { QuerySection, type QuerySectionTexts } from './QuerySection'
import { SkeletonBlock, SkeletonText } from './Skeleton'
import styles from './MovementList.module.css'

/** One move in words: the player and the club, each a link, and which way they went. */
function MovementText({ movement }: { movement: Movement }) {
  const { t } = useTranslation()
  const team = movement.to ?? movement.from
  return (
    <Trans
      t={t}
      i18nKey={`movement.${movement.kind}`}
      values={{ player: movement.player.username, team: team?.name ?? '' }}
      components={{
        player: <Link to={`/profile/${movement.player.id}`} className={styles.name} />,
        team: <Link to={`/team/${team?.id ?? ''}`} className={styles.name} />,
      }}
    />
  )
}

/**
 * The league's transfer history, newest first: the player's picture, who joined, left or was
 * released by which club (the club's crest beside it), and the day, in the reader's zone.
 */
export function MovementList({ movements }: { movements: readonly Movement[] }) {
  const format = useLeagueFormat()
  return (
    <ul className={styles.list}>
      {movements.map((movement) => {
        const team = movement.to ?? movement.from
        return (
          <li key={movement.id} className={styles.row} data-kind={movement.kind}>
            <Avatar src={movement.player.avatar} size={32} />
            <p className={styles.text}>
              <MovementText movement={movement} />
            </p>
            {team === null ? null : <Crest team={team} size={24} />}
            <time
              className={styles.when}
              dateTime={movement.at}
              title={format.dateTime(movement.at)}
            >
              {format.shortDay(movement.at)}
            </time>
          </li>
        )
      })}
    </ul>
  )
}

/** A MovementList as shapes while it loads: as many rows, as tall. */
export function SkeletonMovementList({ count }: { count: number }) {
  return (
    <ul className={styles.list} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={styles.row}>
          <SkeletonBlock width={32} height={32} radius="full" />
          <p className={styles.text}>
            <SkeletonText inline width="16em" />
          </p>
          <SkeletonBlock width={24} height={24} radius="full" />
          <SkeletonText inline width="3em" />
        </li>
      ))}
    </ul>
  )
}

/**
 * A player's or a team's transfer history as a section: its title, the moves of one page (a
 * skeleton while they load, the error with a retry, a sentence when there are none) and the paging
 * under them. The screen owns the query and the page, so the kit stays free of endpoints.
 */
export function MovementHistory({
  id,
  texts,
  query,
  pageSize,
  onPageChange,
  className,
}: {
  /** The title's id, which names the section. */
  id: string
  /** The section's words (QuerySection's), translated by the screen. */
  texts: QuerySectionTexts
  /** The page of moves (`useGetMovementsQuery({ playerId, page, pageSize })`). */
  query: QueryLike<MovementsPage>
  /** The size the query asks for: how many skeleton rows, and how many pages there are. */
  pageSize: number
  onPageChange: (page: number) => void
  className?: string
}) {
  const { t } = useTranslation()
  const page = query.data?.page ?? 1
  const pageCount = Math.ceil((query.data?.total ?? 0) / pageSize)
  return (
    <QuerySection
      id={id}
      texts={texts}
      query={query}
      className={className}
      skeleton={<SkeletonMovementList count={Math.min(pageSize, 3)} />}
      footer={
        <Pagination
          page={page}
          pageCount={pageCount}
          onPageChange={onPageChange}
          labels={{
            nav: t('movementPages.nav', { title: texts.title }),
            previous: t('movementPages.previous'),
            next: t('movementPages.next'),
            status: t('movementPages.status', { page, pages: pageCount }),
          }}
        />
      }
    >
      {(data) => <MovementList movements={data.items} />}
    </QuerySection>
  )
}
