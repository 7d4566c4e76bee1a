import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, expect, test } from 'vitest'
import { i18n } from '@/locales/i18n'
import { TimeZoneProvider } from '@/lib/timeZone'
import { useLeagueFormat } from '@/lib/useLeagueFormat'

const inZone =
  (timeZone: string | null) =>
  ({ children }: { children: ReactNode }) => (
    <TimeZoneProvider value={timeZone}>{children}</TimeZoneProvider>
  )

const formatIn = (timeZone: string | null) =>
  renderHook(() => useLeagueFormat(), { wrapper: inZone(timeZone) }).result.current

afterEach(async () => {
  await i18n.changeLanguage('en')
})

test('every time of day is in the reader’s zone, named; the browser’s zone when none is chosen', () => {
  const kickoff = '2026-03-15T00:30:00Z'
  expect(formatIn(null).timeZone).toBe('UTC')
  expect(formatIn(null).kickoff(kickoff)).toBe('Sun, Mar 15, 12:30 AM UTC')
  const chicago = formatIn('America/Chicago')
  expect(chicago.kickoff(kickoff)).toBe('Sat, Mar 14, 7:30 PM CDT')
  expect(chicago.dateTime(kickoff)).toBe('Mar 14, 2026, 7:30 PM CDT')
  expect(chicago.fullKickoff(kickoff)).toBe('Saturday, March 14, 2026 at 7:30 PM CDT')
  // A week earlier the zone is on standard time, and says so.
  expect(chicago.dateTime('2026-03-07T01:30:00Z')).toBe('Mar 6, 2026, 7:30 PM CST')
})

test('dates without a time follow the zone too, and calendar days never shift', () => {
  const chicago = formatIn('America/Chicago')
  expect(chicago.day('2026-03-15T00:30:00Z')).toBe('Mar 14, 2026')
  expect(chicago.shortDay('2026-03-15T00:30:00Z')).toBe('Mar 14')
  expect(chicago.longDay('2026-03-15T00:30:00Z')).toBe('March 14, 2026')
  expect(chicago.calendarDay('2026-03-15')).toBe('Mar 15, 2026')
  expect(formatIn('Pacific/Auckland').calendarDay('2026-03-15')).toBe('Mar 15, 2026')
})

test('in Spanish the zone is named as Spanish readers see it', async () => {
  await i18n.changeLanguage('es')
  expect(formatIn('Europe/Madrid').dateTime('2026-03-15T00:30:00Z')).toBe('15 mar 2026, 1:30 CET')
  expect(formatIn(null).kickoff('2026-03-15T00:30:00Z')).toBe('dom, 15 mar, 0:30 UTC')
})
