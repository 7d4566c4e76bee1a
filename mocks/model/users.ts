/** Players (the users) and their sign-in sessions. */
import { z } from 'zod'
import { id, isoDate, PLATFORMS, POSITIONS } from './common'

export const SOCIAL_NETWORKS = ['twitch', 'youtube', 'x', 'instagram', 'tiktok', 'discord'] as const
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]

/** A handle per network (`rivera_fc`, not a URL), or null. */
export const socialLinksSchema = z.object({
  twitch: z.string().nullable(),
  youtube: z.string().nullable(),
  x: z.string().nullable(),
  instagram: z.string().nullable(),
  tiktok: z.string().nullable(),
  discord: z.string().nullable(),
})
export type SocialLinks = z.infer<typeof socialLinksSchema>

/** `staff` run the league: they write the news and issue infractions. Everyone else is a `player`. */
export const USER_ROLES = ['player', 'staff'] as const
export type UserRole = (typeof USER_ROLES)[number]

export const BIO_MAX_LENGTH = 500
/** How long an activation link works after sign-up. */
export const ACTIVATION_TTL_HOURS = 48
export const LOOKING_FOR_MAX_LENGTH = 280

export const userRecordSchema = z.object({
  id,
  username: z.string().min(1),
  email: z.string().min(3),
  /** `pbkdf2$<iterations>$<salt hex>$<hash hex>` (see mocks/lib/password.ts). Never leaves a handler. */
  passwordHash: z.string(),
  avatar: z.string().nullable(),
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
  shirtNumber: z.number().int().min(1).max(99).nullable(),
  /** Empty when the player wrote none. */
  bio: z.string().max(BIO_MAX_LENGTH),
  socials: socialLinksSchema,
  /** Looking for a team. Only a player without a team can be a free agent. */
  freeAgent: z.boolean(),
  /** What the free agent looks for; null when not a free agent or nothing said. */
  lookingFor: z.string().max(LOOKING_FOR_MAX_LENGTH).nullable(),
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
