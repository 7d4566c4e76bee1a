/**
 * One box of invitations (received or sent), a page at a time (`?page=`), as ./OfferList.tsx draws a
 * box of offers: what is the invitations' own is their cards, why accepting is unavailable, the empty
 * box and the result of an action.
 */
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { InvitationBox } from '@/api/contracts/invitations'
import { Skeleton } from '@/components/Skeleton'
import {
  ReceivedInvitationCard,
  SentInvitationCard,
  type InvitationOutcome,
} from '@/session/InvitationCard'
import type { MyTeam } from '@/session/OfferCard'
import { useGetMyInvitationsQuery } from '@/api/endpoints/invitationsApi'
import styles from './InvitationsScreen.module.css'
import { OfferCardsSkeleton, OfferList, useOfferPage, type EmptyBox } from './OfferList'

export function InvitationList({ box, myTeam }: { box: InvitationBox; myTeam: MyTeam | null }) {
  const { t } = useTranslation('invitations')
  const { page, setPage } = useOfferPage('page')
  const result = useGetMyInvitationsQuery({ box, page })
  const empty = useEmptyBox(box, myTeam)
  const hasPending = result.data?.items.some((invitation) => invitation.status === 'pending')

  return (
    <OfferList
      headingId={`invitations-${box}-heading`}
      heading={
        box === 'sent' ? t('sent.heading', { team: myTeam?.name ?? '' }) : t('received.heading')
      }
      texts={{ loading: t('loading'), error: t('error') }}
      result={result}
      page={page}
      onPageChange={setPage}
      // The first page of this box alone: the requests' page is left out too.
      firstPage={`?box=${box}`}
      empty={empty}
      notice={box === 'received' && myTeam && hasPending ? <OnTeamNote team={myTeam} /> : null}
      card={(invitation, onDone: (outcome: InvitationOutcome) => void) =>
        box === 'sent' ? (
          <SentInvitationCard offer={invitation} onDone={onDone} />
        ) : (
          <ReceivedInvitationCard offer={invitation} myTeam={myTeam} onDone={onDone} />
        )
      }
      outcomeText={(outcome) => <OutcomeText outcome={outcome} />}
    />
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

/** The empty box's words, and where it sends the reader. */
function useEmptyBox(box: InvitationBox, myTeam: MyTeam | null): EmptyBox {
  const { t } = useTranslation('invitations')
  if (box === 'sent') {
    return {
      title: t('empty.sent.title'),
      body: t('empty.sent.body', { team: myTeam?.name ?? '' }),
      action: { to: '/players?freeAgent=true', label: t('empty.sent.action') },
    }
  }
  if (myTeam) {
    return {
      title: t('empty.received.title'),
      body: t('empty.received.onTeam', { team: myTeam.name }),
      action: {
        to: `/team/${myTeam.id}`,
        label: t('empty.received.onTeamAction', { team: myTeam.name }),
      },
    }
  }
  return {
    title: t('empty.received.title'),
    body: t('empty.received.freeAgent'),
    action: { to: '/edit-profile', label: t('empty.received.freeAgentAction') },
  }
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
      <OfferCardsSkeleton />
    </Skeleton>
  )
}
