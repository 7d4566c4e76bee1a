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
import {
  createTeam,
  leaveTeam,
  pathId,
  readBody,
  removeMember,
  requireManager,
  requireTeam,
  teamResponse,
  updateMember,
  updateTeam,
} from '../domain/teamsApi'
import type { UserRecord } from '../model'
import { bearerToken, requireUser } from '../lib/auth'
import { apiPath, jsonResponse, noContent } from '../lib/http'
import { route } from '../lib/route'

/** The caller on a public endpoint: nobody without a token; a token that does not work is 401. */
function optionalUser(request: Request): UserRecord | null {
  return bearerToken(request) === null ? null : requireUser(request)
}

export const teamsHandlers = [
  http.post(
    apiPath('teams'),
    route('teams', async ({ request }) => {
      const user = requireUser(request)
      const values = await readBody(request, createTeamRequestSchema)
      const team = await createTeam(user, values)
      return jsonResponse<TeamResponse>(teamResponse(team, user), 201)
    }),
  ),

  http.get(
    apiPath('teams/:id'),
    route<{ id: string }>('teams', ({ request, params }) => {
      const user = optionalUser(request)
      const team = requireTeam(pathId(params.id))
      return jsonResponse<TeamResponse>(teamResponse(team, user))
    }),
  ),

  http.patch(
    apiPath('teams/:id'),
    route<{ id: string }>('teams', async ({ request, params }) => {
      const user = requireUser(request)
      const team = requireTeam(pathId(params.id))
      requireManager(team, user)
      const values = await readBody(request, updateTeamRequestSchema)
      const updated = await updateTeam(team, user, values)
      return jsonResponse<TeamResponse>(teamResponse(updated, user))
    }),
  ),

  http.put(
    apiPath('teams/:id/members/:userId'),
    route<{ id: string; userId: string }>('teams', async ({ request, params }) => {
      const user = requireUser(request)
      const team = requireTeam(pathId(params.id))
      requireManager(team, user)
      const values = await readBody(request, updateMemberRequestSchema)
      const roster = await updateMember(team, user, pathId(params.userId), values)
      return jsonResponse<RosterResponse>({ roster })
    }),
  ),

  http.delete(
    apiPath('teams/:id/members/:userId'),
    route<{ id: string; userId: string }>('teams', ({ request, params }) => {
      const user = requireUser(request)
      const team = requireTeam(pathId(params.id))
      removeMember(team, user, pathId(params.userId))
      return noContent()
    }),
  ),

  http.post(
    apiPath('teams/:id/leave'),
    route<{ id: string }>('teams', async ({ request, params }) => {
      const user = requireUser(request)
      const team = requireTeam(pathId(params.id))
      await leaveTeam(team, user)
      return noContent()
    }),
  ),
]
