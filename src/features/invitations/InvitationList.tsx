/**
 * One box of invitations (received or sent), a page at a time (the page is in the URL). Renders its
 * loading, error and empty states, and announces the result of an action above the list, where focus
 * goes once the action succeeded (the button that started it is gone by then).
 */
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import type { InvitationBox } from '@/api/contracts/invitations'
import { EmptyState } from '@/components/EmptyState'
import { QueryPending } from '@/components/QueryPending'
import { Pagination } from '@/components/Pagination'
import { Skeleton, SkeletonList } from '@/components/Skeleton'
import {
  ReceivedInvitationCard,
  SentInvitationCard,
  SkeletonInvitationCard,
  type InvitationOutcome,
  type MyTeam,
} from '@/session/InvitationCard'
import { INVITATIONS_PAGE_SIZE, useGetMyInvitationsQuery } from '@/api/endpoints/invitationsApi'
import styles from './InvitationsScreen.module.css'
import { OfferBox } from './OfferBox'
import { numberFormat } from '@/lib/intl'

export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'))
  return Number.isInteger(page) && page > 0 ? page : 1
}

export function InvitationList({ box, myTeam }: { box: InvitationBox; myTeam: MyTeam | null }) {
  const { t, i18n } = useTranslation('invitations')
  const [searchParams, setSearchParams] = useSearchParams()
  const page = readPage(searchParams)
  const result = useGetMyInvitationsQuery({ box, page })
  const [outcome, setOutcome] = useState<InvitationOutcome | null>(null)

  const setPage = (next: number) =>
    setSearchParams((params) => {
      params.set('page', String(next))
      return params
    })

  const headingId = `invitations-${box}-heading`
  // Where a new page starts reading: the box's heading.
  const headingRef = useRef<HTMLHeadingElement>(null)
  const heading =
    box === 'sent' ? t('sent.heading', { team: myTeam?.name ?? '' }) : t('received.heading')
  const number = numberFormat(i18n.language)

  let body
  if (!result.data) {
    body = (
      <QueryPending
        result={result}
        loading={
          <Skeleton label={t('loading')}>
            <InvitationCardsSkeleton />
          </Skeleton>
        }
        error={t('error')}
      />
    )
  } else if (result.data.items.length === 0 && result.data.total > 0) {
    // A page past the end (an old link): the box is not empty, this page is.
    body = (
      <EmptyState
        title={t('pastEnd.title')}
        action={
          <Link to={`?box=${box}`} replace>
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
    const hasPending = items.some((invitation) => invitation.status === 'pending')
    body = (
      <>
        {box === 'received' && myTeam && hasPending ? <OnTeamNote team={myTeam} /> : null}
        <ul className={styles.list} aria-busy={result.isFetching || undefined}>
          {items.map((invitation) => (
            <li key={invitation.id}>
              {box === 'sent' ? (
                <SentInvitationCard invitation={invitation} onDone={setOutcome} />
              ) : (
                <ReceivedInvitationCard
                  invitation={invitation}
                  myTeam={myTeam}
                  onDone={setOutcome}
                />
              )}
            </li>
          ))}
        </ul>
        <Pagination
          page={page}
          pageCount={pageCount}
          onPageChange={setPage}
          labels={t('pagination', {
            returnObjects: true,
            page: number.format(page),
            pages: number.format(pageCount),
          })}
          top={headingRef}
        />
      </>
    )
  }

  return (
    <OfferBox
      headingId={headingId}
      heading={heading}
      headingRef={headingRef}
      outcome={outcome}
      outcomeText={outcome ? <OutcomeText outcome={outcome} /> : null}
    >
      {body}
    </OfferBox>
  )
}

function OutcomeText({ outcome }: { outcome: InvitationOutcome }) {
  const { t } = useTranslation('invitations')
  switch (outcome.kind) {
    case 'accepted':
      return (
        <p>
          {t('result.accepted', { team: outcome.team.name })}{' '}
          <Link to={`/team/${outcome.team.id}`}>
            {t('result.acceptedLink', { team: outcome.team.name })}
          </Link>
        </p>
      )
    case 'declined':
      return <p>{t('result.declined', { team: outcome.team.name })}</p>
    case 'cancelled':
      return <p>{t('result.cancelled', { player: outcome.player.username })}</p>
  }
}

/** Accepting is unavailable while the player is on a team: say why, and where their team is. */
function OnTeamNote({ team }: { team: MyTeam }) {
  const { t } = useTranslation('invitations')
  return (
    <div className={styles.onTeam}>
      <p className={styles.onTeamTitle}>{t('onTeam.title', { team: team.name })}</p>
      <p>{t('onTeam.body', { team: team.name })}</p>
      <Link to={`/team/${team.id}`}>{t('onTeam.link', { team: team.name })}</Link>
    </div>
  )
}

function EmptyBox({ box, myTeam }: { box: InvitationBox; myTeam: MyTeam | null }) {
  const { t } = useTranslation('invitations')
  if (box === 'sent') {
    return (
      <EmptyState
        title={t('empty.sent.title')}
        action={<Link to="/players?freeAgent=true">{t('empty.sent.action')}</Link>}
      >
        <p>{t('empty.sent.body', { team: myTeam?.name ?? '' })}</p>
      </EmptyState>
    )
  }
  if (myTeam) {
    return (
      <EmptyState
        title={t('empty.received.title')}
        action={
          <Link to={`/team/${myTeam.id}`}>
            {t('empty.received.onTeamAction', { team: myTeam.name })}
          </Link>
        }
      >
        <p>{t('empty.received.onTeam', { team: myTeam.name })}</p>
      </EmptyState>
    )
  }
  return (
    <EmptyState
      title={t('empty.received.title')}
      action={<Link to="/edit-profile">{t('empty.received.freeAgentAction')}</Link>}
    >
      <p>{t('empty.received.freeAgent')}</p>
    </EmptyState>
  )
}

/** How many cards the skeleton draws: a box's usual first page. */
const SKELETON_CARDS = 2

/** The box's cards while they load, each as tall as a pending invitation's. */
export function InvitationCardsSkeleton() {
  return (
    <SkeletonList count={SKELETON_CARDS} className={styles.list}>
      {() => <SkeletonInvitationCard />}
    </SkeletonList>
  )
}

/** The received box while the page learns who the player is: its heading, then its cards. */
export function InvitationBoxSkeleton() {
  const { t } = useTranslation('invitations')
  return (
    <Skeleton label={t('loading')} className={styles.box}>
      <h2 className={styles.boxHeading} aria-hidden="true">
        {t('received.heading')}
      </h2>
      {/* The box's status line, empty until an answer is given. */}
      <div />
      <InvitationCardsSkeleton />
    </Skeleton>
  )
}
