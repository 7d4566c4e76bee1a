import { expect, test } from 'vitest'
import { parsePathId } from '@/api/contracts/pathId'

test('an address names an id with digits only, without a leading zero', () => {
  expect(parsePathId('12')).toBe(12)
  expect(parsePathId('142')).toBe(142)
  for (const value of [
    undefined,
    '',
    'abc',
    '0',
    '-3',
    '1.5',
    '012',
    '1e2',
    '0x10',
    ' 12',
    '12 ',
  ]) {
    expect(parsePathId(value)).toBeNull()
  }
  expect(parsePathId('99999999999999999999')).toBeNull()
})
