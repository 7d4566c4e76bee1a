/**
 * The transfer market's seed: lone_wolf's listing and a handful of other free agents' (one of them
 * paused), and a recruitment post for every club whose fixture says it is recruiting, so the
 * `recruiting` flag follows a post from the start and nothing the league showed before changes.
 *
 * Everything here is derived from records that exist (ids, countries, positions, platforms, the
 * clubs' rosters and competitions) by plain arithmetic: no faker draw, so the random sequence of
 * the rest of the seed stays as it was.
 */
import type { Region, RecruitmentLevel } from '@/api/contracts/listings'
import { POSITIONS, type Position } from '@/api/contracts/league'
import { WEEKDAYS, type Weekday } from '@/api/contracts/time'
import { LATIN_COUNTRIES } from '../fixtures/players'
import type {
  CompetitionRecord,
  PlayerListingRecord,
  RecruitmentPostRecord,
  RegistrationRecord,
  UserRecord,
} from '../model'
import { DAY, HOUR, type Ids, type SeedClock } from './context'
import { isAvailableFreeAgent, type Squad } from './teams'

/** Listings besides lone_wolf's; the last of them is paused. */
const OTHER_LISTINGS = 7

const US_REGIONS: readonly Region[] = ['us_east', 'us_central', 'us_west']

/** The US's three regions, in turn by the player's id; a country of its own, or of a continent. */
function regionOf(user: UserRecord): Region {
  if (user.country === 'US') return US_REGIONS[user.id % US_REGIONS.length] ?? 'us_east'
  if (user.country === 'CA') return 'canada'
  if (LATIN_COUNTRIES.has(user.country) && user.country !== 'ES' && user.country !== 'PT') {
    return 'latin_america'
  }
  return ['GB', 'ES', 'DE', 'FR', 'PT', 'IT'].includes(user.country) ? 'europe' : 'us_east'
}

const COUNTRY_ZONES: Readonly<Record<string, string>> = {
  MX: 'America/Mexico_City',
  PR: 'America/Puerto_Rico',
  BR: 'America/Sao_Paulo',
  CO: 'America/Bogota',
  AR: 'America/Argentina/Buenos_Aires',
  CL: 'America/Santiago',
  PE: 'America/Lima',
  GB: 'Europe/London',
  ES: 'Europe/Madrid',
  DE: 'Europe/Berlin',
  FR: 'Europe/Paris',
  PT: 'Europe/Lisbon',
  IT: 'Europe/Rome',
}

const REGION_ZONES: Readonly<Record<Region, string>> = {
  us_east: 'America/New_York',
  us_central: 'America/Chicago',
  us_west: 'America/Los_Angeles',
  canada: 'America/Toronto',
  latin_america: 'America/Mexico_City',
  europe: 'Europe/London',
}

/** Two or three evenings a week, spread by `n`. */
function eveningsBy(n: number): Weekday[] {
  return WEEKDAYS.filter((_, index) => (n + index) % 3 === 0)
}

/** A note in the player's own words about what they play (every few listings have none). */
function listingMessage(user: UserRecord, n: number): string {
  const second = user.secondaryPosition
  switch (n % 3) {
    case 0:
      return `Looking for a club that needs a ${user.primaryPosition}. Mic on, always on time.`
    case 1:
      return second === null
        ? `${user.primaryPosition} only, and happy to trial.`
        : `${user.primaryPosition} first, ${second} if the team needs it. Happy to trial.`
    default:
      return ''
  }
}

/** The in-game ID of the player's platform (the one a listing publishes), or their username. */
function platformId(user: UserRecord): string {
  const id = { playstation: user.psnId, xbox: user.xboxGamertag, pc: user.eaId }[user.platform]
  return id !== null && id.length >= 3 ? id : user.username
}

function listing(
  ids: Ids,
  user: UserRecord,
  fields: Pick<PlayerListingRecord, 'region' | 'timeZone' | 'evenings' | 'message' | 'status'>,
  createdMs: number,
  updatedMs: number,
): PlayerListingRecord {
  return {
    id: ids.next('playerListings'),
    playerId: user.id,
    positions: [user.primaryPosition, ...(user.secondaryPosition ? [user.secondaryPosition] : [])],
    platform: user.platform,
    gamertag: platformId(user),
    ...fields,
    createdAt: new Date(createdMs).toISOString(),
    updatedAt: new Date(updatedMs).toISOString(),
  }
}

/**
 * lone_wolf's listing (what his profile says he looks for, on Toronto's time, which is NA East's,
 * updated three hours ago: the market's first), then every so many free agents by id, each updated
 * a day or more before.
 */
export function buildListings(
  clock: SeedClock,
  ids: Ids,
  users: readonly UserRecord[],
  onTeam: ReadonlySet<number>,
): PlayerListingRecord[] {
  const wolf = users.find((user) => user.username === 'lone_wolf')
  if (wolf === undefined) throw new Error('no lone_wolf')
  const listings = [
    listing(
      ids,
      wolf,
      {
        region: 'canada',
        timeZone: 'America/Toronto',
        evenings: ['tuesday', 'thursday', 'saturday'],
        message: wolf.lookingFor ?? '',
        status: 'active',
      },
      clock.nowMs - 6 * DAY,
      clock.nowMs - 3 * HOUR,
    ),
  ]
  const pool = users.filter((user) => isAvailableFreeAgent(user, onTeam) && user.id !== wolf.id)
  const stride = Math.max(1, Math.floor(pool.length / OTHER_LISTINGS))
  for (let n = 0; n < OTHER_LISTINGS && n * stride < pool.length; n += 1) {
    const user = pool[n * stride]
    if (user === undefined) break
    const region = regionOf(user)
    const updatedMs = Math.max(Date.parse(user.createdAt), clock.nowMs - (n + 1) * DAY - n * HOUR)
    listings.push(
      listing(
        ids,
        user,
        {
          region,
          timeZone: COUNTRY_ZONES[user.country] ?? REGION_ZONES[region],
          evenings: eveningsBy(user.id),
          message: listingMessage(user, n),
          status: n === OTHER_LISTINGS - 1 ? 'paused' : 'active',
        },
        Math.max(Date.parse(user.createdAt), updatedMs - (user.id % 9) * DAY),
        updatedMs,
      ),
    )
  }
  return listings
}

const POST_MESSAGES = [
  'Trials every week. Message a manager to book a slot.',
  'We play to win but keep it friendly. Mics on, egos off.',
  'Looking for regulars who show up on match nights.',
  '',
] as const

/**
 * The positions the squad has fewest players for: what it needs. Ties go in team-sheet order from a
 * place that turns with the team's id, so clubs short of the same players do not all ask alike.
 */
function neededPositions(squad: Squad): Position[] {
  const turn = (position: Position) =>
    (POSITIONS.indexOf(position) + squad.team.id * 5) % POSITIONS.length
  const count = (position: Position) =>
    squad.members.filter(({ user }) => user.primaryPosition === position).length
  return [...POSITIONS]
    .sort((a, b) => count(a) - count(b) || turn(a) - turn(b))
    .slice(0, 1 + (squad.team.id % 3))
}

function levelOf(strength: number): RecruitmentLevel {
  if (strength >= 8) return 'elite'
  return strength >= 5 ? 'competitive' : 'casual'
}

/**
 * An active post for every recruiting club: the positions it is shortest of, a level from its
 * strength, the match nights of the competitions it is entered in (or two evenings of its own).
 */
export function buildRecruitmentPosts(
  clock: SeedClock,
  ids: Ids,
  squads: readonly Squad[],
  competitions: readonly CompetitionRecord[],
  registrations: readonly RegistrationRecord[],
): RecruitmentPostRecord[] {
  const nights = new Map(competitions.map((c) => [c.id, c.matchNights]))
  return squads
    .filter((squad) => squad.team.recruiting)
    .map((squad, index) => {
      const entered = new Set(
        registrations
          .filter((r) => r.teamId === squad.team.id && r.status !== 'rejected')
          .flatMap((r) => nights.get(r.competitionId) ?? []),
      )
      const evenings =
        entered.size > 0 ? WEEKDAYS.filter((day) => entered.has(day)) : eveningsBy(squad.team.id)
      const updatedMs = Math.max(
        Date.parse(squad.team.createdAt),
        clock.nowMs - (index + 1) * 11 * HOUR,
      )
      return {
        id: ids.next('recruitmentPosts'),
        teamId: squad.team.id,
        positions: neededPositions(squad),
        level: levelOf(squad.strength),
        evenings,
        message: POST_MESSAGES[squad.team.id % POST_MESSAGES.length] ?? '',
        status: 'active' as const,
        createdAt: new Date(
          Math.max(Date.parse(squad.team.createdAt), updatedMs - (squad.team.id % 5) * DAY),
        ).toISOString(),
        updatedAt: new Date(updatedMs).toISOString(),
      }
    })
}
