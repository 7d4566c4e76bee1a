#!/usr/bin/env node
/**
 * `npm run bench:api`: times the players list over the large seed (10,000 players) in Node.
 *
 * Seeds the mock API with the large seed (`prepareMockApi({ size: 'large' })` of mocks/server.ts),
 * starts its players handlers with msw/node, and sends 200 varied `GET /api/players` requests
 * (filters, text, every sort in both orders, pages) with `fetch`, one after another. Each time is the
 * whole round trip through MSW: interception, the route wrapper, query validation, the domain
 * function, shaping and the JSON body, read back with `response.json()`. It then runs the same 200
 * queries against the domain function behind the handler (listPlayers + toPlayerListItems +
 * JSON.stringify), without MSW.
 *
 * The TypeScript sources (and their `@/`, `@mocks/` aliases) are loaded through one Vite module
 * runner, so the handlers, the domain and the database are the same module instances.
 * Target: p95 <= 20 ms per request through the handlers; exits with 1 when it is missed.
 */
import { cpus, loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import { setupServer } from 'msw/node'
import { moduleRunner } from './lib/moduleRunner.mjs'

const TARGET_P95_MS = 20
const REQUESTS = 200
const WARM_UP = 40

const runner = await moduleRunner()

try {
  const mockApi = await runner.import('/mocks/server.ts')
  const { db } = await runner.import('/mocks/db.ts')
  const players = await runner.import('/mocks/domain/playerIndex.ts')
  const contracts = await runner.import('/src/api/contracts/players.ts')

  let started = performance.now()
  await mockApi.prepareMockApi({ size: 'large' })
  const seedMs = performance.now() - started
  const listed = db.users.all().filter((u) => u.status === 'active' && u.role === 'player')

  const queries = buildQueries(db, contracts, REQUESTS, 20260314)

  const server = setupServer(...mockApi.handlers.players)
  server.listen({ onUnhandledRequest: 'error' })
  try {
    // The first request after a reseed builds the index (career totals of every player).
    started = performance.now()
    const first = await get('players?pageSize=20')
    const coldMs = performance.now() - started
    if (first.total !== listed.length)
      throw new Error(`expected ${listed.length}, got ${first.total}`)

    // Warm-up, untimed: lets the JIT compile the paths (other queries than the timed ones).
    for (const query of buildQueries(db, contracts, WARM_UP, 1)) await get(`players?${query}`)

    const viaHandlers = []
    let matched = 0
    for (const query of queries) {
      const t0 = performance.now()
      const page = await get(`players?${query}`)
      viaHandlers.push(performance.now() - t0)
      matched += page.total
    }

    const viaDomain = []
    for (const query of queries) {
      const parsed = contracts.playersQuerySchema.parse(
        Object.fromEntries(new URLSearchParams(query)),
      )
      const t0 = performance.now()
      const page = players.listPlayers(parsed)
      JSON.stringify({ ...page, items: players.toPlayerListItems(page.items) })
      viaDomain.push(performance.now() - t0)
    }

    // A change (one new match stat line) makes the next request rebuild the index.
    const [line] = db.playerMatchStats.all()
    await db.playerMatchStats.create({ ...line, id: 10_000_000 })
    started = performance.now()
    await get('players?sort=goals')
    const rebuildMs = performance.now() - started

    const handlers = summary(viaHandlers)
    const domain = summary(viaDomain)
    console.log(`GET /api/players over the large seed (Node ${process.versions.node})`)
    // Other work on the machine shows in every number: say how busy it was.
    const load = loadavg().map((value) => value.toFixed(2))
    console.log(`  machine: ${cpus().length} cores, load average ${load.join(' ')}`)
    console.log(
      `  players: ${db.users.count()} users, ${listed.length} listed; seeded in ${ms(seedMs)}`,
    )
    console.log(`  first request (builds the index): ${ms(coldMs)}`)
    console.log(`  first request after a stats change (rebuilds it): ${ms(rebuildMs)}`)
    console.log(
      `  ${REQUESTS} varied requests after ${WARM_UP} untimed ones (${Math.round(matched / REQUESTS)} matches each on average):`,
    )
    console.log(`    through the handlers (msw/node + fetch): ${line_(handlers)}`)
    console.log(`    the domain function alone:               ${line_(domain)}`)
    const ok = handlers.p95 <= TARGET_P95_MS
    console.log(
      `  target p95 <= ${TARGET_P95_MS} ms through the handlers: ${ok ? 'met' : 'MISSED'}`,
    )
    if (!ok) process.exitCode = 1
  } finally {
    server.close()
  }
} finally {
  await runner.close()
}

async function get(path) {
  const response = await fetch(`http://localhost/api/${path}`)
  if (response.status !== 200)
    throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return response.json()
}

/** `count` queries, the same on every run: filters alone and combined, text, every sort, deep pages. */
function buildQueries(db, contracts, count, seed) {
  const random = () => {
    // mulberry32
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const pick = (list) => list[Math.floor(random() * list.length)]
  const countries = [...new Set(db.users.all().map((u) => u.country))]
  const teamIds = db.teams.all().map((t) => t.id)
  const texts = ['a', 'ma', 'pro', 'keeper', 'xx', 'gol', 'rivera', 'son', 'FC', 'zz9']
  const queries = []
  for (let i = 0; i < count; i += 1) {
    const params = new URLSearchParams()
    if (random() < 0.3) params.set('q', pick(texts))
    if (random() < 0.3) params.set('position', pick(contracts.POSITIONS))
    if (random() < 0.3) params.set('platform', pick(contracts.PLATFORMS))
    if (random() < 0.25) params.set('country', pick(countries))
    if (random() < 0.2) params.set('freeAgent', pick(['true', 'false']))
    if (random() < 0.1) params.set('teamId', String(pick(teamIds)))
    params.set('sort', contracts.PLAYER_SORTS[i % contracts.PLAYER_SORTS.length])
    params.set('order', i % 16 < 8 ? 'asc' : 'desc')
    params.set(
      'page',
      String(random() < 0.7 ? 1 + Math.floor(random() * 3) : 1 + Math.floor(random() * 400)),
    )
    params.set('pageSize', String(pick([10, 20, 20, 50, 100])))
    queries.push(params.toString())
  }
  return queries
}

function summary(times) {
  const sorted = [...times].sort((a, b) => a - b)
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
  const mean = sorted.reduce((s, t) => s + t, 0) / sorted.length
  return { p50: at(50), p95: at(95), max: sorted[sorted.length - 1], mean }
}

function ms(value) {
  return `${value.toFixed(2)} ms`
}

function line_({ p50, p95, max, mean }) {
  return `p50 ${ms(p50)}, p95 ${ms(p95)}, mean ${ms(mean)}, max ${ms(max)}`
}
