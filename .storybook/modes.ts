/**
 * Chromatic modes (https://www.chromatic.com/docs/modes): each is a set of globals a snapshot is
 * taken with. `locale` is this project's toolbar global (preview.tsx reads it before each story);
 * the viewports are preview.tsx's `desktop` and `phone`, by size, so Chromatic needs no addon to
 * apply them. Every story is taken in `desktop en` (preview.tsx); screens add the other three:
 *
 *   parameters: { chromatic: { modes: screenModes } }
 */
const DESKTOP = { width: 1280, height: 800 }
const PHONE = { width: 390, height: 844 }

export const allModes = {
  'desktop en': { viewport: DESKTOP, locale: 'en' },
  'desktop es': { viewport: DESKTOP, locale: 'es' },
  'mobile en': { viewport: PHONE, locale: 'en' },
  'mobile es': { viewport: PHONE, locale: 'es' },
} as const

/** The default of every story: one snapshot, English on a desktop. */
export const defaultModes = { 'desktop en': allModes['desktop en'] }

/** A screen (…Screen.stories.tsx): English and Spanish, desktop and mobile. */
export const screenModes = allModes
