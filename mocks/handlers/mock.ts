/**
 * Mock-only endpoints (not part of the API contract): reset the demo data, read and change the
 * scenario (the app's Settings "Reset demo data" and scenario panel use them), and read the demo's
 * outbox (the sign-up pages show the email that would have been sent).
 */
import { http } from 'msw'
import { outboxQuerySchema, type OutboxResponse } from '@/api/contracts/mockOutbox'
import { mockResetRequestSchema, scenarioPatchSchema } from '@/api/contracts/mockScenario'
import { now } from '../clock'
import { db, findUser, resetDb } from '../db'
import { mailsTo } from '../domain/outbox'
import { readJson } from '../lib/body'
import { apiPath, jsonResponse, noContent } from '../lib/http'
import { readQuery } from '../lib/query'
import { resetRateLimits } from '../lib/rateLimit'
import { whileResetting } from '../lib/resetGate'
import { route } from '../lib/route'
import { AREAS, getScenario, resetScenario, setScenario } from '../scenarios'

export const mockHandlers = [
  http.post(
    apiPath('__mock/reset'),
    route('mock', async ({ request }) => {
      const { size } = await readJson(request, mockResetRequestSchema, { whenEmpty: {} })
      // Whoever is signed in stays signed in: seeded users keep their ids across reseeds, so their
      // sessions still name the same person. Sessions of users the seed does not have end.
      await whileResetting(async () => {
        const sessions = db.sessions.all().map((session) => ({
          session: { ...session },
          username: findUser(session.userId)?.username,
        }))
        await resetDb(size === undefined ? {} : { size })
        resetRateLimits()
        for (const { session, username } of sessions) {
          if (findUser(session.userId)?.username === username) await db.sessions.create(session)
        }
      })
      return noContent()
    }),
  ),

  /** The scenario, with the areas it can fail or empty (so a settings panel can list them). */
  http.get(
    apiPath('__mock/scenario'),
    route('mock', () =>
      jsonResponse({ ...getScenario(), areas: [...AREAS], now: now().toISOString() }),
    ),
  ),

  /** Body: any part of the scenario (`{ "failing": ["messages"] }`), or `{ "reset": true }`. */
  http.put(
    apiPath('__mock/scenario'),
    route('mock', async ({ request }) => {
      const { reset, ...patch } = await readJson(request, scenarioPatchSchema)
      const scenario = reset === true ? resetScenario() : setScenario(patch)
      return jsonResponse({ ...scenario, areas: [...AREAS], now: now().toISOString() })
    }),
  ),

  /**
   * The emails sent to one address, newest first: what its owner would find in their inbox. The
   * demo's stand-in for mail, since none leaves the browser; a real backend has no such endpoint.
   */
  http.get(
    apiPath('__mock/outbox'),
    route('mock', ({ request }) => {
      const { to } = readQuery(new URL(request.url), outboxQuerySchema)
      return jsonResponse<OutboxResponse>({ items: mailsTo(to) })
    }),
  ),
]
