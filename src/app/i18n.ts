/**
 * i18next with every namespace bundled: the translations are small, and a language switch must not
 * wait for the network. The language comes from the `language` storage key (SPEC §9); the first-visit
 * chooser writes it.
 */
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { readLanguage } from '@/lib/preferences'
import { resources, defaultNS } from '@/locales'

export const i18n = i18next.createInstance()

void i18n.use(initReactI18next).init({
  resources,
  defaultNS,
  ns: Object.keys(resources.en),
  lng: readLanguage() ?? 'en',
  fallbackLng: 'en',
  supportedLngs: ['en', 'es'],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
})

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng
})
document.documentElement.lang = i18n.language
