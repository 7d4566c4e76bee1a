import { expect, test } from 'vitest'
import { collator, dateTimeFormat, displayNames, listFormat, numberFormat } from '@/lib/intl'

test('one formatter per language and options, built once and reused', () => {
  const rating = numberFormat('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 })
  expect(numberFormat('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 })).toBe(rating)
  expect(numberFormat('es', { minimumFractionDigits: 1, maximumFractionDigits: 1 })).not.toBe(
    rating,
  )
  expect(numberFormat('en')).not.toBe(rating)
  expect(rating.format(7.25)).toBe('7.3')
})

test('each kind formats as Intl does, in the language asked for', () => {
  const day = new Date('2026-03-14T18:00:00Z')
  expect(dateTimeFormat('es', { dateStyle: 'long', timeZone: 'UTC' }).format(day)).toBe(
    new Intl.DateTimeFormat('es', { dateStyle: 'long', timeZone: 'UTC' }).format(day),
  )
  expect(dateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(day)).toBe(
    'March 14, 2026',
  )
  expect(listFormat('en', { type: 'conjunction' }).format(['a', 'b', 'c'])).toBe('a, b, and c')
  expect(displayNames(['es'], { type: 'region' }).of('US')).toBe('Estados Unidos')
  expect(['b', 'a'].sort(collator('en').compare)).toEqual(['a', 'b'])
})
