/** Field schemas every area of the model shares. */
import { z } from 'zod'
import type { Position } from '@/api/contracts/league'
import type { LocalizedText } from '../lib/language'

export const id = z.number().int().positive()
/** An instant: ISO 8601 in UTC (`2026-03-14T18:00:00.000Z`). */
export const isoDate = z.iso.datetime()
/** A calendar day (`2026-03-14`), in the time zone of whatever it belongs to. */
export const calendarDate = z.iso.date()
export const hexColor = z.string().regex(/^#[0-9a-f]{6}$/)
/**
 * The league's own text, in English and Spanish (mocks/lib/language.ts): the answers carry the
 * caller's language. tests/mocks/seed.language.test.ts holds every seeded one to both.
 */
export const localizedText = z.object({
  en: z.string().min(1),
  es: z.string().min(1),
}) satisfies z.ZodType<LocalizedText>

/** Who gets a clean sheet when the opponent does not score. */
export const DEFENSIVE_POSITIONS: readonly Position[] = ['GK', 'RB', 'CB', 'LB']
