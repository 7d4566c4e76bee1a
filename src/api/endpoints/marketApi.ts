/**
 * The transfer market (docs/api/market.md): the signed-in player's listing (read, publish or
 * replace, remove), a team's recruitment post (publish or replace, remove), and the two public
 * lists. A listing shows on its author's profile and a post on its team's page (with the team's
 * `recruiting`), so a change refetches the market lists, the profiles and the teams.
 */
import { baseApi, whenSucceeded } from '@/api/baseApi'
import type {
  ListingResponse,
  MarketClubsPage,
  MarketClubsQueryInput,
  MarketPlayersPage,
  MarketPlayersQueryInput,
  MyListingResponse,
  PlayerListingRequest,
  RecruitmentPostRequest,
  RecruitmentResponse,
} from '@/api/contracts/market'

/** Cards of the market per page: the server's default, written out so a page of the UI is one of the API. */
export const MARKET_PAGE_SIZE = 20

export interface SaveRecruitmentArgs {
  teamId: number
  body: RecruitmentPostRequest
}

/**
 * A list's query string from its filters: unset ones left out, `evening` as the one comma-separated
 * parameter the API reads, the page always.
 */
export function marketSearch(query: MarketPlayersQueryInput | MarketClubsQueryInput): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue
    params.set(key, String(value))
  }
  if (!params.has('pageSize')) params.set('pageSize', String(MARKET_PAGE_SIZE))
  return params.toString()
}

export const marketApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMyListing: build.query<MyListingResponse, void>({
      query: () => 'me/listing',
      providesTags: ['Market'],
    }),
    saveMyListing: build.mutation<ListingResponse, PlayerListingRequest>({
      query: (body) => ({ url: 'me/listing', method: 'PUT', body }),
      invalidatesTags: whenSucceeded(['Market', 'Players']),
    }),
    deleteMyListing: build.mutation<void, void>({
      query: () => ({ url: 'me/listing', method: 'DELETE' }),
      invalidatesTags: whenSucceeded(['Market', 'Players']),
    }),
    saveRecruitment: build.mutation<RecruitmentResponse, SaveRecruitmentArgs>({
      query: ({ teamId, body }) => ({ url: `teams/${teamId}/recruitment`, method: 'PUT', body }),
      invalidatesTags: (_result, error, { teamId }) =>
        error ? [] : ['Market', { type: 'Teams', id: teamId }],
    }),
    deleteRecruitment: build.mutation<void, number>({
      query: (teamId) => ({ url: `teams/${teamId}/recruitment`, method: 'DELETE' }),
      invalidatesTags: (_result, error, teamId) =>
        error ? [] : ['Market', { type: 'Teams', id: teamId }],
    }),
    getMarketPlayers: build.query<MarketPlayersPage, MarketPlayersQueryInput>({
      query: (query) => `market/players?${marketSearch(query)}`,
      providesTags: ['Market'],
    }),
    getMarketClubs: build.query<MarketClubsPage, MarketClubsQueryInput>({
      query: (query) => `market/clubs?${marketSearch(query)}`,
      providesTags: ['Market'],
    }),
  }),
})

export const {
  useGetMyListingQuery,
  useSaveMyListingMutation,
  useDeleteMyListingMutation,
  useSaveRecruitmentMutation,
  useDeleteRecruitmentMutation,
  useGetMarketPlayersQuery,
  useGetMarketClubsQuery,
} = marketApi
