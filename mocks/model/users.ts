/** Players (the users) and their sign-in sessions. */
import { z } from 'zod'
import { BIO_MAX_LENGTH, LOOKING_FOR_MAX_LENGTH } from '@/api/contracts/accounts'
import { shirtNumber } from '@/api/contracts/common'
import { PLATFORMS, POSITIONS, type SocialNetwork } from '@/api/contracts/league'
import { id, isoDate } from './common'
import { mediaPath } from './media'

/**
 * Per network, what the record keeps for a link, or null: the handle (`rivera_fc`) where the
 * canonical URL is made from it, the canonical URL where it is not (a YouTube `/c/` name, a Discord
 * invite). The API answers it as `{ handle, url }` (toSocialLinks in mocks/domain/accounts.ts).
 */
export const storedSocialLinksSchema = z.object({
  twitch: z.string().nullable(),
  youtube: z.string().nullable(),
  x: z.string().nullable(),
  instagram: z.string().nullable(),
  tiktok: z.string().nullable(),
  discord: z.string().nullable(),
} satisfies Record<SocialNetwork, z.ZodType>)
export type StoredSocialLinks = z.infer<typeof storedSocialLinksSchema>

/** No link on any network: a new account's, copied (`{ ...NO_SOCIALS }`) so no record shares it. */
export const NO_SOCIALS: Readonly<StoredSocialLinks> = {
  twitch: null,
  youtube: null,
  x: null,
  instagram: null,
  tiktok: null,
  discord: null,
}

/** `staff` run the league: they write the news and issue infractions. Everyone else is a `player`. */
export const USER_ROLES = ['player', 'staff'] as const
export type UserRole = (typeof USER_ROLES)[number]

export const userRecordSchema = z.object({
  id,
  username: z.string().min(1),
  email: z.string().min(3),
  /** `pbkdf2$<iterations>$<salt hex>$<hash hex>` (see mocks/lib/password.ts). Never leaves a handler. */
  passwordHash: z.string(),
  /** The picture's address (`/api/media/{id}`), or null for the default image. */
  avatar: mediaPath.nullable(),
  /** `pending` until the account is activated: such an account cannot sign in. */
  status: z.enum(['active', 'pending']),
  /** The joined date. */
  createdAt: isoDate,
  /** ISO 3166-1 alpha-2. */
  country: z.string().regex(/^[A-Z]{2}$/),
  platform: z.enum(PLATFORMS),
  role: z.enum(USER_ROLES),
  /** PlayStation Network online ID, Xbox gamertag, EA ID: whichever the player has. */
  psnId: z.string().nullable(),
  xboxGamertag: z.string().nullable(),
  eaId: z.string().nullable(),
  primaryPosition: z.enum(POSITIONS),
  secondaryPosition: z.enum(POSITIONS).nullable(),
  /** The number the player prefers; the team's number is the membership's. */
  shirtNumber: shirtNumber.nullable(),
  /** Empty when the player wrote none. */
  bio: z.string().max(BIO_MAX_LENGTH),
  socials: storedSocialLinksSchema,
  /** Looking for a team. Only a player without a team can be a free agent. */
  freeAgent: z.boolean(),
  /** What the free agent looks for; null when not a free agent or nothing said. */
  lookingFor: z.string().max(LOOKING_FOR_MAX_LENGTH).nullable(),
  /** The zone the player reads times in (IANA, canonical); null follows their browser's. */
  timeZone: z.string().nullable(),
  /** 32 hex characters mailed as a link at sign-up; null once used (and for seeded active accounts). */
  activationCode: z.string().nullable(),
  activationExpiresAt: isoDate.nullable(),
  activatedAt: isoDate.nullable(),
})
export type UserRecord = z.infer<typeof userRecordSchema>

export const sessionRecordSchema = z.object({
  /** 32 random bytes, hex. */
  token: z.string().length(64),
  userId: id,
  createdAt: isoDate,
  expiresAt: isoDate,
})
export type SessionRecord = z.infer<typeof sessionRecordSchema>

/**
 * A username given in a sign-up whose address already had an account. No account is made, yet the
 * name stays taken as a new pending account's would: else a second sign-up with that name would
 * tell whether the first address had an account (docs/api/accounts.md, "The conflict rule").
 */
export const usernameHoldRecordSchema = z.object({
  id,
  /** As given; the check ignores case, as it does for accounts. */
  username: z.string().min(1),
  heldAt: isoDate,
})
export type UsernameHoldRecord = z.infer<typeof usernameHoldRecordSchema>
