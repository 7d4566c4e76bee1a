/** Field schemas every area of the model shares. */
import { z } from 'zod'
import type { Position } from '@/api/contracts/league'

export const id = z.number().int().positive()
/** An instant: ISO 8601 in UTC (`2026-03-14T18:00:00.000Z`). */
export const isoDate = z.iso.datetime()
/** A calendar day (`2026-03-14`), in the time zone of whatever it belongs to. */
export const calendarDate = z.iso.date()
export const hexColor = z.string().regex(/^#[0-9a-f]{6}$/)

/** Who gets a clean sheet when the opponent does not score. */
export const DEFENSIVE_POSITIONS: readonly Position[] = ['GK', 'RB', 'CB', 'LB']
