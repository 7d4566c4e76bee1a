/**
 * The namespaces the shell needs for its first paint (navigation, footer, panels, dialogs, errors),
 * in both languages: they ship in the first load, so the first paint and a language switch never wait
 * for a translation request. Every other namespace is a screen's: it loads with its screen (see
 * src/locales/i18n.ts), so the first load does not grow with each new screen's text.
 */
import enCommon from './en/common.json'
import enErrors from './en/errors.json'
import enMessages from './en/messages.json'
import enNotifications from './en/notifications.json'
import enSettings from './en/settings.json'
import enShell from './en/shell.json'
import esCommon from './es/common.json'
import esErrors from './es/errors.json'
import esMessages from './es/messages.json'
import esNotifications from './es/notifications.json'
import esSettings from './es/settings.json'
import esShell from './es/shell.json'

export const bundledResources = {
  en: {
    common: enCommon,
    errors: enErrors,
    messages: enMessages,
    notifications: enNotifications,
    settings: enSettings,
    shell: enShell,
  },
  es: {
    common: esCommon,
    errors: esErrors,
    messages: esMessages,
    notifications: esNotifications,
    settings: esSettings,
    shell: esShell,
  },
}

import type { resources } from './index'

/** Every namespace of the catalogue. */
export type Namespace = keyof (typeof resources)['en']
export type BundledNamespace = keyof (typeof bundledResources)['en']

export const BUNDLED_NAMESPACES: readonly BundledNamespace[] = Object.freeze(
  Object.keys(bundledResources.en) as BundledNamespace[],
)
