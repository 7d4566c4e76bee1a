/**
 * The teams area of the mock API (docs/api/teams.md): POST /api/teams, GET and PATCH
 * /api/teams/:id, PUT and DELETE /api/teams/:id/members/:userId, POST /api/teams/:id/leave.
 */
import { http } from 'msw'
import {
  createTeamRequestSchema,
  updateMemberRequestSchema,
  updateTeamRequestSchema,
  type RosterResponse,
  type TeamResponse,
} from '@/api/contracts/teams'
import { leaveTeam, removeMember, updateMember } from '../domain/roster'
import { teamResponse } from '../domain/teamPage'
import { createTeam, requireManagedTeam, requireTeam, updateTeam } from '../domain/teams'
import { optionalUser, requireUser } from '../lib/auth'
import { readJson } from '../lib/body'
import { apiPath, jsonResponse, localizedResponse, noContent } from '../lib/http'
import { pathId, route } from '../lib/route'

export const teamsHandlers = [
  http.post(
    apiPath('teams'),
    route('teams', async ({ request, language }) => {
      const user = requireUser(request)
      const values = await readJson(request, createTeamRequestSchema)
      const team = await createTeam(user, values)
      return localizedResponse<TeamResponse>(teamResponse(team, user, language), language, 201)
    }),
  ),

  http.get(
    apiPath('teams/:id'),
    route<{ id: string }>('teams', ({ request, params, language }) => {
      const user = optionalUser(request)
      const team = requireTeam(params.id)
      return localizedResponse<TeamResponse>(teamResponse(team, user, language), language)
    }),
  ),

  http.patch(
    apiPath('teams/:id'),
    route<{ id: string }>('teams', async ({ request, params, language }) => {
      const { user, team } = requireManagedTeam(request, params.id)
      const values = await readJson(request, updateTeamRequestSchema)
      const updated = await updateTeam(team, user, values)
      return localizedResponse<TeamResponse>(teamResponse(updated, user, language), language)
    }),
  ),

  http.put(
    apiPath('teams/:id/members/:userId'),
    route<{ id: string; userId: string }>('teams', async ({ request, params }) => {
      const { user, team } = requireManagedTeam(request, params.id)
      const values = await readJson(request, updateMemberRequestSchema)
      const roster = await updateMember(team, user, pathId(params.userId), values)
      return jsonResponse<RosterResponse>({ roster })
    }),
  ),

  http.delete(
    apiPath('teams/:id/members/:userId'),
    route<{ id: string; userId: string }>('teams', async ({ request, params }) => {
      const user = requireUser(request)
      const team = requireTeam(params.id)
      await removeMember(team, user, pathId(params.userId))
      return noContent()
    }),
  ),

  http.post(
    apiPath('teams/:id/leave'),
    route<{ id: string }>('teams', async ({ request, params }) => {
      const user = requireUser(request)
      const team = requireTeam(params.id)
      await leaveTeam(team, user)
      return noContent()
    }),
  ),
]
