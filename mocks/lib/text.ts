/** Text as searches and sorts compare it. */

/**
 * Lower case, without accents or other combining marks, runs of white space as one space:
 * `Pérez  FC` → `perez fc`. How every text search compares.
 */
export function foldText(text: string): string {
  // Most text is plain ASCII without runs of spaces: lower-casing is all it needs (10,000 players).
  if (/^[\x21-\x7e]*(?: [\x21-\x7e]+)*$/.test(text)) return text.toLowerCase()
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ')
}

/** Plain code-unit order: fast, and the same on every machine (no locale tables). */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
