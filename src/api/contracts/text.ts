/**
 * Characters no one sees, as every rule about text reads them: a team name's hidden characters
 * (./teams.ts), text no one can read in any field (mocks/lib/body.ts) and names that only look
 * different (mocks/lib/names.ts) use these, so the three cannot disagree.
 */

/**
 * Blank letters: the Hangul fillers and the blank Braille pattern are letters or symbols to Unicode,
 * yet draw nothing.
 */
const BLANK_LETTERS = '\\u115f\\u1160\\u3164\\uffa0\\u2800'

/**
 * What may not stand in a name among visible characters: format controls (zero-width spaces and
 * joiners, direction marks, overrides and isolates, the byte order mark), unpaired surrogates,
 * private-use and unassigned code points, and the blank letters.
 */
export const HIDDEN_CHARACTER = new RegExp(`[\\p{Cf}\\p{Cs}\\p{Co}\\p{Cn}${BLANK_LETTERS}]`, 'u')

/** Everything that draws nothing: white space, controls, Unicode's default-ignorables, blank letters. */
export const INVISIBLE_CHARACTERS = new RegExp(
  `[\\s\\p{Cc}\\p{Cf}\\p{Default_Ignorable_Code_Point}${BLANK_LETTERS}]`,
  'gu',
)
