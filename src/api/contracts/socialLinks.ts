/**
 * Social links (PUT /api/me/social): what a player may type for each network, a handle or an https
 * link of that network's own site, read into the canonical `{ handle, url }`. Pure, so the client
 * checks a form field with the rules the server applies. Field texts are keys of the accounts
 * area's catalogue (./accounts.ts, ACCOUNTS_FIELD_ERROR_KEYS).
 */
import { z } from 'zod'
import type { SocialNetwork } from './league'
import { perNetwork, socialLinksSchema, type SocialLink } from './players'

/** Longer than any link to a profile: refused before it is looked at. */
export const SOCIAL_VALUE_MAX_LENGTH = 200

/** The field texts of a refused link. */
export type SocialFieldErrorKey =
  `social_${SocialNetwork}_invalid` | `social_${SocialNetwork}_other_site` | 'social_not_https'

interface LinkRoute {
  hosts: readonly string[]
  /** Matched against the URL's path; group 1 is the handle (or invite code). */
  path: RegExp
  link: (match: string) => SocialLink
}

interface NetworkRules {
  /** A handle as typed, after one leading `@` is removed. */
  handle: RegExp
  handleLink: (handle: string) => SocialLink
  routes: readonly LinkRoute[]
  /** Paths of the site that are pages, not profiles (`x.com/home`). Lower case. */
  reserved?: ReadonlySet<string>
}

/** The link of a handle on a network whose profile pages are `profileUrl` followed by the handle. */
const linkUnder =
  (profileUrl: string) =>
  (handle: string): SocialLink => ({ handle, url: `${profileUrl}${handle}` })

const twitchLink = linkUnder('https://www.twitch.tv/')
const youtubeLink = linkUnder('https://www.youtube.com/@')
const xLink = linkUnder('https://x.com/')
const instagramLink = linkUnder('https://www.instagram.com/')
const tiktokLink = linkUnder('https://www.tiktok.com/@')

const discordInvite = (code: string): SocialLink => ({
  handle: `discord.gg/${code}`,
  url: `https://discord.gg/${code}`,
})

const INSTAGRAM_HANDLE = /^(?!\.)(?!.*\.\.)(?!.*\.$)[A-Za-z0-9._]{1,30}$/

const TIKTOK_HANDLE = /^(?!.*\.$)[A-Za-z0-9_.]{2,24}$/

const NETWORK_RULES: Record<SocialNetwork, NetworkRules> = {
  twitch: {
    handle: /^[A-Za-z0-9][A-Za-z0-9_]{3,24}$/,
    handleLink: twitchLink,
    routes: [
      {
        hosts: ['twitch.tv', 'www.twitch.tv', 'm.twitch.tv'],
        path: /^\/([A-Za-z0-9][A-Za-z0-9_]{3,24})\/?$/,
        link: twitchLink,
      },
    ],
    reserved: new Set(['directory', 'videos', 'settings', 'search', 'downloads', 'subscriptions']),
  },
  youtube: {
    handle: /^[A-Za-z0-9._-]{3,30}$/,
    handleLink: youtubeLink,
    routes: [
      {
        hosts: ['youtube.com', 'www.youtube.com', 'm.youtube.com'],
        path: /^\/@([A-Za-z0-9._-]{3,30})\/?$/,
        link: youtubeLink,
      },
      {
        hosts: ['youtube.com', 'www.youtube.com', 'm.youtube.com'],
        path: /^\/c\/([A-Za-z0-9._-]{1,100})\/?$/,
        link: (name) => ({ handle: name, url: `https://www.youtube.com/c/${name}` }),
      },
    ],
  },
  x: {
    handle: /^[A-Za-z0-9_]{1,15}$/,
    handleLink: xLink,
    routes: [
      {
        hosts: [
          'x.com',
          'www.x.com',
          'mobile.x.com',
          'twitter.com',
          'www.twitter.com',
          'mobile.twitter.com',
        ],
        path: /^\/([A-Za-z0-9_]{1,15})\/?$/,
        link: xLink,
      },
    ],
    reserved: new Set([
      'home',
      'explore',
      'search',
      'settings',
      'messages',
      'notifications',
      'i',
      'intent',
      'share',
      'login',
      'signup',
      'logout',
      'tos',
      'privacy',
      'compose',
      'hashtag',
    ]),
  },
  instagram: {
    handle: INSTAGRAM_HANDLE,
    handleLink: instagramLink,
    routes: [
      {
        hosts: ['instagram.com', 'www.instagram.com'],
        path: /^\/([A-Za-z0-9._]{1,30})\/?$/,
        link: instagramLink,
      },
    ],
    reserved: new Set(['p', 'reel', 'reels', 'explore', 'stories', 'accounts', 'direct', 'tv']),
  },
  tiktok: {
    handle: TIKTOK_HANDLE,
    handleLink: tiktokLink,
    routes: [
      {
        hosts: ['tiktok.com', 'www.tiktok.com', 'm.tiktok.com'],
        path: /^\/@([A-Za-z0-9_.]{2,24})\/?$/,
        link: tiktokLink,
      },
    ],
  },
  discord: {
    // Discord usernames: 2–32 lower-case letters, digits, underscores or periods (typed in any case).
    handle: /^(?!.*\.\.)[A-Za-z0-9_.]{2,32}$/,
    handleLink: (handle) => ({ handle: handle.toLowerCase(), url: null }),
    routes: [
      { hosts: ['discord.gg'], path: /^\/([A-Za-z0-9-]{2,32})\/?$/, link: discordInvite },
      {
        hosts: ['discord.com', 'www.discord.com'],
        path: /^\/invite\/([A-Za-z0-9-]{2,32})\/?$/,
        link: discordInvite,
      },
    ],
  },
}

/** Why a value is not a link of its network. */
export type SocialLinkProblem = 'invalid' | 'not_https' | 'other_site'

export type SocialLinkParse =
  { ok: true; link: SocialLink } | { ok: false; problem: SocialLinkProblem }

const invalid: SocialLinkParse = { ok: false, problem: 'invalid' }

/**
 * Reads what a player typed for a network: a handle (`rivera_fc`, `@rivera_fc`) or an https URL of
 * that network's own site (query and fragment dropped), into the canonical `{ handle, url }`. Anything
 * else is refused: other schemes (`http:`, `javascript:`), other hosts, credentials or ports in the
 * URL, spaces, quotes or markup. Pure, so the client can check a form field with it too.
 */
export function parseSocialLink(network: SocialNetwork, input: string): SocialLinkParse {
  const value = input.trim()
  if (value === '' || value.length > SOCIAL_VALUE_MAX_LENGTH || /[\s<>"'`\\]/.test(value)) {
    return invalid
  }
  const rules = NETWORK_RULES[network]
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(value)?.[1]?.toLowerCase()
  if (scheme === 'http') return { ok: false, problem: 'not_https' }
  if (scheme !== undefined && scheme !== 'https') return invalid
  if (scheme === 'https') return parseLinkUrl(rules, value)
  // `twitch.tv/name`: a link without its scheme.
  if (value.includes('/')) return { ok: false, problem: 'not_https' }
  const handle = value.startsWith('@') ? value.slice(1) : value
  if (!rules.handle.test(handle)) return invalid
  return { ok: true, link: rules.handleLink(handle) }
}

function parseLinkUrl(rules: NetworkRules, value: string): SocialLinkParse {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return invalid
  }
  const host = url.hostname.toLowerCase()
  const routes = rules.routes.filter((route) => route.hosts.includes(host))
  if (routes.length === 0) return { ok: false, problem: 'other_site' }
  if (url.username !== '' || url.password !== '' || url.port !== '') return invalid
  for (const route of routes) {
    const match = route.path.exec(url.pathname)?.[1]
    if (match === undefined) continue
    if (rules.reserved?.has(match.toLowerCase())) return invalid
    // The path pattern is looser than the handle rules of some networks (Instagram's periods).
    if (route.link === rules.handleLink && !rules.handle.test(match)) return invalid
    return { ok: true, link: route.link(match) }
  }
  return invalid
}

/** The field key for a refused value of `network`. */
export function socialFieldErrorKey(
  network: SocialNetwork,
  problem: SocialLinkProblem,
): SocialFieldErrorKey {
  if (problem === 'not_https') return 'social_not_https'
  return problem === 'other_site' ? `social_${network}_other_site` : `social_${network}_invalid`
}

/** One field of PUT /api/me/social: null, '' or absent clears it; otherwise a handle or a link. */
const socialField = (network: SocialNetwork) =>
  z
    .string({ error: `social_${network}_invalid` })
    .nullable()
    .optional()
    .transform((value, context): SocialLink | null => {
      if (value === null || value === undefined || value.trim() === '') return null
      const result = parseSocialLink(network, value)
      if (result.ok) return result.link
      context.addIssue({
        code: 'custom',
        message: socialFieldErrorKey(network, result.problem),
        input: value,
      })
      return z.NEVER
    })

/** PUT /api/me/social — replaces every link: a network left out or null has none afterwards. */
export const updateSocialLinksRequestSchema = perNetwork(socialField)

export type UpdateSocialLinksRequest = z.input<typeof updateSocialLinksRequestSchema>

export const updateSocialLinksResponseSchema = z.object({ socials: socialLinksSchema })

export type UpdateSocialLinksResponse = z.infer<typeof updateSocialLinksResponseSchema>
