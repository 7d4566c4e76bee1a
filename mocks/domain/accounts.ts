/**
 * Accounts: sign-up and activation, and what a player changes on their own account (profile,
 * password, social links; the avatar is ./avatars.ts's). The handlers (mocks/handlers/accounts.ts) parse and answer; the
 * rules live here.
 */
import {
  ACTIVATION_CODE_PATTERN,
  ACTIVATION_TTL_HOURS,
  DEFAULT_COUNTRY,
  parseSocialLink,
  type MyProfile,
  type ProfileUpdate,
  type Registration,
} from '@/api/contracts/accounts'
import { SOCIAL_NETWORKS, type SocialNetwork } from '@/api/contracts/league'
import type { Profile, SocialLink, SocialLinks } from '@/api/contracts/players'
import { now } from '../clock'
import {
  db,
  nextId,
  NO_SOCIALS,
  type SessionRecord,
  type StoredSocialLinks,
  type UserRecord,
} from '../model'
import { bytesToHex, randomBytes } from '../lib/bytes'
import { HOUR_MS } from '../lib/calendar'
import { HttpError, type FieldErrors } from '../lib/http'
import { hashPassword, verifyPassword } from '../lib/password'
import { nameSkeleton } from '../lib/names'
import { applyPatch } from '../lib/patch'
import { accountAttempts, assertUnderLimits, countAttempt, uncountAttempt } from '../lib/rateLimit'
import { activationPath, mailTo, sendMail, SIGN_IN_PATH } from './outbox'
import { buildWelcomeNotification, createNotification } from './notifications'
import { isPremium } from './premium'
import { findTeam, membershipOf } from './lookups'
import { toPlayerRef, toTeamRef } from './refs'

// --- Registration and activation -----------------------------------------------------------------

function newActivation(): { activationCode: string; activationExpiresAt: string } {
  return {
    activationCode: bytesToHex(randomBytes(16)),
    activationExpiresAt: new Date(now().getTime() + ACTIVATION_TTL_HOURS * HOUR_MS).toISOString(),
  }
}

/**
 * Throws 409 when the username is in use (without regard to case): by an active or a pending
 * account, or held by a sign-up whose address had an account (holdUsername). A username is how a
 * player is known on GVL, not a private detail: the form says so.
 */
function assertUsernameAvailable(username: string): void {
  // Any case, and look-alikes (0 and o, 1 and l, rn and m): lib/names.ts.
  const wanted = nameSkeleton(username)
  const sameName = (record: { username: string }) => nameSkeleton(record.username) === wanted
  const taken =
    db.users.findFirst((q) => q.where(sameName)) ??
    db.usernameHolds.findFirst((q) => q.where(sameName))
  if (taken !== undefined) {
    throw new HttpError(409, 'username_taken', { username: { key: 'username_taken' } })
  }
}

/**
 * Keeps `username` taken, as the pending account a free address gets would keep it: otherwise a
 * second sign-up with the same name would answer 201 where it answers 409 after a free address, and
 * so tell whether the first address had an account.
 */
async function holdUsername(username: string): Promise<void> {
  await db.usernameHolds.create({
    id: nextId('usernameHolds'),
    username,
    heldAt: now().toISOString(),
  })
}

/** The account of an email address (without regard to case), if any. */
function findUserByEmail(email: string): UserRecord | undefined {
  const wanted = email.toLowerCase()
  return db.users.findFirst((q) => q.where((user) => user.email.toLowerCase() === wanted))
}

/**
 * Signs up (docs/api/accounts.md, POST /api/register). A free address gets a `pending` account
 * with a fresh activation code (valid ACTIVATION_TTL_HOURS) and the email that carries its link. An
 * address that already has an account gets no second one: its owner gets an email instead (someone
 * tried to sign up with it; see mailOwnerOfAddress), and the username is held all the same. The
 * handler answers both alike, so the endpoint does not tell which addresses have accounts, now or
 * at a later sign-up. A taken username is a 409.
 */
export async function registerAccount(registration: Registration): Promise<void> {
  const { username, email, password, platform } = registration
  assertUsernameAvailable(username) // before the slow hash, for a quick answer
  // Hashed whether or not the address has an account, so the time the answer takes does not tell.
  const passwordHash = await hashPassword(password)
  // Again: another sign-up may have taken the name, or the address, while the hash was computed.
  assertUsernameAvailable(username)
  const owner = findUserByEmail(email)
  if (owner !== undefined) {
    await holdUsername(username)
    await mailOwnerOfAddress(owner)
    return
  }
  const activation = newActivation()
  const user = await db.users.create({
    id: nextId('users'),
    username,
    email,
    passwordHash,
    avatar: null,
    status: 'pending',
    createdAt: now().toISOString(),
    country: registration.country ?? DEFAULT_COUNTRY,
    platform,
    role: 'player',
    psnId: null,
    xboxGamertag: null,
    eaId: null,
    primaryPosition: registration.primaryPosition ?? 'CM',
    secondaryPosition: null,
    shirtNumber: null,
    bio: '',
    socials: { ...NO_SOCIALS },
    freeAgent: false,
    lookingFor: null,
    timeZone: null,
    ...activation,
    activatedAt: null,
  })
  await sendMail(mailTo(user, 'activation', activationPath(activation.activationCode)))
}

/**
 * Someone signed up with the address of `owner`'s account: tell the owner, as a careful service
 * does. An active account's email leads to the sign-in page. A pending one's carries an activation
 * link that works for ACTIVATION_TTL_HOURS from now, as the email says: its code while that still
 * works, given that long again (the link the owner already has keeps working), else a new one (the
 * old one had expired anyway).
 */
async function mailOwnerOfAddress(owner: UserRecord): Promise<void> {
  if (owner.status === 'active') {
    await sendMail(mailTo(owner, 'signup_active_account', SIGN_IN_PATH))
    return
  }
  const { activationCode, activationExpiresAt } = owner
  const stillWorks =
    activationCode !== null &&
    activationExpiresAt !== null &&
    Date.parse(activationExpiresAt) > now().getTime()
  const code = await renewActivation(owner, stillWorks ? activationCode : null)
  await sendMail(mailTo(owner, 'signup_pending_account', activationPath(code)))
}

/**
 * Gives a pending account's activation ACTIVATION_TTL_HOURS from now: `keep`, the code it has, or
 * else a new code (the old one stops working).
 */
async function renewActivation(user: UserRecord, keep: string | null = null): Promise<string> {
  const activation = newActivation()
  const code = keep ?? activation.activationCode
  await saveUser(user, (record) => {
    record.activationCode = code
    record.activationExpiresAt = activation.activationExpiresAt
  })
  return code
}

/**
 * Activates the account of `code`. The code stays on the account afterwards, so that opening the
 * link again answers 409 (already activated) rather than 404. A code replaced by a resend is unknown.
 */
export async function activateAccount(code: string): Promise<UserRecord> {
  const wanted = code.toLowerCase()
  if (!ACTIVATION_CODE_PATTERN.test(wanted)) throw new HttpError(404, 'activation_code_invalid')
  const user = db.users.findFirst((q) => q.where({ activationCode: wanted }))
  if (user === undefined) throw new HttpError(404, 'activation_code_invalid')
  if (user.status === 'active') throw new HttpError(409, 'already_activated')
  const at = now()
  if (user.activationExpiresAt === null || Date.parse(user.activationExpiresAt) <= at.getTime()) {
    throw new HttpError(410, 'activation_expired')
  }
  const activated = await db.users.update(user, {
    data(record) {
      record.status = 'active'
      record.activatedAt = at.toISOString()
    },
  })
  if (activated === undefined) throw new HttpError(404, 'activation_code_invalid')
  await createNotification(buildWelcomeNotification(activated, at.toISOString()))
  return activated
}

/**
 * Emails a new activation link (a fresh code: the old one stops working) to the pending account of
 * `email`; an active account's owner is told instead that there is nothing to activate; nothing when
 * no account has that email. The handler answers all three alike, so the endpoint does not tell
 * which emails have accounts, nor whether they are active.
 */
export async function resendActivation(email: string): Promise<void> {
  const user = findUserByEmail(email)
  if (user === undefined) return
  if (user.status === 'active') {
    await sendMail(mailTo(user, 'resend_active_account', SIGN_IN_PATH))
    return
  }
  const code = await renewActivation(user)
  await sendMail(mailTo(user, 'activation', activationPath(code)))
}

// --- Social links --------------------------------------------------------------------------------

/**
 * A stored link as the API answers it. The record keeps a handle where the canonical URL is made
 * from it (most links, and everything the seed writes), and the canonical URL where it is not (a
 * YouTube `/c/` name, a Discord invite); both read back through the contract's parser. A stored
 * value the rules refuse (older data) is shown as a handle without a link rather than dropped.
 */
export function toSocialLink(network: SocialNetwork, stored: string | null): SocialLink | null {
  if (stored === null || stored === '') return null
  const parsed = parseSocialLink(network, stored)
  return parsed.ok ? parsed.link : { handle: stored, url: null }
}

export function toSocialLinks(stored: StoredSocialLinks): SocialLinks {
  return {
    twitch: toSocialLink('twitch', stored.twitch),
    youtube: toSocialLink('youtube', stored.youtube),
    x: toSocialLink('x', stored.x),
    instagram: toSocialLink('instagram', stored.instagram),
    tiktok: toSocialLink('tiktok', stored.tiktok),
    discord: toSocialLink('discord', stored.discord),
  }
}

/** What the record keeps for a link (see toSocialLink). */
export function toStoredSocial(network: SocialNetwork, link: SocialLink | null): string | null {
  if (link === null) return null
  const fromHandle = parseSocialLink(network, link.handle)
  if (fromHandle.ok && fromHandle.link.url === link.url) return link.handle
  return link.url ?? link.handle
}

/** Replaces every link of the user (a network missing from `links` has none afterwards). */
export async function updateSocialLinks(
  user: UserRecord,
  links: Record<SocialNetwork, SocialLink | null>,
): Promise<UserRecord> {
  const socials = Object.fromEntries(
    SOCIAL_NETWORKS.map((network) => [network, toStoredSocial(network, links[network])]),
  ) as StoredSocialLinks
  return saveUser(user, (record) => {
    record.socials = socials
  })
}

// --- My profile ----------------------------------------------------------------------------------

/**
 * What `user`'s profile shows to anyone (profileSchema): the public profile (mocks/domain/playerProfile.ts)
 * and the owner's own (toMyProfile) are made from it.
 */
export function toProfile(user: UserRecord): Profile {
  const membership = membershipOf(user.id)
  const team = membership === undefined ? undefined : findTeam(membership.teamId)
  return {
    ...toPlayerRef(user),
    country: user.country,
    platform: user.platform,
    platformIds: { psn: user.psnId, xbox: user.xboxGamertag, ea: user.eaId },
    primaryPosition: user.primaryPosition,
    secondaryPosition: user.secondaryPosition,
    shirtNumber: user.shirtNumber,
    bio: user.bio,
    socials: toSocialLinks(user.socials),
    premium: isPremium(user.id),
    staff: user.role === 'staff',
    freeAgent: user.freeAgent,
    lookingFor: user.lookingFor,
    joinedAt: user.createdAt,
    team:
      membership === undefined || team === undefined
        ? null
        : {
            ...toTeamRef(team),
            role: membership.role,
            shirtNumber: membership.shirtNumber,
            joinedAt: membership.joinedAt,
          },
  }
}

/** The caller's whole profile. Only ever answered to the user themself: it carries the email. */
export function toMyProfile(user: UserRecord): MyProfile {
  const { id, username, ...rest } = toProfile(user)
  return { id, username, email: user.email, ...rest, timeZone: user.timeZone }
}

/**
 * Applies a validated PATCH. The rules that need the stored profile: a position sent alone must
 * differ from the stored other one; only a player without a team can be a free agent. `lookingFor`
 * is kept only while the player is a free agent.
 */
export async function updateProfile(user: UserRecord, patch: ProfileUpdate): Promise<UserRecord> {
  const fieldErrors: FieldErrors = {}
  const primary = patch.primaryPosition ?? user.primaryPosition
  const secondary =
    patch.secondaryPosition === undefined ? user.secondaryPosition : patch.secondaryPosition
  if (secondary !== null && secondary === primary) {
    const field = patch.secondaryPosition === undefined ? 'primaryPosition' : 'secondaryPosition'
    fieldErrors[field] = { key: 'positions_same' }
  }
  if (patch.freeAgent === true && membershipOf(user.id) !== undefined) {
    fieldErrors.freeAgent = { key: 'free_agent_on_team' }
  }
  if (Object.keys(fieldErrors).length > 0)
    throw new HttpError(422, 'validation_failed', fieldErrors)

  const { platformIds, ...fields } = patch
  return saveUser(user, (record) => {
    applyPatch(record, {
      ...fields,
      psnId: platformIds?.psn,
      xboxGamertag: platformIds?.xbox,
      eaId: platformIds?.ea,
    })
    if (!record.freeAgent) record.lookingFor = null
  })
}

// --- Password ------------------------------------------------------------------------------------

/**
 * Changes the password when `currentPassword` is right (422 on `currentPassword` otherwise), stores
 * the new PBKDF2 hash and ends the user's other sessions: whoever signed in elsewhere with the old
 * password is out. The session of this request stays.
 */
export async function changePassword(
  session: SessionRecord,
  user: UserRecord,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  // Wrong current passwords count with the account's failed sign-ins: a stolen session cannot guess.
  const account = accountAttempts(user.id)
  const attempts = [account]
  assertUnderLimits(attempts)
  // Counted before the slow check, so guesses sent at once cannot all pass the limit.
  countAttempt(attempts)
  if (!(await verifyPassword(currentPassword, user.passwordHash))) {
    throw new HttpError(422, 'validation_failed', {
      currentPassword: { key: 'current_password_wrong' },
    })
  }
  uncountAttempt(account[0])
  const passwordHash = await hashPassword(newPassword)
  await saveUser(user, (record) => {
    record.passwordHash = passwordHash
  })
  db.sessions.deleteMany((q) =>
    q.where((other) => other.userId === user.id && other.token !== session.token),
  )
}

// --- Helpers -------------------------------------------------------------------------------------

/** Changes the user's record; 401 if it is gone (a reset ran while the request did). */
export async function saveUser(
  user: UserRecord,
  change: (record: UserRecord) => void,
): Promise<UserRecord> {
  const updated = await db.users.update((q) => q.where({ id: user.id }), { data: change })
  // The record was read in this request; it can only be gone if a reset ran in between.
  if (updated === undefined) throw new HttpError(401, 'invalid_token')
  return updated
}
