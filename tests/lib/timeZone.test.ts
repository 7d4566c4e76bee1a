import { afterEach, expect, test, vi } from 'vitest'

/** A fresh copy of the module: it reads the runtime's clock once, as it loads and on first use. */
const freshModule = async () => {
  vi.resetModules()
  return import('@/lib/timeZone')
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

test("the browser's zone comes from Temporal where the runtime has it, without loading Intl's date data", async () => {
  vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'America/Chicago' } })
  const intl = vi.spyOn(Intl, 'DateTimeFormat')
  const { browserTimeZone } = await freshModule()
  expect(browserTimeZone()).toBe('America/Chicago')
  expect(intl).not.toHaveBeenCalled()
})

test('without Temporal it is Intl’s, read once', async () => {
  vi.stubGlobal('Temporal', undefined)
  const intl = vi.spyOn(Intl, 'DateTimeFormat')
  const { browserTimeZone } = await freshModule()
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  intl.mockClear()
  expect(browserTimeZone()).toBe(zone)
  expect(browserTimeZone()).toBe(zone)
  expect(intl).toHaveBeenCalledTimes(1)
})

test('a Temporal that throws leaves the answer to Intl', async () => {
  vi.stubGlobal('Temporal', {
    Now: {
      timeZoneId: () => {
        throw new RangeError('no zone')
      },
    },
  })
  const { browserTimeZone } = await freshModule()
  expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone)
})

test('a runtime that cannot tell reads UTC', async () => {
  vi.stubGlobal('Temporal', undefined)
  vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(() => {
    throw new RangeError('no ICU data')
  })
  const { browserTimeZone } = await freshModule()
  expect(browserTimeZone()).toBe('UTC')
})
