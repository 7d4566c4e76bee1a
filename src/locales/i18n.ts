/**
 * i18next. The shell's namespaces are bundled (src/locales/bundled.ts); a screen's or an overlay's
 * namespace is a small chunk of its own, fetched with its code (router.tsx for a screen, overlays.tsx
 * for a panel or a dialog) — so each language's text of each is downloaded only when it is used.
 * A component that still finds its namespace missing suspends (react-i18next) until it arrives, under
 * the Suspense boundary of AppLayout. The language comes from the `language` storage key
 * (requirements: storage-keys); the first-visit chooser writes it. A language switch resolves once
 * the new language's namespaces in use have loaded, so the page never shows keys, nor (online) a
 * mix of languages; offline, what could not be fetched shows in English until the browser is back
 * online (./completeLanguage.ts).
 */
import i18next, { type i18n as I18n } from 'i18next'
import resourcesToBackend from 'i18next-resources-to-backend'
import { initReactI18next } from 'react-i18next'
import { FetchFailedError } from '@/lib/fetchFailed'
import { readLanguage } from '@/lib/preferences'
import { defaultNS } from '@/locales/namespaces'
import {
  BUNDLED_NAMESPACES,
  bundledResources,
  type BundledNamespace,
  type Namespace,
} from '@/locales/bundled'

/**
 * Each namespace of a screen or an overlay in each language, as a chunk of its own. The bundled ones
 * are left out: they are in the first load already (a test holds this list to BUNDLED_NAMESPACES).
 */
export const screenText = import.meta.glob<Record<string, unknown>>(
  ['./*/*.json', '!./*/{common,errors,shell}.json'],
  { import: 'default' },
)

function loadScreenText(language: string, namespace: string): Promise<Record<string, unknown>> {
  const load = screenText[`./${language}/${namespace}.json`]
  return load ? load() : Promise.reject(new Error(`No text for ${language}/${namespace}`))
}

/** A configured instance (the app has one; tests make their own to watch the loading). */
export function createI18n(language: string): I18n {
  const instance = i18next.createInstance()
  void instance
    .use(initReactI18next)
    .use(resourcesToBackend(loadScreenText))
    .init({
      // A copy: i18next's store adds loaded namespaces into the object it is given.
      resources: structuredClone(bundledResources),
      partialBundledLanguages: true,
      defaultNS,
      // A copy too: i18next adds each namespace it loads to this list.
      ns: [...BUNDLED_NAMESPACES],
      lng: language,
      fallbackLng: 'en',
      supportedLngs: ['en', 'es'],
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    })
  return instance
}

/**
 * The language the page's text is in: i18next's resolved language (one the app has), or, before one
 * is resolved, the one asked for.
 */
export const currentLanguage = (instance: I18n): string =>
  instance.resolvedLanguage ?? instance.language

/**
 * Loads namespaces (a screen's, an overlay's) in the current language, and rejects when one could not
 * be fetched (offline), so the caller can say so and try again. i18next itself resolves either way,
 * and marks a namespace that failed so it never fetches it again on its own: the page would show
 * keys. A namespace still missing here is fetched again (`reloadResources`).
 */
export async function loadScreenNamespaces(
  instance: I18n,
  namespaces: readonly string[],
): Promise<void> {
  const language = currentLanguage(instance)
  const missing = () => namespaces.filter((ns) => !instance.hasResourceBundle(language, ns))
  await instance.loadNamespaces([...namespaces])
  if (missing().length > 0) await instance.reloadResources([language], missing())
  const absent = missing()
  if (absent.length > 0)
    throw new FetchFailedError(`Could not load the text of ${absent.join(', ')}`)
}

export const i18n = createI18n(readLanguage() ?? 'en')

/** The namespaces a screen or an overlay uses beyond the bundled ones (src/locales/bundled.ts). */
export type LazyNamespaces = readonly Exclude<Namespace, BundledNamespace>[]

/**
 * Code (a screen, an overlay) and the text it uses beyond the bundled namespaces, in the current
 * language, fetched in parallel: resolves with the code once both are in, and rejects when either
 * could not be fetched (offline), so that the caller shows it as a failed fetch and tries again.
 */
export async function withText<T>(load: () => Promise<T>, namespaces: LazyNamespaces): Promise<T> {
  const [code] = await Promise.all([load(), loadScreenNamespaces(i18n, namespaces)])
  return code
}

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng
})
document.documentElement.lang = i18n.language
