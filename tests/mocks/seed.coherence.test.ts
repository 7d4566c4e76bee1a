/**
 * What a reader of the demo would notice: names that say one thing and data that says another. The
 * seed is checked on SEED_NOW (tests and Storybook) and on later "now"s, as the standalone app seeds
 * on real time and its calendar moves by whole weeks.
 */
import { describe, expect, test } from 'vitest'
import { POSITIONS } from '@/api/contracts/league'
import { SEED_NOW } from '@mocks/clock'
import { seedData } from '@mocks/seed/build'
import { seasonEs } from '@mocks/lib/language'
import { score } from '@mocks/seed/newsDesk'
import { moveSeasons } from '@mocks/seed/seasons'

const DAY = 86_400_000
const later = (days: number) => new Date(SEED_NOW.getTime() + days * DAY)

/** Days after SEED_NOW: none, mid-week, the week after, a season, and 2026-11-26 (257 days). */
const NOWS = [0, 3.5, 5.9, 45, 100, 257, 400]

describe('a username that names a position', () => {
  test('names one the player plays (abigale_gk keeps goal)', async () => {
    const data = await seedData({}, SEED_NOW)
    const tokens = new Set(POSITIONS.map((p) => p.toLowerCase()))
    const named = data.users.flatMap((user) => {
      const parts = user.username.toLowerCase().split('_')
      const position = parts.find((part) => tokens.has(part.replace(/\d+$/, '')))
      return position === undefined ? [] : [{ user, position: position.replace(/\d+$/, '') }]
    })
    expect(named.length).toBeGreaterThan(10)
    for (const { user, position } of named) {
      expect(
        [user.primaryPosition, user.secondaryPosition].map((p) => p?.toLowerCase()),
        user.username,
      ).toContain(position)
    }
  })
})

const SEASON_STARTS = { Spring: 2, Summer: 5, Fall: 8, Winter: 11 } as const

/** The first day of the season a label names (`Winter 2025`: December 2025). */
function seasonStart(label: string): number {
  const match = /^(Spring|Summer|Fall|Winter) (\d{4})$/.exec(label)
  if (match === null) throw new Error(`not a season: ${label}`)
  const [, word, year] = match
  return Date.UTC(Number(year), SEASON_STARTS[word as keyof typeof SEASON_STARTS], 1)
}

describe.each(NOWS)('seasons, %s days after SEED_NOW', (days) => {
  test('a competition is named for the season its matches are played in', async () => {
    const data = await seedData({}, later(days))
    const labels = new Set<string>()
    for (const competition of data.competitions) {
      const start = Date.parse(competition.startDate)
      // Within a season (three months) of the season's first day.
      expect(
        Math.abs(start - seasonStart(competition.season)) / DAY,
        competition.name,
      ).toBeLessThan(92)
      const [word, year] = competition.season.split(' ')
      expect(competition.name).toContain(word)
      expect(competition.name).toContain(year)
      labels.add(`${competition.name}|${competition.slug}`)
    }
    // Two seasons of the same competition never end up with one name.
    expect(labels.size).toBe(data.competitions.length)
    expect(new Set(data.competitions.map((c) => c.slug)).size).toBe(data.competitions.length)
  })

  test('the news names seasons the competitions have, in English and in Spanish', async () => {
    const data = await seedData({}, later(days))
    const seasons = new Set(data.competitions.map((c) => c.season))
    const texts = data.news.flatMap((a) => [a.title, a.summary, ...a.body])
    const english = texts.map((text) => text.en).join('\n')
    const spanish = texts.map((text) => text.es).join('\n')
    const labels = (words: string, pattern: RegExp) => [...words.matchAll(pattern)].map(([l]) => l)
    const named = labels(english, /\b(?:Spring|Summer|Fall|Winter) \d{4}\b/g)
    expect(named.length).toBeGreaterThan(0)
    for (const label of named) expect(seasons).toContain(label)
    const nombradas = labels(spanish, /(?:Primavera|Verano|Otoño|Invierno) \d{4}\b/g)
    expect(nombradas.length).toBeGreaterThan(0)
    for (const label of nombradas) expect([...seasons].map(seasonEs)).toContain(label)
  })
})

describe.each(NOWS)('the scripted conversations, %s days after SEED_NOW', (days) => {
  test('the lineup for the match against Bayou Strikers is posted the day before it, not after', async () => {
    const data = await seedData({}, later(days))
    const team = (name: string) => data.teams.find((t) => t.name === name)?.id
    const [northside, bayou] = [team('Northside Rovers'), team('Bayou Strikers')]
    const lineup = data.messages.find((m) => m.content.startsWith('Lineup for Saturday vs Bayou'))
    const kickoffs = data.matches
      .filter((m) => m.homeTeamId === northside && m.awayTeamId === bayou)
      .map((m) => Date.parse(m.kickoff))
    if (lineup === undefined) throw new Error('no lineup message')
    const sent = Date.parse(lineup.createdAt)
    // The next match it announces is one against Bayou Strikers, a day or two after it was sent.
    expect(kickoffs.some((kickoff) => kickoff > sent && kickoff - sent < 2 * DAY)).toBe(true)
  })
})

describe.each([0, 257])(
  'the long conversation of the large seed, %s days after SEED_NOW',
  (days) => {
    test(
      'comes before the scripted lines, which end it as in the standard seed',
      { timeout: 30_000 },
      async () => {
        const between = (data: { users: { id: number; username: string }[] }) => {
          const id = (name: string) => data.users.find((user) => user.username === name)?.id
          const pair = new Set([id('demo'), id('NutmegNate')])
          return (message: { senderId: number; receiverId: number }) =>
            pair.has(message.senderId) && pair.has(message.receiverId)
        }
        const standard = await seedData({}, later(days))
        const large = await seedData({ size: 'large' }, later(days))
        const scripted = standard.messages.filter(between(standard)).map((m) => m.content)
        const history = large.messages
          .filter(between(large))
          .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id)
        expect(scripted.length).toBeGreaterThan(0)
        expect(history.slice(-scripted.length).map((m) => m.content)).toEqual(scripted)
        expect(history.map((m) => m.id)).toEqual(history.map((m) => m.id).sort((a, b) => a - b))
      },
    )
  },
)

describe('a shoot-out in the news', () => {
  test('names who went through, in English and in Spanish, as the app words it', async () => {
    const data = await seedData({}, SEED_NOW)
    const teams = new Map(data.teams.map((team) => [team.id, team]))
    const decided = data.matches.filter(
      (match) => match.homePenalties !== null && match.awayPenalties !== null,
    )
    expect(decided.length).toBeGreaterThan(0)
    for (const match of decided) {
      const winner =
        (match.homePenalties ?? 0) > (match.awayPenalties ?? 0)
          ? match.homeTeamId
          : match.awayTeamId
      const name = teams.get(winner)?.name ?? ''
      const shootOut = `${match.homePenalties}–${match.awayPenalties}`
      expect(score(match, teams)).toMatch(
        new RegExp(` \\(${shootOut} on penalties, ${name} through\\)$`),
      )
      expect(score(match, teams, 'es')).toMatch(
        new RegExp(` \\(${shootOut} en penaltis, pasa ${name}\\)$`),
      )
    }
  })
})

describe('moveSeasons', () => {
  test('moves labels with and without a year, in English and Spanish, and leaves a bare "fall"', () => {
    expect(moveSeasons('GVL Premier Division — Fall 2025', 3)).toBe(
      'GVL Premier Division — Summer 2026',
    )
    expect(moveSeasons('GVL Winter Cup 2025 and then the Spring Cup', 1)).toBe(
      'GVL Spring Cup 2026 and then the Summer Cup',
    )
    expect(moveSeasons('ready for the summer season', 2)).toBe('ready for the winter season')
    expect(moveSeasons('Otoño 2025, temporada de verano', 2)).toBe(
      'Primavera 2026, temporada de invierno',
    )
    expect(moveSeasons('Spring 2026', -1)).toBe('Winter 2025')
    expect(moveSeasons('prices fall in Fall', 5)).toBe('prices fall in Fall')
  })
})
