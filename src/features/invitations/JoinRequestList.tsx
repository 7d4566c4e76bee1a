/**
 * One box of join requests, a page at a time: the player's own (sent: the clubs they asked, Withdraw
 * while pending) or those to the club the reader manages (received: Accept, Decline). It sits beside
 * a box of invitations on the same page, so its page has its own parameter (`?requestsPage=`).
 * Renders its loading, error and empty states, and announces the result of an action above the list.
 */
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import type { JoinRequestBox } from '@/api/contracts/joinRequests'
import { useGetMyJoinRequestsQuery } from '@/api/endpoints/joinRequestsApi'
import { INVITATIONS_PAGE_SIZE } from '@/api/endpoints/invitationsApi'
import { EmptyState } from '@/components/EmptyState'
import { Pagination } from '@/components/Pagination'
import { QueryPending } from '@/components/QueryPending'
import { Skeleton } from '@/components/Skeleton'
import type { MyTeam } from '@/session/InvitationCard'
import {
  ReceivedJoinRequestCard,
  SentJoinRequestCard,
  type JoinRequestOutcome,
} from '@/session/JoinRequestCard'
import { numberFormat } from '@/lib/intl'
import { InvitationCardsSkeleton } from './InvitationList'
import { OfferBox } from './OfferBox'
import styles from './InvitationsScreen.module.css'

/** The query parameter of the requests' page: `page` is the invitations'. */
export const REQUESTS_PAGE_PARAM = 'requestsPage'

export function readRequestsPage(params: URLSearchParams): number {
  const page = Number(params.get(REQUESTS_PAGE_PARAM))
  return Number.isInteger(page) && page > 0 ? page : 1
}

export function JoinRequestList({ box, myTeam }: { box: JoinRequestBox; myTeam: MyTeam | null }) {
  const { t, i18n } = useTranslation('invitations')
  const [searchParams, setSearchParams] = useSearchParams()
  const page = readRequestsPage(searchParams)
  const result = useGetMyJoinRequestsQuery({ box, page })
  const [outcome, setOutcome] = useState<JoinRequestOutcome | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const number = numberFormat(i18n.language)

  const setPage = (next: number) =>
    setSearchParams((params) => {
      params.set(REQUESTS_PAGE_PARAM, String(next))
      return params
    })
  // The first page keeps the rest of the address (the box, the invitations' page).
  const firstPage = new URLSearchParams(searchParams)
  firstPage.delete(REQUESTS_PAGE_PARAM)

  const heading =
    box === 'sent'
      ? t('joinRequests.sent.heading')
      : t('joinRequests.received.heading', { team: myTeam?.name ?? '' })

  let body
  if (!result.data) {
    body = (
      <QueryPending
        result={result}
        loading={
          <Skeleton label={t('joinRequests.loading')}>
            <InvitationCardsSkeleton />
          </Skeleton>
        }
        error={t('joinRequests.error')}
      />
    )
  } else if (result.data.items.length === 0 && result.data.total > 0) {
    // A page past the end (an old link): the box is not empty, this page is.
    body = (
      <EmptyState
        title={t('pastEnd.title')}
        action={
          <Link to={`?${firstPage.toString()}`} replace>
            {t('pastEnd.action')}
          </Link>
        }
      />
    )
  } else if (result.data.items.length === 0) {
    body = <EmptyBox box={box} myTeam={myTeam} />
  } else {
    const { items, total } = result.data
    const pageCount = Math.ceil(total / INVITATIONS_PAGE_SIZE)
    body = (
      <>
        <ul className={styles.list} aria-busy={result.isFetching || undefined}>
          {items.map((request) => (
            <li key={request.id}>
              {box === 'sent' ? (
                <SentJoinRequestCard request={request} onDone={setOutcome} />
              ) : (
                <ReceivedJoinRequestCard request={request} onDone={setOutcome} />
              )}
            </li>
          ))}
        </ul>
        <Pagination
          page={page}
          pageCount={pageCount}
          onPageChange={setPage}
          labels={{
            ...t('pagination', {
              returnObjects: true,
              page: number.format(page),
              pages: number.format(pageCount),
            }),
            nav: t('joinRequests.paginationNav'),
          }}
          top={headingRef}
        />
      </>
    )
  }

  return (
    <OfferBox
      headingId={`join-requests-${box}-heading`}
      heading={heading}
      headingRef={headingRef}
      outcome={outcome}
      outcomeText={outcome ? <OutcomeText outcome={outcome} /> : null}
    >
      {body}
    </OfferBox>
  )
}

function OutcomeText({ outcome }: { outcome: JoinRequestOutcome }) {
  const { t } = useTranslation('invitations')
  const { team } = outcome.request
  switch (outcome.kind) {
    case 'accepted':
      return (
        <p>
          {t('joinRequests.result.accepted', {
            player: outcome.request.player.username,
            team: team.name,
          })}{' '}
          <Link to={`/team/${team.id}?tab=roster`}>{t('joinRequests.result.acceptedLink')}</Link>
        </p>
      )
    case 'declined':
      return (
        <p>
          {t('joinRequests.result.declined', {
            player: outcome.request.player.username,
            team: team.name,
          })}
        </p>
      )
    case 'withdrawn':
      return <p>{t('joinRequests.result.withdrawn', { team: team.name })}</p>
  }
}

function EmptyBox({ box, myTeam }: { box: JoinRequestBox; myTeam: MyTeam | null }) {
  const { t } = useTranslation('invitations')
  if (box === 'received') {
    return (
      <EmptyState
        title={t('joinRequests.empty.received.title')}
        action={
          myTeam ? (
            <Link to={`/team/${myTeam.id}`}>
              {t('joinRequests.empty.received.action', { team: myTeam.name })}
            </Link>
          ) : undefined
        }
      >
        <p>{t('joinRequests.empty.received.body', { team: myTeam?.name ?? '' })}</p>
      </EmptyState>
    )
  }
  if (myTeam) {
    // No link to the team: the invitations above it already offer one.
    return (
      <EmptyState title={t('joinRequests.empty.sent.title')}>
        <p>{t('joinRequests.empty.sent.onTeam', { team: myTeam.name })}</p>
      </EmptyState>
    )
  }
  return (
    <EmptyState
      title={t('joinRequests.empty.sent.title')}
      action={<Link to="/search">{t('joinRequests.empty.sent.action')}</Link>}
    >
      <p>{t('joinRequests.empty.sent.body')}</p>
    </EmptyState>
  )
}
