/**
 * A language switch made offline resolves with the namespaces i18next could fetch: the shell's text
 * is bundled in both languages, a screen's or an overlay's is fetched, so the page shows the latter
 * in the fallback language (English) meanwhile. Once the browser is back online, the missing text is
 * fetched and the page renders again, in one language, without a reload.
 *
 * Loaded with the settings, not with the first load: their Save is the one place the language
 * changes without a reload (the first visit's chooser reloads the page).
 */
import type { i18n as I18n } from 'i18next'
import { currentLanguage, loadScreenNamespaces } from './i18n'

/** The namespaces requested so far, in any language, that the current language lacks. */
function missingNamespaces(instance: I18n): { language: string; missing: string[] } {
  const language = currentLanguage(instance)
  // i18next adds every namespace it is asked for, fetched or not, to `ns`.
  const requested = ([] as string[]).concat(instance.options.ns ?? [])
  return { language, missing: requested.filter((ns) => !instance.hasResourceBundle(language, ns)) }
}

/** The language a switch under way goes to (i18next keeps it out of its types). */
const switchingTo = (instance: I18n): string | undefined =>
  (instance as I18n & { isLanguageChangingTo?: string }).isLanguageChangingTo

/**
 * Fetches the text the current language lacks, then renders the page again with whatever arrived.
 * Leaves a switch under way alone: it fetches its own text.
 */
export async function completeLanguage(instance: I18n): Promise<void> {
  if (switchingTo(instance) !== undefined) return
  const { language, missing } = missingNamespaces(instance)
  if (missing.length === 0) return
  // A namespace still missing is fetched at the next attempt; the others are drawn now.
  await loadScreenNamespaces(instance, missing).catch(() => undefined)
  const arrived = missing.some((ns) => instance.hasResourceBundle(language, ns))
  const stillCurrent = currentLanguage(instance) === language && switchingTo(instance) === undefined
  // What react-i18next renders again on. Not a switch to the same language: that would cancel a
  // switch the player starts while the text is on its way.
  if (arrived && stillCurrent) instance.emit('languageChanged', language)
}

const watched = new WeakSet<I18n>()

/**
 * After a switch: while the current language lacks some text, tries again each time the browser is
 * back online, and at once if it is online already (it may have come back during the switch). One
 * listener per instance, whatever the number of switches.
 */
export function completeLanguageWhenOnline(
  instance: I18n,
  browser: EventTarget = window,
  isOnline: () => boolean = () => navigator.onLine,
): void {
  if (watched.has(instance) || missingNamespaces(instance).missing.length === 0) return
  watched.add(instance)
  const attempt = () => {
    void completeLanguage(instance).then(() => {
      if (missingNamespaces(instance).missing.length > 0) return
      browser.removeEventListener('online', attempt)
      watched.delete(instance)
    })
  }
  browser.addEventListener('online', attempt)
  if (isOnline()) attempt()
}
