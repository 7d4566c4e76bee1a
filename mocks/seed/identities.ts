/**
 * Who a generated player is online: a gamer tag drawn from the fixtures' words and names, the
 * platform IDs the profile's rules accept, and their social links. Random, over the seed's faker
 * (./context.ts): the calls happen in the order people.ts makes them.
 */
import { EA_ID_PATTERN, PSN_ID_PATTERN, XBOX_GAMERTAG_PATTERN } from '@/api/contracts/accounts'
import { POSITIONS, SOCIAL_NETWORKS, type Platform, type Position } from '@/api/contracts/league'
import { LATIN_COUNTRIES, LATIN_FIRST_NAMES, TAG_WORDS } from '../fixtures/players'
import { NO_SOCIALS, type StoredSocialLinks } from '../model'
import { chance, faker, int, pick } from './context'

/**
 * A tag like `ClinicalCarlos`, `jordan_cdm`, `xPanenka10` or `Ghost_Pivot`, drawn before the player's
 * position is: a tag that names a position (`jordan_cdm`) gets the player's own once it is known
 * (`named`), since a reader takes `abigale_gk` for a goalkeeper. The draws are the same whatever the
 * position, so the rest of the community does not change with it.
 */
export interface TagDraft {
  tag: string
  /** The tag for a player of `position`. */
  named: (position: Position) => string
}

export function draftGamerTag(taken: Set<string>, country: string): TagDraft {
  for (;;) {
    const first = (
      LATIN_COUNTRIES.has(country) ? pick(LATIN_FIRST_NAMES) : faker.person.firstName()
    ).replace(/[^A-Za-z]/g, '')
    const word = pick(TAG_WORDS)
    const draft = pick<() => TagDraft>([
      () => fixedTag(`${word}${first}`),
      () => {
        const named = (position: Position) => `${first.toLowerCase()}_${position.toLowerCase()}`
        return { tag: named(pick(POSITIONS)), named }
      },
      () => fixedTag(`${first}${word}${int(2, 99)}`),
      () => fixedTag(`x${word}${int(1, 11)}`),
      () => fixedTag(`${word}_${pick(TAG_WORDS)}`),
    ])()
    if (draft.tag.length <= 24 && !taken.has(draft.tag.toLowerCase())) {
      // The drafts are what the draws are checked against, so that they stay the same.
      taken.add(draft.tag.toLowerCase())
      return draft
    }
  }
}

export const fixedTag = (tag: string): TagDraft => ({ tag, named: () => tag })

/**
 * The draft's tag for a player of `position`, unique among the usernames given so far (`user:` in
 * `taken`) and the other drafts; a number ends it where needed.
 */
export function gamerTag(draft: TagDraft, position: Position, taken: Set<string>): string {
  const base = draft.named(position)
  const used = (tag: string) =>
    taken.has(`user:${tag.toLowerCase()}`) ||
    (tag.toLowerCase() !== draft.tag.toLowerCase() && taken.has(tag.toLowerCase()))
  let tag = base
  for (let n = 2; used(tag); n++) tag = `${base}${n}`
  taken.add(`user:${tag.toLowerCase()}`)
  return tag
}

/** The rule of each network's ID on the profile (PSN IDs hold 16 characters, gamertags 15, EA IDs 20). */
const PLATFORM_ID_RULES = {
  psn: PSN_ID_PATTERN,
  xbox: XBOX_GAMERTAG_PATTERN,
  ea: EA_ID_PATTERN,
} as const
type IdNetwork = keyof typeof PLATFORM_ID_RULES

/** `id` shortened from the end until `accepts` it. */
function fitted(id: string, accepts: (candidate: string) => boolean): string {
  for (let end = id.length; end > 0; end--) {
    const candidate = id.slice(0, end).trimEnd()
    if (accepts(candidate)) return candidate
  }
  throw new Error(`the seed cannot make a platform ID of ${id}`)
}

/**
 * A platform ID made from `id` that the profile's rule accepts, so that a player who saves their
 * profile unchanged is never refused, and that no one else has on that network: `taken` holds the IDs
 * given so far, as `psn:<id>` in lower case (next to the usernames). Gamertags have no underscores
 * (`Ghost_Pivot` plays as `Ghost Pivot`). Where the shortened ID is taken, a number ends it.
 */
export function platformId(network: IdNetwork, id: string, taken: Set<string>): string {
  const pattern = PLATFORM_ID_RULES[network]
  const base = fitted(network === 'xbox' ? id.replace(/_+/g, ' ').trim() : id, (candidate) =>
    pattern.test(candidate),
  )
  let candidate = base
  for (let n = 2; taken.has(`${network}:${candidate.toLowerCase()}`); n++) {
    candidate = `${fitted(base, (stem) => pattern.test(`${stem}${n}`))}${n}`
  }
  taken.add(`${network}:${candidate.toLowerCase()}`)
  return candidate
}

export function platformIds(username: string, platform: Platform, taken: Set<string>) {
  const suffix = chance(0.3) ? String(int(1, 99)) : ''
  return {
    psnId: platform === 'playstation' ? platformId('psn', `${username}${suffix}`, taken) : null,
    xboxGamertag: platform === 'xbox' ? platformId('xbox', username, taken) : null,
    // Everyone on PC has an EA ID (it is how they sign in); most console players too, for crossplay.
    eaId:
      platform === 'pc' || chance(0.7)
        ? platformId('ea', `${username}${chance(0.2) ? int(1, 999) : ''}`, taken)
        : null,
  }
}

export function randomSocials(username: string): StoredSocialLinks {
  const handle = username.toLowerCase()
  const odds: Record<keyof StoredSocialLinks, number> = {
    twitch: 0.1,
    youtube: 0.06,
    x: 0.1,
    instagram: 0.08,
    tiktok: 0.06,
    discord: 0.2,
  }
  const socials = { ...NO_SOCIALS }
  for (const network of SOCIAL_NETWORKS) if (chance(odds[network])) socials[network] = handle
  return socials
}
