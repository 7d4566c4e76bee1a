/**
 * What every part of the seed shares while it builds: the id counters, the seed's "now" and the
 * calendar it is written in, and a few random helpers over faker's seeded generator.
 */
import { Faker } from '@faker-js/faker'
import { SEED_NOW } from '../clock'
import { FIRST_NAMES } from '../fixtures/firstNames'
import { addDays, zonedTime } from '../lib/calendar'
import { SEQUENCE_NAMES, type SequenceName, type Sequences } from '../model'
import { calendarShiftDays, seasonShift } from './seasons'

export const MINUTE = 60_000
export const HOUR = 60 * MINUTE
export const DAY = 24 * HOUR
export const WEEK = 7 * DAY

/**
 * The seed's generator. Of faker's locale data it draws only first names, so it carries only those
 * (mocks/fixtures/firstNames.ts): the same draws as faker's English locale, without the locale.
 */
export const SEED_LOCALE = { person: { first_name: FIRST_NAMES } }
export const faker = new Faker({ locale: [SEED_LOCALE] })

/** Counters of the records being built: ids 1, 2, 3… per collection, as the db would number them. */
export class Ids {
  private readonly counters = Object.fromEntries(
    SEQUENCE_NAMES.map((name) => [name, 0]),
  ) as Sequences

  next(name: SequenceName): number {
    this.counters[name] += 1
    return this.counters[name]
  }

  /** Numbers the whole of `name` 1, 2, 3… again, in its order, after some of it was dropped. */
  renumber<T extends { id: number }>(name: SequenceName, records: readonly T[]): T[] {
    this.counters[name] = records.length
    return records.map((record, index) => ({ ...record, id: index + 1 }))
  }

  snapshot(): Sequences {
    return { ...this.counters }
  }
}

/**
 * The seed's clock. Relative times (a message 25 minutes ago) follow `now` exactly. Calendar dates
 * of the fixtures (a match on Tuesday 2026-03-10 at 21:00 in New York) move by whole weeks, as many
 * as fit between SEED_NOW and `now`, so a later "now" keeps match nights on their weekdays and
 * kick-offs at their local time; what has happened by then is decided against the real `now`.
 */
export class SeedClock {
  readonly nowMs: number
  /** Days the fixture calendar moves: a multiple of 7 (0 in tests and Storybook). */
  readonly shiftDays: number
  /**
   * SEED_NOW moved with the calendar: the "now" of the seed's story, up to a week before `now`. Texts
   * that speak of the fixtures ("Lineup for Saturday vs Bayou Strikers") are dated from it, so they
   * are read before the match they announce, whatever day of the week `now` is.
   */
  readonly storyNowMs: number
  /** Seasons the season labels move ("Fall 2025" → "Summer 2026"): the calendar's shift, to the nearest quarter year. */
  readonly shiftSeasons: number

  constructor(readonly now: Date) {
    this.nowMs = now.getTime()
    this.shiftDays = calendarShiftDays(this.nowMs)
    this.storyNowMs = SEED_NOW.getTime() + this.shiftDays * DAY
    this.shiftSeasons = seasonShift(this.shiftDays)
  }

  iso(ms: number): string {
    return new Date(ms).toISOString()
  }

  minutesAgo(minutes: number): string {
    return this.iso(this.nowMs - minutes * MINUTE)
  }

  /** A fixture's calendar day, moved into the current frame. */
  day(fixtureDay: string): string {
    return addDays(fixtureDay, this.shiftDays)
  }

  /** `time` on a fixture's calendar day in `timeZone`, as an instant in ms. */
  at(fixtureDay: string, time: string, timeZone: string): number {
    return this.atDay(this.day(fixtureDay), time, timeZone)
  }

  /** `time` on a calendar day already in the current frame (`day()`'s result). */
  atDay(day: string, time: string, timeZone: string): number {
    return zonedTime(day, time, timeZone).getTime()
  }
}

/** A whole number in [min, max]. */
export function int(min: number, max: number): number {
  return faker.number.int({ min: Math.min(min, max), max: Math.max(min, max) })
}

/** True with probability `p`. */
export function chance(p: number): boolean {
  return faker.number.float({ min: 0, max: 1 }) < p
}

export function pick<T>(items: readonly T[]): T {
  return faker.helpers.arrayElement(items)
}

export function weighted<T>(items: readonly { value: T; weight: number }[]): T {
  return faker.helpers.weightedArrayElement([...items])
}

/** A Poisson draw (Knuth): goals in a match. */
export function poisson(mean: number): number {
  const limit = Math.exp(-mean)
  let k = 0
  let p = 1
  do {
    k += 1
    p *= faker.number.float({ min: 0, max: 1 })
  } while (p > limit && k < 20)
  return k - 1
}

/** One of `items`, each as likely as its weight (weights need not sum to anything). */
export function pickWeighted<T>(items: readonly T[], weight: (item: T) => number): T {
  const total = items.reduce((sum, item) => sum + weight(item), 0)
  let roll = faker.number.float({ min: 0, max: total })
  for (const item of items) {
    roll -= weight(item)
    if (roll <= 0) return item
  }
  const last = items.at(-1)
  if (last === undefined) throw new RangeError('pickWeighted of nothing')
  return last
}

/** `GVL Premier Division — Fall 2025` → `gvl-premier-division-fall-2025`. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
