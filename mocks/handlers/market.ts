/**
 * The market area of the mock API (docs/api/market.md): the caller's listing (GET, PUT and DELETE
 * /api/me/listing), a team's recruitment post (PUT and DELETE /api/teams/:id/recruitment), and the
 * public lists GET /api/market/players and /api/market/clubs.
 */
import { http } from 'msw'
import {
  marketClubsQuerySchema,
  marketPlayersQuerySchema,
  playerListingRequestSchema,
  recruitmentPostRequestSchema,
  type ListingResponse,
  type MyListingResponse,
  type RecruitmentResponse,
} from '@/api/contracts/market'
import {
  deleteListing,
  listingOf,
  marketListings,
  saveListing,
  toMarketPlayer,
  toPlayerListing,
} from '../domain/listings'
import {
  deleteRecruitment,
  marketPosts,
  saveRecruitment,
  toMarketClub,
  toRecruitmentPost,
} from '../domain/recruitment'
import { requireManagedTeam } from '../domain/teams'
import { requireUser } from '../lib/auth'
import { readJson } from '../lib/body'
import { apiPath, jsonResponse, noContent } from '../lib/http'
import { pagedRoute, route } from '../lib/route'

export const marketHandlers = [
  http.get(
    apiPath('me/listing'),
    route('market', ({ request, empty }) => {
      const user = requireUser(request)
      const listing = empty ? undefined : listingOf(user.id)
      return jsonResponse<MyListingResponse>({
        listing: listing === undefined ? null : toPlayerListing(listing),
      })
    }),
  ),

  http.put(
    apiPath('me/listing'),
    route('market', async ({ request }) => {
      const user = requireUser(request)
      const values = await readJson(request, playerListingRequestSchema)
      const listing = await saveListing(user, values)
      return jsonResponse<ListingResponse>({ listing: toPlayerListing(listing) })
    }),
  ),

  http.delete(
    apiPath('me/listing'),
    route('market', ({ request }) => {
      deleteListing(requireUser(request))
      return noContent()
    }),
  ),

  http.put(
    apiPath('teams/:id/recruitment'),
    route<{ id: string }>('market', async ({ request, params }) => {
      const { user, team } = requireManagedTeam(request, params.id)
      const values = await readJson(request, recruitmentPostRequestSchema)
      const post = await saveRecruitment(team, user, values)
      return jsonResponse<RecruitmentResponse>({ recruitment: toRecruitmentPost(post) })
    }),
  ),

  http.delete(
    apiPath('teams/:id/recruitment'),
    route<{ id: string }>('market', async ({ request, params }) => {
      const { user, team } = requireManagedTeam(request, params.id)
      await deleteRecruitment(team, user)
      return noContent()
    }),
  ),

  pagedRoute('market/players', 'market', marketPlayersQuerySchema, marketListings, toMarketPlayer),
  pagedRoute('market/clubs', 'market', marketClubsQuerySchema, marketPosts, toMarketClub),
]
