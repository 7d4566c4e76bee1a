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
import { authUserSchema } from './index'
import { PLATFORMS, POSITIONS, SHIRT_NUMBER_MAX, SHIRT_NUMBER_MIN, SOCIAL_NETWORKS } from './league'
import { COUNTRY_CODES, type CountryCode } from './countries'
import { mediaUrlSchema } from './media'
import { timeZoneSchema } from './common'
import { profileSchema } from './players'
import type { SocialFieldErrorKey } from './socialLinks'

// Shared with other areas or kept in modules of their own (./league.ts, ./players.ts, ./images.ts,
// ./countries.ts, ./socialLinks.ts), offered here to the area's clients.
export { SHIRT_NUMBER_MAX, SHIRT_NUMBER_MIN, SOCIAL_NETWORKS, type SocialNetwork } from './league'
export { socialLinkSchema, socialLinksSchema, type SocialLink, type SocialLinks } from './players'
export { detectImageType } from './images'
export { COUNTRY_CODES, type CountryCode } from './countries'
// The social links (PUT /api/me/social) belong to this area, in a module of their own: offered whole.
export * from './socialLinks'

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

/** What a new account's country is when the sign-up form does not ask (GVL USA's home). */
export const DEFAULT_COUNTRY: CountryCode = 'US'

/** Avatar images: PNG, JPEG or WebP (IMAGE_TYPES, judged by their content), at most 2 MB. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024

// --- Field error keys ----------------------------------------------------------------------------

const FIELD_ERROR_KEYS = [
  'username_format',
  'username_taken',
  'email_invalid',
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
  'time_zone_invalid',
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
 * 201: the address the email went to (lower case). The same answer whether the address was free (a
 * new pending account, and its activation link mailed) or already had an account (no new account,
 * and an email to its owner), so that nobody learns which addresses have accounts. The link is only
 * ever in the email (the mock keeps its emails in the demo's outbox: ./mockOutbox.ts).
 */
export const registerResponseSchema = z.object({ email: z.string() })
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
 * 202 and an empty object, whether or not the email belongs to a pending account: the new link is
 * only ever in the email (see registerResponseSchema).
 */
export const resendActivationResponseSchema = z.object({})
export type ResendActivationResponse = z.infer<typeof resendActivationResponseSchema>

// --- My profile ----------------------------------------------------------------------------------

/**
 * GET /api/me — the caller's whole profile: the public profile's fields (profileSchema) and the
 * email. Only ever sent to its owner.
 */
export const myProfileSchema = profileSchema.extend({
  email: z.string(),
  /**
   * The zone every date and time is shown in for this player (IANA, e.g. `America/Chicago`); null
   * follows the zone of the browser in use. Private, like the email.
   */
  timeZone: z.string().nullable(),
})
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
  /** An IANA zone, stored in its canonical spelling; null or '' follows the browser's zone. */
  timeZone: z
    .string({ error: 'time_zone_invalid' })
    .nullable()
    .transform((value) => (value === null || value.trim() === '' ? null : value))
    .pipe(timeZoneSchema.nullable())
    .optional(),
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

/** PUT /api/me/avatar — 200: the stored picture's address. */
export const avatarResponseSchema = z.object({ avatar: mediaUrlSchema })
export type AvatarResponse = z.infer<typeof avatarResponseSchema>
