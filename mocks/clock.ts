/**
 * The mock API's clock. Everything the seed and the handlers timestamp goes through `now()`, so tests,
 * Storybook and visual snapshots see one fixed instant while the standalone app sees real time.
 *
 * The clock starts frozen at SEED_NOW: tests and Storybook need no setup, and only `startMockApi()`
 * (the standalone app) thaws it. The names avoid a `use` prefix on purpose: these are not React hooks,
 * and the hooks lint rule would reject them in Storybook's `beforeEach`.
 */

/** The instant the seed is written against: a Saturday evening, match night in GVL USA. */
export const SEED_NOW = new Date('2026-03-14T18:00:00.000Z')

type ClockState = { mode: 'frozen'; at: number } | { mode: 'real' }

let state: ClockState = { mode: 'frozen', at: SEED_NOW.getTime() }
/** How far the clock is moved ahead, frozen or real (the scenario's `clockOffsetMs`). */
let offsetMs = 0

/**
 * The current instant: the frozen one, or the real time, moved ahead by the offset. A new Date on
 * every call, safe to mutate.
 */
export function now(): Date {
  return new Date((state.mode === 'frozen' ? state.at : Date.now()) + offsetMs)
}

/** Runs the clock `ms` ahead of its frozen instant or of real time (the demo's "+1 day"). */
export function setClockOffset(ms: number): void {
  offsetMs = ms
}

/** Stops the clock at `at` (SEED_NOW by default). Tests and Storybook run frozen. */
export function freezeClock(at: Date = SEED_NOW): void {
  state = { mode: 'frozen', at: at.getTime() }
}

/** Lets the clock follow real time (the standalone app). */
export function thawClock(): void {
  state = { mode: 'real' }
}

/** Moves a frozen clock forward by `ms` (negative goes back). Has no effect on a real clock. */
export function advanceClock(ms: number): void {
  if (state.mode === 'frozen') state = { mode: 'frozen', at: state.at + ms }
}

export function isClockFrozen(): boolean {
  return state.mode === 'frozen'
}
