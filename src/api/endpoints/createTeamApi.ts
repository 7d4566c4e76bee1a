/**
 * Creating a team (docs/api/teams.md, `POST /api/teams`). The creator becomes its manager, stops
 * being a free agent, loses their other pending invitations and their market listing is paused, so
 * everything that shows the player, their team or those invitations is refetched: the navigation
 * and profile (`Me`), team pages and lists (`Teams`), player lists and profiles (`Players`), the
 * invitations and the market.
 */
import { baseApi, whenSucceeded } from '@/api/baseApi'
import type { CreateTeamRequest, TeamResponse } from '@/api/contracts/teams'

export const createTeamApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createTeam: build.mutation<TeamResponse, CreateTeamRequest>({
      query: (body) => ({ url: 'teams', method: 'POST', body }),
      invalidatesTags: whenSucceeded(['Me', 'Teams', 'Players', 'Invitations', 'Market']),
    }),
  }),
})

export const { useCreateTeamMutation } = createTeamApi
