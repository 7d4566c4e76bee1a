/**
 * The deterministic seed: the same data on every run (a fixed faker seed, times relative to `now()`,
 * which tests and Storybook freeze at SEED_NOW). mocks/seed/ builds it (people, teams, competitions
 * and results, invitations, discipline, premium, news, conversations: ./build.ts); this module
 * inserts it.
 *
 * Every seeded account's password is DEMO_PASSWORD. The demo accounts each get their own salt (hashed
 * once per process, see `hashPasswordOnce`); the other players share one precomputed hash, because
 * hashing hundreds (or ten thousand) passwords with PBKDF2 before every test would take seconds.
 */
import { now } from '../clock'
import { COMPETITIONS } from '../fixtures/competitions'
import { insertAll } from '../lib/bulk'
import {
  COLLECTION_NAMES,
  db,
  setSequences,
  type CollectionName,
  type RecordOf,
  type Sequences,
} from '../model'
import type { SeedOptions } from './build'

// Only types from ./build: the generator (faker and the builders) is loaded when a seed is built,
// not with the handlers (tests import its values from '@mocks/seed/build' and the modules beside it).
export type { SeedOptions } from './build'

/** Sessions start when someone signs in: the seed has none. */
export type SeededCollection = Exclude<CollectionName, 'sessions'>

/** Every collection the seed fills, in the order it inserts them (the model's). */
export const SEEDED_COLLECTIONS = COLLECTION_NAMES.filter(
  (name): name is SeededCollection => name !== 'sessions',
)

/** The seed: every seeded collection's records, and the id counters after them. */
export type SeedData = { [Name in SeededCollection]: RecordOf<Name>[] } & {
  sequences: Sequences
}

/** Builds the seed's records for these options at `now` (./build.ts's `seedData`). */
const buildSeed = async (options: SeedOptions, at: Date): Promise<SeedData> =>
  (await import('./build')).seedData(options, at)

/**
 * Inserts the seed into empty collections (resetDb empties them first) and sets the id counters.
 * In this thread the records are built once per process and size (seedData); each reset inserts
 * fresh copies.
 */
export async function seedDb(options: SeedOptions = {}): Promise<void> {
  const data = await buildSeed(options, now())
  for (const name of SEEDED_COLLECTIONS) await insertAll(db[name], data[name])
  setSequences(data.sequences)
}

/** The competitions of the seed by key (`spring2026`), as mocks/fixtures/competitions.ts lists them. */
export type CompetitionKey =
  | 'fall2025'
  | 'wintercup2025'
  | 'spring2026'
  | 'xbox2026'
  | 'springcup2026'
  | 'summer2026'
  | 'elite2026'

export interface SeedRefs {
  users: { demo: number; rivera_fc: number; maya_goals: number; lone_wolf: number }
  /** Northside Rovers: demo plays, rivera_fc manages, maya_goals scores. */
  demoTeamId: number
  competitions: Record<CompetitionKey, number>
  /** rivera_fc's pending registration of Northside Rovers into the Summer 2026 Premier Division. */
  pendingRegistrationId: number
  /** Northside Rovers v Bayou Strikers, tonight (matchday 8 of Spring 2026, 9:30 PM ET). */
  nextDemoMatchId: number
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`seedRefs: the db has no ${what} (was it seeded?)`)
  return value
}

/**
 * Ids of the records stories and tests talk about, looked up in the db (so they stay right if the
 * seed's numbering changes). Throws when the db does not hold the seed.
 */
export function seedRefs(): SeedRefs {
  const user = (username: string) =>
    required(
      db.users.findFirst((q) => q.where({ username })),
      `user ${username}`,
    ).id
  const demo = user('demo')
  const demoTeamId = required(
    db.memberships.findFirst((q) => q.where({ userId: demo })),
    "demo's membership",
  ).teamId
  const competitions = Object.fromEntries(
    COMPETITIONS.map((fixture) => [
      fixture.key,
      required(
        db.competitions.findFirst((q) => q.where({ name: fixture.name })),
        `competition ${fixture.name}`,
      ).id,
    ]),
  ) as Record<CompetitionKey, number>
  const bayou = required(
    db.teams.findFirst((q) => q.where({ name: 'Bayou Strikers' })),
    'Bayou Strikers',
  ).id
  return {
    users: {
      demo,
      rivera_fc: user('rivera_fc'),
      maya_goals: user('maya_goals'),
      lone_wolf: user('lone_wolf'),
    },
    demoTeamId,
    competitions,
    pendingRegistrationId: required(
      db.registrations.findFirst((q) =>
        q.where({ competitionId: competitions.summer2026, teamId: demoTeamId, status: 'pending' }),
      ),
      'pending registration of the demo team',
    ).id,
    nextDemoMatchId: required(
      db.matches.findFirst((q) =>
        q.where({
          competitionId: competitions.spring2026,
          homeTeamId: demoTeamId,
          awayTeamId: bayou,
          status: 'scheduled',
        }),
      ),
      "the demo team's next match",
    ).id,
  }
}
