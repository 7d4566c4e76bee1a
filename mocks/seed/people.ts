/**
 * The community: demo accounts, named accounts, every team's generated squad and the players
 * without a team (most of them free agents). Only plans here; records are made in build.ts.
 */
import { DEMO_ACCOUNTS } from '@/api/demoAccounts'
import {
  ACTIVATION_TTL_HOURS,
  EA_ID_PATTERN,
  PSN_ID_PATTERN,
  XBOX_GAMERTAG_PATTERN,
} from '@/api/contracts/accounts'
import {
  POSITIONS,
  SOCIAL_NETWORKS,
  type Platform,
  type Position,
  type TeamRole,
} from '@/api/contracts/league'
import { DEMO_AVATARS, IDENTICON_COLORS, identicon } from '../fixtures/avatars'
import {
  BIOS,
  COUNTRIES,
  DEMO_PROFILES,
  EMAIL_DOMAINS,
  LATIN_COUNTRIES,
  LATIN_FIRST_NAMES,
  LOOKING_FOR,
  NAMED_PLAYERS,
  PLATFORM_WEIGHTS,
  POSITION_WEIGHTS,
  SECONDARY_POSITIONS,
  SHIRT_NUMBERS,
  TAG_WORDS,
  type NamedPlayer,
} from '../fixtures/players'
import { ROSTER_TEMPLATE, TEAMS, type TeamFixture } from '../fixtures/teams'
import { NO_SOCIALS, type StoredSocialLinks, type UserRole } from '../model'
import { chance, DAY, faker, HOUR, int, MINUTE, pick, weighted, type SeedClock } from './context'

export interface PlannedPlayer {
  username: string
  email: string
  country: string
  platform: Platform
  createdMs: number
  role: UserRole
  primaryPosition: Position
  secondaryPosition: Position | null
  shirtNumber: number | null
  bio: string
  socials: StoredSocialLinks
  psnId: string | null
  xboxGamertag: string | null
  eaId: string | null
  /** The avatar drawing (SVG), stored as a picture when the user is built. */
  avatar: string | null
  status: 'active' | 'pending'
  activationCode: string | null
  activationExpiresMs: number | null
  freeAgent: boolean
  lookingFor: string | null
  /** A demo account (src/api/demoAccounts.ts): hashed with its own salt. */
  demo: boolean
}

export interface PlannedMember {
  player: PlannedPlayer
  role: TeamRole
  joinedMs: number
  /** Joined in the last months: the seed gives these an accepted invitation. */
  recent: boolean
}

export interface PlannedTeam {
  fixture: TeamFixture
  createdMs: number
  members: PlannedMember[]
}

export interface PlannedCommunity {
  demoSalts: string[]
  /** Demo accounts first (ids 1…), then the named accounts, then everyone else shuffled. */
  players: PlannedPlayer[]
  teams: PlannedTeam[]
  /** Usernames and platform IDs in use (lower case; see platformId), for more players later. */
  taken: Set<string>
}

/**
 * A tag like `ClinicalCarlos`, `jordan_cdm`, `xPanenka10` or `Ghost_Pivot`, drawn before the player's
 * position is: a tag that names a position (`jordan_cdm`) gets the player's own once it is known
 * (`named`), since a reader takes `abigale_gk` for a goalkeeper. The draws are the same whatever the
 * position, so the rest of the community does not change with it.
 */
interface TagDraft {
  tag: string
  /** The tag for a player of `position`. */
  named: (position: Position) => string
}

function draftGamerTag(taken: Set<string>, country: string): TagDraft {
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

const fixedTag = (tag: string): TagDraft => ({ tag, named: () => tag })

/**
 * The draft's tag for a player of `position`, unique among the usernames given so far (`user:` in
 * `taken`) and the other drafts; a number ends it where needed.
 */
function gamerTag(draft: TagDraft, position: Position, taken: Set<string>): string {
  const base = draft.named(position)
  const used = (tag: string) =>
    taken.has(`user:${tag.toLowerCase()}`) ||
    (tag.toLowerCase() !== draft.tag.toLowerCase() && taken.has(tag.toLowerCase()))
  let tag = base
  for (let n = 2; used(tag); n++) tag = `${base}${n}`
  taken.add(`user:${tag.toLowerCase()}`)
  return tag
}

function identiconAvatar(color: string): string {
  const cells = Array.from({ length: 15 }, () => faker.datatype.boolean())
  return identicon(cells, color)
}

function preferredNumber(position: Position): number {
  const numbers = SHIRT_NUMBERS[position]
  // The first numbers of the list are the most wanted.
  return numbers[Math.min(int(0, numbers.length - 1), int(0, numbers.length - 1))] ?? 99
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
function platformId(network: IdNetwork, id: string, taken: Set<string>): string {
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

function platformIds(username: string, platform: Platform, taken: Set<string>) {
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

function randomSocials(username: string): StoredSocialLinks {
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

interface GenerateOptions {
  platform?: Platform
  position?: Position
  createdDaysAgo?: number
  freeAgent?: boolean
}

function generatePlayer(
  clock: SeedClock,
  taken: Set<string>,
  options: GenerateOptions = {},
): PlannedPlayer {
  const country = weighted(COUNTRIES)
  const tag = draftGamerTag(taken, country)
  const platform = options.platform ?? weighted(PLATFORM_WEIGHTS)
  const primaryPosition = options.position ?? weighted(POSITION_WEIGHTS)
  const secondaryChoices = SECONDARY_POSITIONS[primaryPosition]
  const secondaryPosition =
    secondaryChoices.length > 0 && chance(0.7) ? pick(secondaryChoices) : null
  const username = gamerTag(tag, primaryPosition, taken)
  const createdMs =
    clock.nowMs - (options.createdDaysAgo ?? int(14, 1100)) * DAY - int(0, 23 * 60) * MINUTE
  const freeAgent = options.freeAgent ?? false
  const hasAvatar = int(1, 10) === 1
  return {
    username,
    email: `${username.toLowerCase()}@${pick(EMAIL_DOMAINS)}`,
    country,
    platform,
    createdMs,
    role: 'player',
    primaryPosition,
    secondaryPosition,
    shirtNumber: chance(0.9) ? preferredNumber(primaryPosition) : null,
    bio: chance(0.45) ? pick(BIOS) : '',
    socials: chance(0.3) ? randomSocials(username) : { ...NO_SOCIALS },
    ...platformIds(username, platform, taken),
    avatar: hasAvatar ? identiconAvatar(pick(IDENTICON_COLORS)) : null,
    status: 'active',
    activationCode: null,
    activationExpiresMs: null,
    freeAgent,
    lookingFor: freeAgent && chance(0.8) ? pick(LOOKING_FOR) : null,
    demo: false,
  }
}

function namedPlayer(
  clock: SeedClock,
  profile: NamedPlayer,
  demo: boolean,
  taken: Set<string>,
): PlannedPlayer {
  const createdMs = clock.nowMs - profile.daysAgo * DAY
  const pending = profile.status === 'pending'
  const avatar = DEMO_AVATARS[profile.username] ?? null
  return {
    username: profile.username,
    email: `${profile.username.toLowerCase()}@gvlusa.example`,
    country: profile.country,
    platform: profile.platform,
    createdMs,
    role: profile.role ?? 'player',
    primaryPosition: profile.primaryPosition,
    secondaryPosition: profile.secondaryPosition ?? null,
    shirtNumber: profile.shirtNumber ?? null,
    bio: profile.bio ?? '',
    socials: { ...NO_SOCIALS, ...profile.socials },
    psnId: profile.platform === 'playstation' ? platformId('psn', profile.username, taken) : null,
    xboxGamertag: profile.platform === 'xbox' ? platformId('xbox', profile.username, taken) : null,
    eaId: platformId('ea', profile.username, taken),
    avatar:
      profile.identicon === undefined ? avatar : (avatar ?? identiconAvatar(profile.identicon)),
    status: profile.status ?? 'active',
    activationCode: pending
      ? faker.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' })
      : null,
    // Signed up `daysAgo` days ago: the link of a sign-up older than the TTL has expired.
    activationExpiresMs: pending ? createdMs + ACTIVATION_TTL_HOURS * HOUR : null,
    freeAgent: profile.freeAgent ?? false,
    lookingFor: profile.lookingFor ?? null,
    demo,
  }
}

/** Players on teams (generated), and how many players the standard community has in all. */
export function rosterSlots(): number {
  let slots = 0
  for (const team of TEAMS) slots += team.rosterSize - (team.members?.length ?? 0)
  return slots
}

/** The unattached players of the standard community: free agents and players not looking. */
export const STANDARD_UNATTACHED = 74

/** Players besides the demo accounts in the standard seed. */
export function standardPlayerCount(): number {
  return NAMED_PLAYERS.length + rosterSlots() + STANDARD_UNATTACHED
}

/**
 * Plans `players` players besides the demo accounts: the named ones, every team's squad, then free
 * agents and others without a team. Throws when `players` cannot fill the squads.
 */
export function planCommunity(clock: SeedClock, players: number): PlannedCommunity {
  const minimum = NAMED_PLAYERS.length + rosterSlots()
  if (players < minimum) {
    throw new RangeError(`the seed needs at least ${minimum} players to fill the squads`)
  }
  const demoSalts = DEMO_ACCOUNTS.map(() =>
    faker.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' }),
  )
  const taken = new Set<string>()
  const demo = DEMO_ACCOUNTS.map(({ username }) => {
    const profile = DEMO_PROFILES[username]
    if (profile === undefined) throw new Error(`no profile for demo account ${username}`)
    return namedPlayer(clock, profile, true, taken)
  })
  const named = NAMED_PLAYERS.map((profile) => namedPlayer(clock, profile, false, taken))
  const byName = new Map([...demo, ...named].map((player) => [player.username, player]))
  for (const username of byName.keys()) taken.add(username.toLowerCase())

  const teams = TEAMS.map((fixture) => planTeam(clock, fixture, byName, taken))
  const squadPlayers = teams.flatMap((team) =>
    team.members.filter((m) => !byName.has(m.player.username)).map((m) => m.player),
  )
  const unattached = Array.from({ length: players - minimum }, () =>
    generatePlayer(clock, taken, { freeAgent: chance(0.7) }),
  )
  const generated = faker.helpers.shuffle([...squadPlayers, ...unattached])
  return { demoSalts, players: [...demo, ...named, ...generated], teams, taken }
}

/** More players without a team (the large seed's), after everything else was drawn. */
export function planExtraPlayers(
  clock: SeedClock,
  taken: Set<string>,
  count: number,
): PlannedPlayer[] {
  return Array.from({ length: count }, () =>
    generatePlayer(clock, taken, { freeAgent: chance(0.3) }),
  )
}

function planTeam(
  clock: SeedClock,
  fixture: TeamFixture,
  byName: ReadonlyMap<string, PlannedPlayer>,
  taken: Set<string>,
): PlannedTeam {
  const createdMs = clock.nowMs - fixture.foundedDaysAgo * DAY - int(0, 12) * HOUR
  const slots: Position[] = ROSTER_TEMPLATE.slice(0, fixture.rosterSize)
  const members: PlannedMember[] = []
  const joinAfter = (player: PlannedPlayer) => Math.max(player.createdMs, createdMs)

  for (const { username, role } of fixture.members ?? []) {
    const player = byName.get(username)
    if (player === undefined) throw new Error(`team ${fixture.name}: no account ${username}`)
    const slot = slots.indexOf(player.primaryPosition)
    slots.splice(slot === -1 ? slots.length - 1 : slot, 1)
    members.push({ player, role, joinedMs: joinAfter(player) + int(1, 5) * DAY, recent: false })
  }
  for (const position of slots) {
    // Most of a squad has been around for a while; a few signed in the last months.
    const recent = chance(0.12)
    const player = generatePlayer(clock, taken, {
      platform: fixture.platform,
      position,
      createdDaysAgo: recent ? int(20, 120) : int(200, 1100),
    })
    const earliest = joinAfter(player)
    // Established players joined before last fall's season (200 days ago) when they could.
    const spare = Math.floor((clock.nowMs - earliest) / DAY) - 200
    const joinedMs =
      earliest + (recent ? int(1, 10) : int(1, Math.max(1, Math.min(120, spare)))) * DAY
    members.push({
      player,
      role: 'player',
      joinedMs: Math.min(joinedMs, clock.nowMs - DAY),
      recent,
    })
  }
  // A manager when none is named: the longest-serving midfielder or defender.
  if (!members.some((m) => m.role === 'manager')) {
    const candidates = members
      .filter((m) => !m.recent && m.player.primaryPosition !== 'GK')
      .sort((a, b) => a.joinedMs - b.joinedMs)
    const manager = candidates[0] ?? members[0]
    if (manager !== undefined) manager.role = 'manager'
  }
  // Co-managers: one or two of the established players.
  const established = members.filter((m) => m.role === 'player' && !m.recent && !m.player.demo)
  for (const member of faker.helpers.arrayElements(established, int(1, 2))) {
    member.role = 'co-manager'
  }
  return { fixture, createdMs, members }
}
