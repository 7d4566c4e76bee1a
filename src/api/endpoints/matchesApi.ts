/**
 * One match's page and its result's loop (docs/api/matches.md). The page is public and cached under
 * the `Matches` tag, per reader (`viewerId`): a signed-in reader's copy also says what they may do
 * with the result. A step that changes a result (report, confirm, dispute, settle) changes every page
 * that shows it: tables, fixtures and leaders (`Competitions`), profiles and career numbers
 * (`Players`), team pages (`Teams`), the reader's own numbers (`Me`) and the staff's queue.
 */
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'
import { baseApi, type ApiTag } from '@/api/baseApi'
import type {
  ConfirmResultRequest,
  DisputeResultRequest,
  MatchDetail,
  ReportResultRequest,
  SettleResultRequest,
  StaffQueueResponse,
} from '@/api/contracts/matches'

export interface MatchArgs {
  id: number
  /** The signed-in reader, or null for a visitor: each has their own copy of the page. */
  viewerId: number | null
}

/** Everything a changed result shows on. */
const RESULT_TAGS: readonly ApiTag[] = ['Matches', 'Competitions', 'Players', 'Teams', 'Me']

/**
 * After a step: on success, everything the result shows on; on a 409 (the other side, the clock or
 * staff got there first), the match's own page, which then shows where it stands and what is left
 * to do; nothing after any other refusal, which changed nothing.
 */
const afterStep = (
  _result: unknown,
  error: FetchBaseQueryError | undefined,
  { id }: { id: number },
) =>
  error === undefined
    ? [...RESULT_TAGS]
    : error.status === 409
      ? [{ type: 'Matches' as const, id }]
      : []

export const matchesApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    /** A step of the result's loop: answered with the match's page as it now stands. */
    const step = <Body>(path: 'report' | 'confirm' | 'dispute' | 'settle') =>
      build.mutation<MatchDetail, { id: number; body: Body }>({
        query: ({ id, body }) => ({ url: `matches/${id}/${path}`, method: 'POST', body }),
        invalidatesTags: afterStep,
      })
    return {
      getMatch: build.query<MatchDetail, MatchArgs>({
        query: ({ id }) => `matches/${id}`,
        providesTags: (_result, _error, { id }) => [{ type: 'Matches', id }, 'Matches'],
      }),
      reportResult: step<ReportResultRequest>('report'),
      confirmResult: step<ConfirmResultRequest>('confirm'),
      disputeResult: step<DisputeResultRequest>('dispute'),
      settleResult: step<SettleResultRequest>('settle'),
      getStaffQueue: build.query<StaffQueueResponse, void>({
        query: () => 'staff/matches',
        providesTags: ['Matches'],
      }),
    }
  },
})

export const {
  useGetMatchQuery,
  useReportResultMutation,
  useConfirmResultMutation,
  useDisputeResultMutation,
  useSettleResultMutation,
  useGetStaffQueueQuery,
} = matchesApi
