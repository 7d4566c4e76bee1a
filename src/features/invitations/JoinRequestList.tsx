/**
 * One box of join requests, a page at a time: the player's own (sent: the clubs they asked, Withdraw
 * while pending) or those to the club the reader manages (received: Accept, Decline). It sits beside
 * a box of invitations on the same page, so its page has its own parameter (`?requestsPage=`). The
 * box is ./OfferList.tsx's; what is the requests' own is their cards and the empty box (their
 * results are worded by the cards' module, which the team page shares).
 */
import { useTranslation } from 'react-i18next'
import type { JoinRequestBox } from '@/api/contracts/joinRequests'
import { useGetMyJoinRequestsQuery } from '@/api/endpoints/joinRequestsApi'
import type { MyTeam } from '@/session/OfferCard'
import {
  JoinRequestOutcomeText,
  ReceivedJoinRequestCard,
  SentJoinRequestCard,
  type JoinRequestOutcome,
} from '@/session/JoinRequestCard'
import { OfferList, useOfferPage, type EmptyBox } from './OfferList'

/** The query parameter of the requests' page: `page` is the invitations'. */
export const REQUESTS_PAGE_PARAM = 'requestsPage'

export function JoinRequestList({ box, myTeam }: { box: JoinRequestBox; myTeam: MyTeam | null }) {
  const { t } = useTranslation('invitations')
  // The first page keeps the rest of the address (the box, the invitations' page).
  const { page, setPage, firstPage } = useOfferPage(REQUESTS_PAGE_PARAM)
  const result = useGetMyJoinRequestsQuery({ box, page })
  const empty = useEmptyBox(box, myTeam)

  return (
    <OfferList
      headingId={`join-requests-${box}-heading`}
      heading={
        box === 'sent'
          ? t('joinRequests.sent.heading')
          : t('joinRequests.received.heading', { team: myTeam?.name ?? '' })
      }
      texts={{
        loading: t('joinRequests.loading'),
        error: t('joinRequests.error'),
        paginationNav: t('joinRequests.paginationNav'),
      }}
      result={result}
      page={page}
      onPageChange={setPage}
      firstPage={firstPage}
      empty={empty}
      card={(request, onDone: (outcome: JoinRequestOutcome) => void) =>
        box === 'sent' ? (
          <SentJoinRequestCard offer={request} onDone={onDone} />
        ) : (
          <ReceivedJoinRequestCard offer={request} onDone={onDone} />
        )
      }
      outcomeText={(outcome) => (
        <p>
          <JoinRequestOutcomeText outcome={outcome} />
        </p>
      )}
    />
  )
}

/** The empty box's words, and where it sends the reader. */
function useEmptyBox(box: JoinRequestBox, myTeam: MyTeam | null): EmptyBox {
  const { t } = useTranslation('invitations')
  if (box === 'received') {
    return {
      title: t('joinRequests.empty.received.title'),
      body: t('joinRequests.empty.received.body', { team: myTeam?.name ?? '' }),
      action: myTeam
        ? {
            to: `/team/${myTeam.id}`,
            label: t('joinRequests.empty.received.action', { team: myTeam.name }),
          }
        : undefined,
    }
  }
  if (myTeam) {
    // No link to the team: the invitations above it already offer one.
    return {
      title: t('joinRequests.empty.sent.title'),
      body: t('joinRequests.empty.sent.onTeam', { team: myTeam.name }),
    }
  }
  return {
    title: t('joinRequests.empty.sent.title'),
    body: t('joinRequests.empty.sent.body'),
    action: { to: '/search', label: t('joinRequests.empty.sent.action') },
  }
}
