/**
 * The community: demo accounts, named accounts, every team's generated squad and the players
 * without a team (most of them free agents). Only plans here; records are made in build.ts.
 */
import { DEMO_ACCOUNTS } from '@/api/demoAccounts'
import { ACTIVATION_TTL_HOURS } from '@/api/contracts/accounts'
import type { Platform, Position, TeamRole } from '@/api/contracts/league'
import { DEMO_AVATARS, IDENTICON_COLORS, identicon } from '../fixtures/avatars'
import {
  BIOS,
  COUNTRIES,
  DEMO_PROFILES,
  EMAIL_DOMAINS,
  LOOKING_FOR,
  NAMED_PLAYERS,
  PLATFORM_WEIGHTS,
  POSITION_WEIGHTS,
  SECONDARY_POSITIONS,
  SHIRT_NUMBERS,
  type NamedPlayer,
} from '../fixtures/players'
import { ROSTER_TEMPLATE, TEAMS, type TeamFixture } from '../fixtures/teams'
import { NO_SOCIALS, type StoredSocialLinks, type UserRole } from '../model'
import { chance, DAY, faker, HOUR, int, MINUTE, pick, weighted, type SeedClock } from './context'
import { draftGamerTag, gamerTag, platformId, platformIds, randomSocials } from './identities'

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

function identiconAvatar(color: string): string {
  const cells = Array.from({ length: 15 }, () => faker.datatype.boolean())
  return identicon(cells, color)
}

function preferredNumber(position: Position): number {
  const numbers = SHIRT_NUMBERS[position]
  // The first numbers of the list are the most wanted.
  return numbers[Math.min(int(0, numbers.length - 1), int(0, numbers.length - 1))] ?? 99
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
