import i18next from 'i18next'
import resourcesToBackend from 'i18next-resources-to-backend'
import { describe, expect, test, vi } from 'vitest'
import { createI18n, loadScreenNamespaces, screenText } from '@/locales/i18n'
import { completeLanguage, completeLanguageWhenOnline } from '@/locales/completeLanguage'
import { BUNDLED_NAMESPACES } from '@/locales/bundled'

test('the shell namespaces are there at once, in both languages, with nothing to wait for', () => {
  const i18n = createI18n('es')
  for (const namespace of BUNDLED_NAMESPACES) {
    expect(i18n.hasResourceBundle('en', namespace)).toBe(true)
    expect(i18n.hasResourceBundle('es', namespace)).toBe(true)
  }
  expect(i18n.t('shell:nav.competitions')).not.toBe('nav.competitions')
})

test('every namespace of a screen or an overlay has a chunk in each language, and no bundled one has', () => {
  const chunks = Object.keys(screenText).map((path) => path.replace(/^\.\//, ''))
  for (const namespace of BUNDLED_NAMESPACES) {
    expect(chunks).not.toContain(`en/${namespace}.json`)
    expect(chunks).not.toContain(`es/${namespace}.json`)
  }
  for (const language of ['en', 'es']) {
    expect(chunks).toContain(`${language}/competitions.json`)
    // The panels' and dialogs' text comes with their code (src/app/layout/overlays.tsx).
    for (const namespace of ['messages', 'notifications', 'settings'])
      expect(chunks).toContain(`${language}/${namespace}.json`)
  }
  expect(chunks.filter((path) => path.startsWith('en/'))).toHaveLength(
    chunks.filter((path) => path.startsWith('es/')).length,
  )
})

test("a screen's namespace loads on demand, and a language switch brings it in the new language", async () => {
  const i18n = createI18n('en')
  expect(i18n.hasResourceBundle('en', 'competitions')).toBe(false)

  await i18n.loadNamespaces('competitions')
  expect(i18n.hasResourceBundle('en', 'competitions')).toBe(true)
  expect(i18n.hasResourceBundle('es', 'competitions')).toBe(false)
  const english = i18n.t('competitions:list.title')

  await i18n.changeLanguage('es')
  // The switch resolved only once the Spanish text of every namespace in use had arrived.
  expect(i18n.hasResourceBundle('es', 'competitions')).toBe(true)
  expect(i18n.t('competitions:list.title')).not.toBe(english)
  expect(i18n.t('competitions:list.title')).not.toBe('list.title')
})

describe('loadScreenNamespaces (a route fetching its screen text)', () => {
  /** An instance whose backend fails while `online` is false (a fetch offline), then serves the text. */
  function flakyInstance() {
    const network = { online: false, reads: 0 }
    const instance = i18next.createInstance()
    void instance
      .use(
        resourcesToBackend(async (_language: string, namespace: string) => {
          network.reads += 1
          if (!network.online) throw new TypeError('Failed to fetch dynamically imported module')
          return { title: `Title of ${namespace}` }
        }),
      )
      .init({ lng: 'en', fallbackLng: false, resources: {}, partialBundledLanguages: true })
    return { instance, network }
  }

  test('rejects when the text cannot be fetched, instead of showing keys', async () => {
    const { instance } = flakyInstance()
    await expect(loadScreenNamespaces(instance, ['players'])).rejects.toThrow('players')
  })

  test('fetches a namespace that failed once again on the next try (i18next alone would not)', async () => {
    const { instance, network } = flakyInstance()
    await expect(loadScreenNamespaces(instance, ['players'])).rejects.toThrow()
    network.online = true
    await loadScreenNamespaces(instance, ['players'])
    expect(instance.t('players:title')).toBe('Title of players')
  })

  test('does not fetch again what is already there', async () => {
    const { instance, network } = flakyInstance()
    network.online = true
    await loadScreenNamespaces(instance, ['players'])
    const reads = network.reads
    await loadScreenNamespaces(instance, ['players'])
    expect(network.reads).toBe(reads)
  })
})

/**
 * English with two screens' text in (players, search); the network then goes, and the player picks Spanish. The backend
 * fails while `online` is false, and for the namespaces in `blocked`.
 */
async function switchedOffline() {
  const network = {
    online: true,
    reads: 0,
    blocked: new Set<string>(),
  }
  const instance = i18next.createInstance()
  await instance
    .use(
      resourcesToBackend(async (language: string, namespace: string) => {
        network.reads += 1
        if (!network.online || network.blocked.has(namespace))
          throw new TypeError('Failed to fetch dynamically imported module')
        return { title: `${language}: title of ${namespace}` }
      }),
    )
    .init({
      lng: 'en',
      fallbackLng: 'en',
      // The shell's text is bundled in both languages, as the app's is.
      ns: ['shell'],
      resources: {
        en: { shell: { nav: { competitions: 'Competitions' } } },
        es: { shell: { nav: { competitions: 'Competiciones' } } },
      },
      partialBundledLanguages: true,
    })
  await instance.loadNamespaces(['players', 'search'])
  network.online = false
  await instance.changeLanguage('es')
  const rendered = vi.fn()
  instance.on('languageChanged', rendered)
  return { instance, network, rendered }
}

describe('completeLanguage (back online after a language switch made offline)', () => {
  test('offline, the switch resolves with the text it has: the rest shows in the fallback language', async () => {
    const { instance, rendered } = await switchedOffline()
    expect(instance.language).toBe('es')
    expect(instance.t('shell:nav.competitions')).toBe('Competiciones')
    expect(instance.t('players:title')).toBe('en: title of players')
    // Still offline: nothing to draw yet, and nothing thrown.
    await completeLanguage(instance)
    expect(instance.t('players:title')).toBe('en: title of players')
    expect(rendered).not.toHaveBeenCalled()
  })

  test('back online, the missing text is fetched and the page is told to render again', async () => {
    const { instance, network, rendered } = await switchedOffline()
    network.online = true
    await completeLanguage(instance)
    expect(instance.t('players:title')).toBe('es: title of players')
    expect(instance.t('search:title')).toBe('es: title of search')
    expect(rendered).toHaveBeenCalledWith('es')
  })

  test('the text that arrives is drawn even while some is still missing', async () => {
    const { instance, network, rendered } = await switchedOffline()
    network.online = true
    network.blocked.add('search')
    await completeLanguage(instance)
    expect(instance.t('players:title')).toBe('es: title of players')
    expect(instance.t('search:title')).toBe('en: title of search')
    expect(rendered).toHaveBeenCalledWith('es')
  })

  test('with every namespace in the current language, it fetches nothing and renders nothing again', async () => {
    const { instance, network, rendered } = await switchedOffline()
    network.online = true
    await completeLanguage(instance)
    rendered.mockClear()
    const reads = network.reads
    await completeLanguage(instance)
    expect(network.reads).toBe(reads)
    expect(rendered).not.toHaveBeenCalled()
  })

  test('it renders again without switching: a switch to the same language would cancel one the player starts meanwhile', async () => {
    const { instance, network, rendered } = await switchedOffline()
    network.online = true
    const switchLanguage = vi.spyOn(instance, 'changeLanguage')
    await completeLanguage(instance)
    expect(rendered).toHaveBeenCalledWith('es')
    expect(switchLanguage).not.toHaveBeenCalled()
  })
})

describe('completeLanguageWhenOnline (after Save)', () => {
  test('tries on each return online until the text is in, then stops listening', async () => {
    const { instance, network } = await switchedOffline()
    const browser = new EventTarget()
    const stopListening = vi.spyOn(browser, 'removeEventListener')
    completeLanguageWhenOnline(instance, browser, () => false)

    // Online in name only: the fetch fails again, and the next return online tries once more.
    const reads = network.reads
    browser.dispatchEvent(new Event('online'))
    await vi.waitFor(() => expect(network.reads).toBeGreaterThan(reads))
    expect(instance.t('players:title')).toBe('en: title of players')
    expect(stopListening).not.toHaveBeenCalled()
    network.online = true
    browser.dispatchEvent(new Event('online'))
    await vi.waitFor(() => expect(instance.t('players:title')).toBe('es: title of players'))
    await vi.waitFor(() =>
      expect(stopListening).toHaveBeenCalledWith('online', expect.any(Function)),
    )
  })

  test('online already (back during the switch): it tries at once', async () => {
    const { instance, network } = await switchedOffline()
    network.online = true
    completeLanguageWhenOnline(instance, new EventTarget(), () => true)
    await vi.waitFor(() => expect(instance.t('players:title')).toBe('es: title of players'))
  })

  test('several switches offline share one listener', async () => {
    const { instance } = await switchedOffline()
    const browser = new EventTarget()
    const listen = vi.spyOn(browser, 'addEventListener')
    completeLanguageWhenOnline(instance, browser, () => false)
    await instance.changeLanguage('en')
    await instance.changeLanguage('es')
    completeLanguageWhenOnline(instance, browser, () => false)
    expect(listen).toHaveBeenCalledTimes(1)
  })
})
