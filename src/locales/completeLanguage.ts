/**
 * A language switch made offline resolves with the namespaces i18next could fetch: the shell's text
 * is bundled in both languages, a screen's or an overlay's is fetched, so the page shows the latter
 * in the fallback language (English) meanwhile. Once the browser is back online, the missing text is
 * fetched and the page renders again, in one language, without a reload.
 *
 * Loaded with the settings (the only place the language changes), not with the first load.
 */
import type { i18n as I18n } from 'i18next'
import { loadScreenNamespaces } from './i18n'

/** The namespaces loaded in some language that the current one lacks. */
function missingNamespaces(instance: I18n): { language: string; missing: string[] } {
  const language = instance.resolvedLanguage ?? instance.language
  // i18next adds every namespace it loads, in any language, to `ns`.
  const loaded = ([] as string[]).concat(instance.options.ns ?? [])
  return { language, missing: loaded.filter((ns) => !instance.hasResourceBundle(language, ns)) }
}

/**
 * Fetches the text the current language lacks, then renders the page again in it. Does nothing
 * while the text cannot be fetched.
 */
export async function completeLanguage(instance: I18n): Promise<void> {
  const { language, missing } = missingNamespaces(instance)
  if (missing.length === 0) return
  try {
    await loadScreenNamespaces(instance, missing)
  } catch {
    return
  }
  // The same language again: what react-i18next listens to, so every text on the page renders.
  if ((instance.resolvedLanguage ?? instance.language) === language)
    await instance.changeLanguage(language)
}

/**
 * After a switch: when the new language lacks some text, tries again each time the browser is back
 * online, until nothing is missing.
 */
export function completeLanguageWhenOnline(instance: I18n, target: EventTarget = window): void {
  if (missingNamespaces(instance).missing.length === 0) return
  const retry = () => {
    void completeLanguage(instance).then(() => {
      if (missingNamespaces(instance).missing.length === 0)
        target.removeEventListener('online', retry)
    })
  }
  target.addEventListener('online', retry)
}
