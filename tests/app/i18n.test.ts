import { expect, test } from 'vitest'
import { createI18n } from '@/app/i18n'
import { BUNDLED_NAMESPACES } from '@/locales/bundled'

test('the shell namespaces are there at once, in both languages, with nothing to wait for', () => {
  const i18n = createI18n('es')
  for (const namespace of BUNDLED_NAMESPACES) {
    expect(i18n.hasResourceBundle('en', namespace)).toBe(true)
    expect(i18n.hasResourceBundle('es', namespace)).toBe(true)
  }
  expect(i18n.t('shell:nav.competitions')).not.toBe('nav.competitions')
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
