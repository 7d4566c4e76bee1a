/**
 * The namespaces the shell needs for its first paint (navigation, footer, menus, errors), in both
 * languages: they ship in the first load, so the first paint and a language switch never wait for a
 * translation request. Every other namespace loads with the code that uses it (see
 * src/locales/i18n.ts): a screen's with its route, a panel's or a dialog's with that overlay
 * (src/app/layout/overlays.tsx), so the first load does not grow with their text.
 */
import enCommon from './en/common.json'
import enErrors from './en/errors.json'
import enShell from './en/shell.json'
import esCommon from './es/common.json'
import esErrors from './es/errors.json'
import esShell from './es/shell.json'

export const bundledResources = {
  en: {
    common: enCommon,
    errors: enErrors,
    shell: enShell,
  },
  es: {
    common: esCommon,
    errors: esErrors,
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
