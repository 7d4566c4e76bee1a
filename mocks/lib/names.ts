/**
 * When two names are the same name: what players could not tell apart on screen. A name's skeleton
 * is its compatibility form (NFKC), with every letter that looks like a plain Latin one made that
 * letter (Cyrillic "а", "ó", styled and full-width letters: the confusables package's table), in
 * lower case (Unicode's advice for names compared without case: case first, then look-alikes), with
 * the Latin look-alikes of Unicode's confusables list made one (0 and o; 1, | and l; rn and m), and
 * spaces collapsed. Two names with the same skeleton are one name.
 */
import { remove } from 'confusables'
import { INVISIBLE_CHARACTERS } from '@/api/contracts/text'

export function nameSkeleton(name: string): string {
  // What draws nothing is no part of a name's look (a filler or a variation selector at its end).
  return remove(name.normalize('NFKC').replace(INVISIBLE_CHARACTERS, ' '))
    .toLowerCase()
    .replaceAll('0', 'o')
    .replace(/[1|]/g, 'l')
    .replaceAll('rn', 'm')
    .replace(/\s+/g, ' ')
    .trim()
}

export function sameName(a: string, b: string): boolean {
  return nameSkeleton(a) === nameSkeleton(b)
}
