/**
 * Season labels that move with the calendar. The fixtures are written in the frame of SEED_NOW (March
 * 2026: "Fall 2025" finished, "Spring 2026" under way); when the seed runs later, the calendar moves
 * by whole weeks (SeedClock) and every season named in the league's content moves by the same time,
 * to the nearest season, so "Fall 2025" is never read beside matches played in May 2026.
 */
import { SEED_NOW } from '../clock'

const WEEK_MS = 7 * 24 * 60 * 60 * 1000

/** Days the fixtures' calendar moves for a seed at `nowMs`: as many whole weeks as fit since SEED_NOW. */
export function calendarShiftDays(nowMs: number): number {
  return Math.floor((nowMs - SEED_NOW.getTime()) / WEEK_MS) * 7
}

/** Seasons the labels move for a calendar moved by `shiftDays`: to the nearest quarter year. */
export function seasonShift(shiftDays: number): number {
  return Math.round(shiftDays / (365.25 / 4))
}

const ENGLISH = ['Spring', 'Summer', 'Fall', 'Winter'] as const
const SPANISH = ['Primavera', 'Verano', 'Otoño', 'Invierno'] as const
const WORDS = [...ENGLISH, ...SPANISH]

/**
 * A season word, then either a year ("Fall 2025", "Winter Cup 2025", "Verano de 2026") or a word that
 * makes it a season without one ("the Spring Cup", "the summer season"); a bare "fall" is left alone.
 */
const LABEL = new RegExp(
  `\\b(${WORDS.join('|')})((?: Cup| de)?)(?: (\\d{4}))?\\b|\\b(${WORDS.map((w) => w.toLowerCase()).join('|')}) (season|knockout)\\b|(temporada de )(${SPANISH.map((w) => w.toLowerCase()).join('|')})\\b`,
  'g',
)

function moveWord(word: string, steps: number): { word: string; years: number } {
  const lower = word.toLowerCase()
  const list = SPANISH.some((w) => w.toLowerCase() === lower) ? SPANISH : ENGLISH
  const index = list.findIndex((w) => w.toLowerCase() === lower)
  const moved = index + steps
  const next = list[((moved % 4) + 4) % 4] ?? word
  return {
    word: word === lower ? next.toLowerCase() : next,
    years: Math.floor(moved / 4),
  }
}

/** `text` with every season label moved by `steps` seasons (Spring → Summer → Fall → Winter → Spring of the next year). */
export function moveSeasons(text: string, steps: number): string {
  if (steps === 0) return text
  return text.replace(
    LABEL,
    (
      match,
      word?: string,
      middle?: string,
      year?: string,
      plain?: string,
      noun?: string,
      lead?: string,
      spanish?: string,
    ) => {
      if (word !== undefined) {
        if (year === undefined && middle !== ' Cup') return match
        const moved = moveWord(word, steps)
        return `${moved.word}${middle ?? ''}${year === undefined ? '' : ` ${Number(year) + moved.years}`}`
      }
      if (plain !== undefined) return `${moveWord(plain, steps).word} ${noun ?? ''}`
      if (spanish !== undefined) return `${lead ?? ''}${moveWord(spanish, steps).word}`
      return match
    },
  )
}

/** `value` with moveSeasons applied to every string in it (records, arrays, nested objects). */
export function moveSeasonsIn<T>(value: T, steps: number): T {
  if (steps === 0) return value
  const walk = (item: unknown): unknown => {
    if (typeof item === 'string') return moveSeasons(item, steps)
    if (Array.isArray(item)) return item.map(walk)
    if (item !== null && typeof item === 'object')
      return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, walk(inner)]))
    return item
  }
  return walk(value) as T
}
