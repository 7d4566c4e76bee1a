import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { overlayFetches, preloadLanguageChooser } from '@/app/layout/overlays'

// Offline, fetching a module fails: here the messages panel's and the language chooser's code.
vi.mock('@/features/messages/MessagesPanel', () => {
  throw new Error('Failed to fetch dynamically imported module')
})
vi.mock('@/features/settings/LanguageChooserDialog', () => {
  throw new Error('Unable to preload CSS')
})

const unhandled = vi.fn()
beforeEach(() => {
  process.on('unhandledRejection', unhandled)
  // The browser is idle at once.
  vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 0))
})
afterEach(() => {
  process.off('unhandledRejection', unhandled)
  vi.unstubAllGlobals()
  unhandled.mockClear()
})

/** Lets the failed imports settle and Node report what nobody handled. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

describe('fetching overlays ahead', () => {
  test('a fetch ahead that fails offline resolves, and leaves no unhandled rejection', async () => {
    const fetches = overlayFetches()
    expect(fetches).toHaveLength(6)
    await expect(Promise.all(fetches.map((fetch) => fetch()))).resolves.toEqual(
      Array.from({ length: 6 }, () => undefined),
    )
    await settle()
    expect(unhandled).not.toHaveBeenCalled()
  })

  test("the language chooser's fetch at start-up fails quietly too", async () => {
    preloadLanguageChooser()
    await settle()
    expect(unhandled).not.toHaveBeenCalled()
  })
})
