/**
 * The seed's calendar: match nights in the league's time zone, and a later "now" (the app seeds on
 * real time) that moves the fixtures by whole weeks, so weekdays and kick-off times stay true.
 */
import { describe, expect, test } from 'vitest'
import { SEED_NOW } from '@mocks/clock'
import { addDays, localDay, matchNights, weekdayOf, zonedTime } from '@mocks/lib/calendar'
import { seedData } from '@mocks/seed/build'
import { SeedClock } from '@mocks/seed/context'

describe('calendar helpers', () => {
  test('zonedTime follows daylight saving time', () => {
    // The US moved to EDT on 2026-03-08.
    expect(zonedTime('2026-03-07', '21:00', 'America/New_York').toISOString()).toBe(
      '2026-03-08T02:00:00.000Z',
    )
    expect(zonedTime('2026-03-10', '21:00', 'America/New_York').toISOString()).toBe(
      '2026-03-11T01:00:00.000Z',
    )
    expect(zonedTime('2026-03-12', '20:30', 'America/Chicago').toISOString()).toBe(
      '2026-03-13T01:30:00.000Z',
    )
  })

  test('localDay is the calendar day in the zone', () => {
    expect(localDay(new Date('2026-03-15T01:30:00.000Z'), 'America/New_York')).toBe('2026-03-14')
    expect(localDay(new Date('2026-03-15T01:30:00.000Z'), 'UTC')).toBe('2026-03-15')
  })

  test('matchNights lists the days on the nights, skipping holidays', () => {
    expect(matchNights('2026-02-17', ['tuesday', 'saturday'], 4)).toEqual([
      '2026-02-17',
      '2026-02-21',
      '2026-02-24',
      '2026-02-28',
    ])
    expect(matchNights('2026-02-17', ['tuesday'], 2, ['2026-02-24'])).toEqual([
      '2026-02-17',
      '2026-03-03',
    ])
    expect(weekdayOf('2026-03-14')).toBe('saturday')
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01')
  })

  test('the seed clock moves fixtures by whole weeks', () => {
    expect(new SeedClock(SEED_NOW).shiftDays).toBe(0)
    expect(new SeedClock(new Date(SEED_NOW.getTime() + 6.9 * 86_400_000)).shiftDays).toBe(0)
    expect(new SeedClock(new Date(SEED_NOW.getTime() + 10 * 86_400_000)).shiftDays).toBe(7)
    expect(new SeedClock(new Date(SEED_NOW.getTime() - 86_400_000)).shiftDays).toBe(-7)
  })
})

describe('a seed on a later "now" (the standalone app)', () => {
  test.each([3.5, 10, 45, 200])(
    '%s days later: match nights and kick-off times hold, the clock decides what was played',
    async (days) => {
      const later = new Date(SEED_NOW.getTime() + days * 86_400_000)
      const data = await seedData({}, later)
      const now = later.toISOString()
      const competitions = new Map(data.competitions.map((c) => [c.id, c]))
      for (const match of data.matches) {
        const competition = competitions.get(match.competitionId)
        if (competition === undefined) throw new Error('dangling match')
        const kickoff = new Date(match.kickoff)
        const day = localDay(kickoff, competition.timeZone)
        expect(competition.matchNights).toContain(weekdayOf(day))
        const time = new Intl.DateTimeFormat('en-GB', {
          timeZone: competition.timeZone,
          hour: '2-digit',
          minute: '2-digit',
        }).format(kickoff)
        expect([competition.kickoffTime, '21:30']).toContain(time)
        // A past fixture still scheduled is a result on its way (mocks/seed/openResults.ts).
        const onItsWay =
          match.status === 'scheduled' &&
          match.kickoff < now &&
          competitions.get(match.competitionId)?.status === 'in_progress'
        if (match.status === 'scheduled' && !onItsWay) expect(match.kickoff > now).toBe(true)
        else if (match.status !== 'scheduled') expect(match.kickoff < now).toBe(true)
      }
      expect(
        data.matches.filter((m) => m.status === 'scheduled' && m.kickoff < now).length,
      ).toBeLessThanOrEqual(3)
      for (const article of data.news) expect(article.publishedAt < now).toBe(true)
      for (const message of data.messages) expect(message.createdAt <= now).toBe(true)
      // The calendar moves with "now": open competitions are still open, the others closed.
      for (const c of data.competitions) {
        expect(c.registrationDeadline > now).toBe(c.status === 'registration_open')
      }
    },
  )
})
