/**
 * Local preferences (requirements: preferences, storage-keys): community, league name and language,
 * each under its own storage key; and this device's copy of the signed-in player's time zone, so the
 * first paint after a reload already shows their times. Storage may be unavailable or hold anything:
 * every read validates and falls back.
 */

export const STORAGE_KEYS = {
  community: 'gvl_community',
  leagueName: 'gvl_league_name',
  language: 'language',
  auth: 'auth',
  authUser: 'authUser',
  timeZone: 'gvl_time_zone',
} as const

export const LANGUAGES = ['en', 'es'] as const
export type Language = (typeof LANGUAGES)[number]

export const COMMUNITIES = ['GVL USA'] as const
export type Community = (typeof COMMUNITIES)[number]

export const LEAGUE_NAMES = ['EAFC Pro Clubs', 'Other League'] as const
export type LeagueName = (typeof LEAGUE_NAMES)[number]

export const DEFAULT_COMMUNITY: Community = 'GVL USA'
export const DEFAULT_LEAGUE_NAME: LeagueName = 'EAFC Pro Clubs'

export interface Preferences {
  community: Community
  leagueName: LeagueName
  language: Language
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key)
    else localStorage.setItem(key, value)
  } catch {
    // Private mode or a full quota: the preference lives for this page only.
  }
}

// The first load's own copy of isOneOf (src/api/contracts/oneOf.ts): importing that one made it a
// chunk of its own, shared with the lazy screens and the mock API, and the first load one request more.
const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value)

/** The stored language, or null when none (or an unsupported one) is stored: the chooser then shows. */
export function readLanguage(): Language | null {
  const value = read(STORAGE_KEYS.language)
  return isOneOf(LANGUAGES, value) ? value : null
}

/** A first visit: no language stored yet, so the first-visit language chooser opens. */
export const isFirstVisit = (): boolean => readLanguage() === null

export function readPreferences(): Preferences {
  const community = read(STORAGE_KEYS.community)
  const leagueName = read(STORAGE_KEYS.leagueName)
  return {
    community: isOneOf(COMMUNITIES, community) ? community : DEFAULT_COMMUNITY,
    leagueName: isOneOf(LEAGUE_NAMES, leagueName) ? leagueName : DEFAULT_LEAGUE_NAME,
    language: readLanguage() ?? 'en',
  }
}

export function writeLanguage(language: Language): void {
  write(STORAGE_KEYS.language, language)
}

export function writePreferences(preferences: Preferences): void {
  write(STORAGE_KEYS.community, preferences.community)
  write(STORAGE_KEYS.leagueName, preferences.leagueName)
  writeLanguage(preferences.language)
}

/**
 * The signed-in player's chosen zone as last seen on this device, if Intl knows it; null follows the
 * browser's. The first load's own check (the contract's canonicalTimeZone does the same for the
 * server): importing that module would make it a chunk of its own, and the first load one request
 * more.
 */
export function readTimeZone(): string | null {
  const value = read(STORAGE_KEYS.timeZone)
  if (value === null || value === '') return null
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone
  } catch {
    return null
  }
}

export function writeTimeZone(timeZone: string | null): void {
  write(STORAGE_KEYS.timeZone, timeZone)
}
