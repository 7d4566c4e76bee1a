/**
 * The calls of one kind of offer for the mock API tests, invitations or join requests: sending one to
 * a team, acting on one, and reading a box of the caller's (checked for privacy, then parsed). Apart
 * from ./client.ts, which ./privacy.ts reads.
 */
import { expect } from 'vitest'
import { as } from './client'
import { expectNoPrivateWords } from './privacy'

export function offerClient<Page>(
  /** The kind's name in its paths: `teams/:id/{path}`, `{path}/:id/{action}`, `me/{path}`. */
  path: 'invitations' | 'join-requests',
  pageSchema: { parse: (value: unknown) => Page },
) {
  return {
    /** POST /api/teams/:id/{path} as `username`. */
    send(username: string | null, teamId: number | string, body: unknown = {}, language?: string) {
      return as(username, `teams/${teamId}/${path}`, { method: 'POST', body, language })
    },
    /** POST /api/{path}/:id/{action} as `username`. */
    act(username: string | null, id: number | string, action: string, language?: string) {
      return as(username, `${path}/${id}/${action}`, { method: 'POST', language })
    },
    /** GET /api/me/{path}{query} as `username`: a 200 that holds nothing private. */
    async list(username: string, query = ''): Promise<Page> {
      const response = await as(username, `me/${path}${query}`)
      expect(response.status).toBe(200)
      const body: unknown = await response.json()
      expectNoPrivateWords(body)
      return pageSchema.parse(body)
    },
  }
}
