/**
 * Runtime scenarios: the same handlers run slow, failing or empty, so every loading, error and empty
 * state of the UI can be reached by hand (`?mock=…` in the app, a parameter in Storybook, a call in tests).
 */
import {
  MAX_LATENCY_MS,
  MOCK_AREAS,
  scenarioSchema,
  SLOW_LATENCY_MS,
  type MockArea,
  type Scenario,
} from '@/api/contracts/mockScenario'
import { setClockOffset } from './clock'

/** The areas a scenario can fail or empty (the contract's list). */
export const AREAS = MOCK_AREAS
export type Area = MockArea
export type { Latency, Scenario } from '@/api/contracts/mockScenario'
/** What `slow` means (`?mock=slow`, Storybook's Mock API toolbar). */
export { SLOW_LATENCY_MS }

/**
 * Where a chosen scenario is kept: the app keeps it for the tab (sessionStorage, through the page when
 * the API runs in a worker), so it survives reloads of the tab but not a new tab. `null` removes it.
 */
export interface ScenarioStore {
  read(): string | null
  write(value: string | null): void
}

let defaults: Scenario = { latency: 0, failing: [], empty: [], clockOffsetMs: 0 }
let current: Scenario = copy(defaults)
let storage: ScenarioStore | null = null

function copy(scenario: Scenario): Scenario {
  return {
    latency: scenario.latency,
    failing: [...scenario.failing],
    empty: [...scenario.empty],
    clockOffsetMs: scenario.clockOffsetMs,
  }
}

/** The scenario in force: kept for the tab, and its clock offset applied. */
function apply(next: Scenario): Scenario {
  current = next
  setClockOffset(current.clockOffsetMs)
  save()
  return getScenario()
}

function unique(areas: readonly Area[]): Area[] {
  return AREAS.filter((area) => areas.includes(area))
}

export function getScenario(): Scenario {
  return copy(current)
}

/** Changes part of the scenario and returns the whole of it. */
export function setScenario(patch: Partial<Scenario>): Scenario {
  return apply({
    latency: patch.latency ?? current.latency,
    failing: unique(patch.failing ?? current.failing),
    empty: unique(patch.empty ?? current.empty),
    clockOffsetMs: patch.clockOffsetMs ?? current.clockOffsetMs,
  })
}

/**
 * Back to the defaults: no failures, nothing emptied, the default latency (0 unless the app set it),
 * the clock not moved.
 */
export function resetScenario(): Scenario {
  return apply(copy(defaults))
}

/** The app makes 'realistic' latency its default; tests and Storybook keep 0. */
export function setScenarioDefaults(patch: Partial<Scenario>): void {
  defaults = { ...defaults, ...patch }
}

export function isFailing(area: Area): boolean {
  return current.failing.includes(area)
}

export function isEmpty(area: Area): boolean {
  return current.empty.includes(area)
}

let requestCount = 0

/** How long the next answer waits. 'realistic' jitters between 150 and 400 ms in a fixed sequence. */
export function nextLatencyMs(): number {
  if (current.latency !== 'realistic') return current.latency
  requestCount += 1
  // A cheap integer hash of the request number: looks random, repeats exactly from a reload.
  const jitter = Math.imul(requestCount ^ 0x5bd1e995, 0x27d4eb2d) >>> 0
  return 150 + (jitter % 251)
}

/**
 * A scenario written as comma-separated words: `slow`, `fast`, `realistic`, `latency:800`, `fail`
 * (every area), `fail:messages`, `empty`, `empty:notifications`, `off`. Starts from the defaults, so
 * the words describe the whole scenario; unknown words are ignored.
 */
export function parseScenarioWords(words: string): Scenario {
  const result = copy(defaults)
  for (const word of words.split(',').map((w) => w.trim().toLowerCase())) {
    const [name = '', argument] = word.split(':')
    if (name === 'slow') result.latency = SLOW_LATENCY_MS
    else if (name === 'fast') result.latency = 0
    else if (name === 'realistic') result.latency = 'realistic'
    else if (name === 'latency') {
      const ms = Number(argument)
      if (Number.isInteger(ms) && ms >= 0 && ms <= MAX_LATENCY_MS) result.latency = ms
    } else if (name === 'fail') result.failing.push(...areasOf(argument))
    else if (name === 'empty') result.empty.push(...areasOf(argument))
  }
  return { ...result, failing: unique(result.failing), empty: unique(result.empty) }
}

function areasOf(argument: string | undefined): Area[] {
  if (argument === undefined || argument === '' || argument === 'all') return [...AREAS]
  return AREAS.filter((area) => area === argument)
}

/**
 * The scenario a URL asks for (`?mock=slow,fail:messages`), or null when it has no `mock` parameter.
 * Accepts `location.search` or URLSearchParams.
 */
export function parseScenario(search: URLSearchParams | string): Scenario | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const words = params.get('mock')
  return words === null ? null : parseScenarioWords(words)
}

/**
 * Keeps the scenario in `target`: restores a saved one now, and saves every change from then on. A
 * saved value that no longer parses is dropped. `null` stops saving.
 */
export function persistScenario(target: ScenarioStore | null): void {
  storage = target
  if (target === null) return
  const saved = target.read()
  if (saved === null) return
  const parsed = scenarioSchema.safeParse(safeJson(saved))
  if (parsed.success) apply(copy(parsed.data))
  else target.write(null)
}

function save(): void {
  storage?.write(JSON.stringify(current))
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
