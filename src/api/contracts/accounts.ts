/**
 * Accounts: registration and activation, and the signed-in player's own profile (read, update,
 * password, social links, avatar). docs/api/accounts.md documents every endpoint in terms of these
 * schemas; the client validates its forms with the same ones.
 *
 * Field messages: where a rule has its own text, the schema's message is a key of the server's field
 * catalogue (`'username_format'`, listed in ACCOUNTS_FIELD_ERROR_KEYS). The server answers the text in
 * the request's language; a form that validates locally gets the key and words it with its own
 * translations.
 */
import { z } from 'zod'
import { authUserSchema } from './sessionSchemas'
import {
  PLATFORMS,
  POSITIONS,
  SHIRT_NUMBER_MAX,
  SHIRT_NUMBER_MIN,
  SOCIAL_NETWORKS,
  type SocialNetwork,
} from './league'
import { profileSchema, socialLinksSchema, type SocialLink } from './players'

// Shared with other areas (declared in ./league.ts, ./players.ts and ./images.ts), offered here to the
// area's clients.
export { SHIRT_NUMBER_MAX, SHIRT_NUMBER_MIN, SOCIAL_NETWORKS, type SocialNetwork } from './league'
export { socialLinkSchema, socialLinksSchema, type SocialLink, type SocialLinks } from './players'
export { detectImageType } from './images'

// --- Field rules ---------------------------------------------------------------------------------

export const USERNAME_MIN_LENGTH = 3
export const USERNAME_MAX_LENGTH = 20
/** 3 to 20 letters (A–Z, either case), digits or underscores. Unique without regard to case. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_]{3,20}$/

export const EMAIL_MAX_LENGTH = 254

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128
/** Passwords must hold at least one letter (any alphabet) and one digit. */
export const PASSWORD_LETTER = /\p{L}/u
export const PASSWORD_DIGIT = /\p{Nd}/u

/** How long an activation link works after it is sent (at sign-up or on resend). */
export const ACTIVATION_TTL_HOURS = 48
/** Activation codes are 16 random bytes written as 32 lowercase hex characters. */
export const ACTIVATION_CODE_PATTERN = /^[0-9a-f]{32}$/

/** PlayStation Network online ID: 3–16 letters, digits, hyphens or underscores, starting with a letter. */
export const PSN_ID_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{2,15}$/
/** Xbox gamertag: 1–15 letters, digits or single spaces, starting with a letter. */
export const XBOX_GAMERTAG_PATTERN = /^(?=.{1,15}$)[A-Za-z][A-Za-z0-9]*(?: [A-Za-z0-9]+)*$/
/** EA ID: 4–20 letters, digits, hyphens, underscores or periods. */
export const EA_ID_PATTERN = /^[A-Za-z0-9_.-]{4,20}$/

export const BIO_MAX_LENGTH = 500
export const LOOKING_FOR_MAX_LENGTH = 200

/** ISO 3166-1 alpha-2: every officially assigned code (249). The client names them with Intl.DisplayNames. */
// prettier-ignore
export const COUNTRY_CODES = [
  'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ',
  'BA', 'BB', 'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS',
  'BT', 'BV', 'BW', 'BY', 'BZ', 'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN',
  'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ', 'EC', 'EE',
  'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR', 'GA', 'GB', 'GD', 'GE', 'GF',
  'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY', 'HK', 'HM',
  'HN', 'HR', 'HT', 'HU', 'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM',
  'JO', 'JP', 'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC',
  'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK',
  'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA',
  'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE', 'PF', 'PG',
  'PH', 'PK', 'PL', 'PM', 'PN', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS', 'RU', 'RW',
  'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS',
  'ST', 'SV', 'SX', 'SY', 'SZ', 'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO',
  'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'UM', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VG', 'VI',
  'VN', 'VU', 'WF', 'WS', 'YE', 'YT', 'ZA', 'ZM', 'ZW',
] as const
export type CountryCode = (typeof COUNTRY_CODES)[number]

/** What a new account's country is when the sign-up form does not ask (GVL USA's home). */
export const DEFAULT_COUNTRY: CountryCode = 'US'

/** Longer than any link to a profile: refused before it is looked at. */
export const SOCIAL_VALUE_MAX_LENGTH = 200

/** Avatar images: PNG, JPEG or WebP (IMAGE_TYPES, judged by their content), at most 2 MB. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024

// --- Field error keys ----------------------------------------------------------------------------

type SocialFieldErrorKey =
  `social_${SocialNetwork}_invalid` | `social_${SocialNetwork}_other_site` | 'social_not_https'

const FIELD_ERROR_KEYS = [
  'username_format',
  'username_taken',
  'email_invalid',
  'email_taken',
  'password_rules',
  'password_same',
  'current_password_wrong',
  'terms_required',
  'platform_invalid',
  'country_invalid',
  'psn_id_format',
  'xbox_gamertag_format',
  'ea_id_format',
  'position_invalid',
  'positions_same',
  'preferred_shirt_number',
  'free_agent_on_team',
  'avatar_file_required',
] as const

/** A field text of this area (worded by the server in mocks/lib/errors/accounts.ts). */
export type AccountsFieldErrorKey = (typeof FIELD_ERROR_KEYS)[number] | SocialFieldErrorKey

export const ACCOUNTS_FIELD_ERROR_KEYS: readonly AccountsFieldErrorKey[] = [
  ...FIELD_ERROR_KEYS,
  'social_not_https',
  ...SOCIAL_NETWORKS.flatMap(
    (network) => [`social_${network}_invalid`, `social_${network}_other_site`] as const,
  ),
]

// --- Social links --------------------------------------------------------------------------------

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

const twitchLink = (handle: string): SocialLink => ({
  handle,
  url: `https://www.twitch.tv/${handle}`,
})
const youtubeLink = (handle: string): SocialLink => ({
  handle,
  url: `https://www.youtube.com/@${handle}`,
})
const xLink = (handle: string): SocialLink => ({ handle, url: `https://x.com/${handle}` })
const instagramLink = (handle: string): SocialLink => ({
  handle,
  url: `https://www.instagram.com/${handle}`,
})
const tiktokLink = (handle: string): SocialLink => ({
  handle,
  url: `https://www.tiktok.com/@${handle}`,
})
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
): AccountsFieldErrorKey {
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
export const updateSocialLinksRequestSchema = z.object({
  twitch: socialField('twitch'),
  youtube: socialField('youtube'),
  x: socialField('x'),
  instagram: socialField('instagram'),
  tiktok: socialField('tiktok'),
  discord: socialField('discord'),
})
export type UpdateSocialLinksRequest = z.input<typeof updateSocialLinksRequestSchema>

export const updateSocialLinksResponseSchema = z.object({ socials: socialLinksSchema })
export type UpdateSocialLinksResponse = z.infer<typeof updateSocialLinksResponseSchema>

// --- Registration and activation -----------------------------------------------------------------

export const usernameSchema = z.string().trim().min(1).regex(USERNAME_PATTERN, 'username_format')

export const emailSchema = z
  .string()
  .trim()
  .min(1)
  .max(EMAIL_MAX_LENGTH, 'email_invalid')
  .pipe(z.email('email_invalid'))
  .transform((email) => email.toLowerCase())

/** A new password: 8–128 characters with at least one letter and one digit. */
export const newPasswordSchema = z
  .string()
  .min(1)
  .min(PASSWORD_MIN_LENGTH, 'password_rules')
  .max(PASSWORD_MAX_LENGTH, 'password_rules')
  .regex(PASSWORD_LETTER, 'password_rules')
  .regex(PASSWORD_DIGIT, 'password_rules')

const platformSchema = z.enum(PLATFORMS, { error: 'platform_invalid' })
const countrySchema = z
  .string({ error: 'country_invalid' })
  .trim()
  .toUpperCase()
  .pipe(z.enum(COUNTRY_CODES, { error: 'country_invalid' }))
const positionSchema = z.enum(POSITIONS, { error: 'position_invalid' })

/** POST /api/register */
export const registerRequestSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  platform: platformSchema,
  acceptTerms: z.literal(true, { error: 'terms_required' }),
  /** Optional: DEFAULT_COUNTRY when absent (the profile can change it). */
  country: countrySchema.optional(),
  /** Optional: CM when absent (the profile can change it). */
  primaryPosition: positionSchema.optional(),
})
export type RegisterRequest = z.input<typeof registerRequestSchema>
export type Registration = z.output<typeof registerRequestSchema>

/**
 * 201. `activationUrl` is the link the activation email would carry, a path on the app's origin
 * (`/activate?code=…`). Only the mock answers it, because no mail leaves the browser; a real server
 * mails it and answers `{ email }` alone.
 */
export const registerResponseSchema = z.object({
  email: z.string(),
  activationUrl: z.string().optional(),
})
export type RegisterResponse = z.infer<typeof registerResponseSchema>

/** POST /api/activate */
export const activateRequestSchema = z.object({ code: z.string().trim().min(1).max(200) })
export type ActivateRequest = z.input<typeof activateRequestSchema>

export const activateResponseSchema = z.object({ user: authUserSchema })
export type ActivateResponse = z.infer<typeof activateResponseSchema>

/** POST /api/activate/resend */
export const resendActivationRequestSchema = z.object({ email: emailSchema })
export type ResendActivationRequest = z.input<typeof resendActivationRequestSchema>

/**
 * 202, whether or not the email belongs to a pending account. `activationUrl` (mock only, see
 * registerResponseSchema) is there only when a new link was made.
 */
export const resendActivationResponseSchema = z.object({ activationUrl: z.string().optional() })
export type ResendActivationResponse = z.infer<typeof resendActivationResponseSchema>

// --- My profile ----------------------------------------------------------------------------------

/**
 * GET /api/me — the caller's whole profile: the public profile's fields (profileSchema) and the
 * email. Only ever sent to its owner.
 */
export const myProfileSchema = profileSchema.extend({ email: z.string() })
export type MyProfile = z.infer<typeof myProfileSchema>

/** A text field that may be cleared: null or blank becomes null; otherwise trimmed, then `check`ed. */
const clearable = (check: z.ZodString, key?: AccountsFieldErrorKey) =>
  z
    .string(key === undefined ? undefined : { error: key })
    .nullable()
    .transform((value) => (value?.trim() ? value.trim() : null))
    .pipe(check.nullable())

const updateProfileFieldsSchema = z.object({
  country: countrySchema.optional(),
  platform: platformSchema.optional(),
  platformIds: z
    .object(
      {
        psn: clearable(z.string().regex(PSN_ID_PATTERN, 'psn_id_format'), 'psn_id_format'),
        xbox: clearable(
          z.string().regex(XBOX_GAMERTAG_PATTERN, 'xbox_gamertag_format'),
          'xbox_gamertag_format',
        ),
        ea: clearable(z.string().regex(EA_ID_PATTERN, 'ea_id_format'), 'ea_id_format'),
      },
      { error: 'invalid' },
    )
    .partial()
    .optional(),
  primaryPosition: positionSchema.optional(),
  /** null or '' for none. */
  secondaryPosition: z
    .string({ error: 'position_invalid' })
    .nullable()
    .transform((value) => (value === '' ? null : value))
    .pipe(positionSchema.nullable())
    .optional(),
  shirtNumber: z
    .number({ error: 'preferred_shirt_number' })
    .int('preferred_shirt_number')
    .min(SHIRT_NUMBER_MIN, 'preferred_shirt_number')
    .max(SHIRT_NUMBER_MAX, 'preferred_shirt_number')
    .nullable()
    .optional(),
  /** Trimmed; null or '' for none. */
  bio: z
    .string()
    .nullable()
    .transform((value) => (value ?? '').trim())
    .pipe(z.string().max(BIO_MAX_LENGTH))
    .optional(),
  freeAgent: z.boolean().optional(),
  /** Kept only while the player is a free agent; trimmed, null or '' for none. */
  lookingFor: clearable(z.string().max(LOOKING_FOR_MAX_LENGTH)).optional(),
})

const positionPairSchema = z.object({
  primaryPosition: positionSchema.optional(),
  secondaryPosition: positionSchema.nullable().optional(),
})

/**
 * PATCH /api/me — every field optional; only those sent change. Other fields (username, email,
 * avatar, socials…) are ignored here: they have their own endpoints or cannot change. When both
 * positions are sent they must differ (the server also checks one sent alone against the other).
 */
export const updateProfileRequestSchema = updateProfileFieldsSchema.refine(
  (patch) =>
    patch.primaryPosition === undefined ||
    patch.secondaryPosition === undefined ||
    patch.primaryPosition !== patch.secondaryPosition,
  {
    path: ['secondaryPosition'],
    message: 'positions_same',
    // Also when another field is invalid, so that a form learns every problem at once.
    when: (payload) => positionPairSchema.safeParse(payload.value).success,
  },
)
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>
export type ProfileUpdate = z.output<typeof updateProfileRequestSchema>

/** PUT /api/me/password — 204 on success; the caller's other sessions end. */
export const changePasswordRequestSchema = z
  .object({
    currentPassword: z.string().min(1).max(200),
    newPassword: newPasswordSchema,
  })
  .refine((body) => body.newPassword !== body.currentPassword, {
    path: ['newPassword'],
    message: 'password_same',
  })
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>

// --- Avatar --------------------------------------------------------------------------------------

/** PUT /api/me/avatar — 200: the stored image as a `data:` URI. */
export const avatarResponseSchema = z.object({ avatar: z.string() })
export type AvatarResponse = z.infer<typeof avatarResponseSchema>
