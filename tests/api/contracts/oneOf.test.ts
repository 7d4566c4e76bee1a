import { expect, test } from 'vitest'
import { isOneOf, oneOfOr } from '@/api/contracts/oneOf'

const TABS = ['overview', 'table', 'fixtures'] as const

test('isOneOf takes only the list’s own members', () => {
  expect(isOneOf(TABS, 'table')).toBe(true)
  expect(isOneOf(TABS, 'Table')).toBe(false)
  expect(isOneOf(TABS, 'toString')).toBe(false)
  expect(isOneOf(TABS, null)).toBe(false)
  expect(isOneOf(TABS, undefined)).toBe(false)
})

test('oneOfOr keeps a member and falls back for anything else', () => {
  expect(oneOfOr(TABS, 'fixtures', 'overview')).toBe('fixtures')
  expect(oneOfOr(TABS, 'stats', 'overview')).toBe('overview')
  expect(oneOfOr(TABS, '', 'table')).toBe('table')
  expect(oneOfOr(TABS, null, 'overview')).toBe('overview')
})
