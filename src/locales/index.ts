/**
 * Translation resources, one namespace per area. English is the reference: a test fails when Spanish
 * lacks a key that English has.
 */
import enAuth from './en/auth.json'
import enCommon from './en/common.json'
import enErrors from './en/errors.json'
import enMessages from './en/messages.json'
import enNotifications from './en/notifications.json'
import enSettings from './en/settings.json'
import enShell from './en/shell.json'
import esAuth from './es/auth.json'
import esCommon from './es/common.json'
import esErrors from './es/errors.json'
import esMessages from './es/messages.json'
import esNotifications from './es/notifications.json'
import esSettings from './es/settings.json'
import esShell from './es/shell.json'

export const defaultNS = 'common'

export const resources = {
  en: {
    common: enCommon,
    shell: enShell,
    auth: enAuth,
    messages: enMessages,
    notifications: enNotifications,
    settings: enSettings,
    errors: enErrors,
  },
  es: {
    common: esCommon,
    shell: esShell,
    auth: esAuth,
    messages: esMessages,
    notifications: esNotifications,
    settings: esSettings,
    errors: esErrors,
  },
} as const
