/**
 * The league's words exist in every language (docs/api.md, Conventions: Language). The seed's league
 * collections are walked field by field: each piece of text for people is a localized text with an
 * English and a Spanish version, and every other string is named below as not being league text. A
 * new text field that is a plain string, or a localized one without Spanish, fails here.
 */
import { describe, expect, test } from 'vitest'
import { db } from '@mocks/db'
import { LANGUAGES } from '@mocks/lib/language'
import type { CollectionName } from '@mocks/model'

/**
 * The strings of the league's collections that are not its words, each with why: names and ids,
 * keys the client words itself, dates, and what players wrote.
 */
const NOT_LEAGUE_WORDS = {
  competitions: {
    name: 'a proper name, like a team name',
    slug: 'an address',
    season: "the season's label, part of the name",
    format: 'a key',
    platform: 'a key',
    status: 'a key',
    registrationDeadline: 'a date',
    startDate: 'a date',
    endDate: 'a date',
    'matchNights[]': 'keys',
    kickoffTime: 'a time',
    timeZone: 'an IANA zone',
    'tiebreakers[]': 'keys',
    'prizes[].place': 'a key',
    'transferWindows[].opensAt': 'a date',
    'transferWindows[].closesAt': 'a date',
    createdAt: 'a date',
  },
  registrations: { status: 'a key', createdAt: 'a date', decidedAt: 'a date' },
  news: { slug: 'an address', category: 'a key', coverImage: 'a path', publishedAt: 'a date' },
  infractions: {
    type: 'a key',
    sanction: 'a key',
    status: 'a key',
    issuedAt: 'a date',
    expiresAt: 'a date',
    appeal: "the player's own words",
    appealedAt: 'a date',
  },
  plans: { id: 'a key', currency: 'a code', interval: 'a key', 'perks[]': 'keys' },
} satisfies Partial<Record<CollectionName, Record<string, string>>>

type LeagueCollection = keyof typeof NOT_LEAGUE_WORDS
const LEAGUE_COLLECTIONS = Object.keys(NOT_LEAGUE_WORDS) as LeagueCollection[]

interface Found {
  /** `prizes[].reward`: the field, array positions as `[]`. */
  path: string
  value: unknown
}

function isLocalized(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  return Object.keys(value).sort().join() === [...LANGUAGES].sort().join()
}

/** Every string and every localized text in a record, by path. */
function walk(value: unknown, path: string, out: { strings: Found[]; texts: Found[] }): void {
  if (typeof value === 'string') out.strings.push({ path, value })
  else if (Array.isArray(value)) for (const item of value) walk(item, `${path}[]`, out)
  else if (isLocalized(value)) out.texts.push({ path, value })
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) walk(item, path ? `${path}.${key}` : key, out)
  }
}

function fieldsOf(collection: LeagueCollection) {
  const out = { strings: [] as Found[], texts: [] as Found[] }
  for (const record of db[collection].all()) walk(record, '', out)
  return out
}

describe.each(LEAGUE_COLLECTIONS)("the seed's %s", (collection) => {
  test('keep every text for people in English and Spanish', () => {
    const { strings } = fieldsOf(collection)
    const known: Record<string, string> = NOT_LEAGUE_WORDS[collection]
    const plain = [...new Set(strings.map((found) => found.path))].filter(
      (path) => !(path in known),
    )
    // A field listed here is league text kept in one language: make it a localized text
    // (mocks/model/common.ts), or name it in NOT_LEAGUE_WORDS if it is not text for people.
    expect(plain).toEqual([])
  })

  test('have a non-empty Spanish for every English, worded apart', () => {
    const { texts } = fieldsOf(collection)
    for (const { path, value } of texts) {
      const text = value as Record<(typeof LANGUAGES)[number], unknown>
      for (const language of LANGUAGES) {
        expect(typeof text[language], `${collection}.${path} (${language})`).toBe('string')
        expect(String(text[language]).trim(), `${collection}.${path} (${language})`).not.toBe('')
      }
      // The same words in both means one of them was not written (a copy of the English).
      expect(text.es, `${collection}.${path}: ${String(text.en)}`).not.toBe(text.en)
    }
  })
})

test('the league has words in each collection it writes in', () => {
  const paths = Object.fromEntries(
    LEAGUE_COLLECTIONS.map((collection) => [
      collection,
      [...new Set(fieldsOf(collection).texts.map((found) => found.path))].sort(),
    ]),
  )
  expect(paths).toEqual({
    competitions: ['description', 'prizes[].reward', 'rules'],
    registrations: ['reason'],
    news: ['body[]', 'summary', 'title'],
    infractions: ['description'],
    plans: ['name'],
  })
})

test("a competition's rules have the same sections and lines in both languages", () => {
  for (const { name, rules } of db.competitions.all()) {
    const shape = (text: string) =>
      text
        .split('\n')
        .map((line) => (line.startsWith('## ') ? '#' : line.startsWith('- ') ? '-' : line))
    expect(shape(rules.es), name).toEqual(shape(rules.en))
  }
})
