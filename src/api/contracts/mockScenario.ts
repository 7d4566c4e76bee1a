/**
 * The mock API's scenario (mock-only endpoints, not part of the API: docs/api.md, "Mock API"): how
 * slow it answers, which areas fail and which answer empty, and how far its clock is moved ahead. The mock API keeps it (mocks/scenarios.ts)
 * and the Settings dialog changes it (src/features/settings/mockScenarioApi.ts), both with these
 * schemas. In zod/mini, as the session's schemas are: the Settings dialog loads right after the first
 * paint, and zod/mini's functions leave out what they do not use where zod's methods cannot.
 */
import * as z from 'zod/mini'

/** The areas a scenario can fail or empty. The `mock` admin area never fails: it is how you get out. */
export const MOCK_AREAS = [
  'auth',
  'accounts',
  'players',
  'search',
  'competitions',
  'news',
  'registrations',
  'teams',
  'invitations',
  'market',
  'infractions',
  'premium',
  'messages',
  'notifications',
  'media',
] as const
export type MockArea = (typeof MOCK_AREAS)[number]

/** What `slow` means: `?mock=slow`, the Settings dialog's "Slow". */
export const SLOW_LATENCY_MS = 2000
export const MAX_LATENCY_MS = 60_000

const areaList = z.array(z.enum(MOCK_AREAS))

/** Milliseconds, or 'realistic' (150-400 ms, jittered deterministically). */
export const latencySchema = z.union([
  z.int().check(z.minimum(0), z.maximum(MAX_LATENCY_MS)),
  z.literal('realistic'),
])
export type Latency = z.infer<typeof latencySchema>

/** The demo's clock moves ahead by at most a year (deadlines and auto-confirmation, shown by hand). */
export const MAX_CLOCK_OFFSET_MS = 365 * 24 * 60 * 60 * 1000

export const scenarioSchema = z.object({
  latency: latencySchema,
  failing: areaList,
  empty: areaList,
  /** How far the mock API's clock runs ahead of the real one (or of the seed's instant in tests). */
  clockOffsetMs: z._default(z.int().check(z.minimum(0), z.maximum(MAX_CLOCK_OFFSET_MS)), 0),
})
export type Scenario = z.infer<typeof scenarioSchema>

/**
 * GET and PUT /api/__mock/scenario answer the scenario, the areas it can name (for a settings panel)
 * and the mock API's time now (ISO 8601, its clock moved ahead included).
 */
export const scenarioResponseSchema = z.extend(scenarioSchema, { areas: areaList, now: z.string() })
export type ScenarioResponse = z.infer<typeof scenarioResponseSchema>

/** PUT /api/__mock/scenario: any part of the scenario (`{ "failing": ["messages"] }`), or `{ "reset": true }`. */
export const scenarioPatchSchema = z.extend(z.partial(scenarioSchema), {
  reset: z.optional(z.boolean()),
})
export type ScenarioPatch = z.input<typeof scenarioPatchSchema>

/** POST /api/__mock/reset: optional; `{ "size": "large" }` reseeds with the large seed (npm run bench). */
export const mockResetRequestSchema = z.strictObject({
  size: z.optional(z.enum(['standard', 'large'])),
})
