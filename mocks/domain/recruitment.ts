/**
 * Clubs' recruitment posts (docs/api/market.md): a team's managers publish, pause, replace or
 * remove what the club is recruiting for; the team page shows it; the market lists the active ones.
 *
 * The team's `recruiting` flag follows the post: it is true exactly while the team has an active
 * post, and only this module (and disbanding, which removes the post) sets it.
 */
import type { RecruitmentPost, RecruitmentPostValues } from '@/api/contracts/listings'
import type { MarketClub, MarketClubsQuery } from '@/api/contracts/market'
import { now } from '../clock'
import { db, nextId, type RecruitmentPostRecord, type TeamRecord, type UserRecord } from '../model'
import { HttpError } from '../lib/http'
import { applyPatch } from '../lib/patch'
import { newestFirst, onTheMarket } from './listings'
import { findTeam, teamsById } from './lookups'
import { toTeamRef } from './refs'
import { requireManager, rosterLimit, rosterSize } from './roster'

export function postOf(teamId: number): RecruitmentPostRecord | undefined {
  return db.recruitmentPosts.findFirst((q) => q.where({ teamId }))
}

/** What a post publishes: everything but whether it is paused (the market shows active ones only). */
function toPublishedPost(post: RecruitmentPostRecord): Omit<RecruitmentPost, 'status'> {
  return {
    id: post.id,
    positions: post.positions,
    level: post.level,
    evenings: post.evenings,
    message: post.message,
    createdAt: post.createdAt,
    updatedAt: post.updatedAt,
  }
}

export function toRecruitmentPost(post: RecruitmentPostRecord): RecruitmentPost {
  return { ...toPublishedPost(post), status: post.status }
}

/** The post as the team page shows it: an active one to anyone, a paused one to its managers only. */
export function recruitmentFor(teamId: number, canManage: boolean): RecruitmentPost | null {
  const post = postOf(teamId)
  if (post === undefined || (post.status !== 'active' && !canManage)) return null
  return toRecruitmentPost(post)
}

/** Sets the team's `recruiting` from its post. */
async function followPost(teamId: number): Promise<void> {
  const recruiting = postOf(teamId)?.status === 'active'
  await db.teams.update((q) => q.where({ id: teamId }), {
    data(record) {
      record.recruiting = recruiting
    },
  })
}

/**
 * PUT /api/teams/:id/recruitment (manager or co-manager): creates the team's post or replaces
 * every field of it (it keeps its id and `createdAt`; `updatedAt` is now).
 */
export async function saveRecruitment(
  team: TeamRecord,
  user: UserRecord,
  values: RecruitmentPostValues,
): Promise<RecruitmentPostRecord> {
  requireManager(team, user)
  const at = now().toISOString()
  const existing = postOf(team.id)
  const saved =
    existing === undefined
      ? await db.recruitmentPosts.create({
          id: nextId('recruitmentPosts'),
          teamId: team.id,
          ...values,
          createdAt: at,
          updatedAt: at,
        })
      : ((await db.recruitmentPosts.update((q) => q.where({ id: existing.id }), {
          data(record) {
            applyPatch(record, { ...values, updatedAt: at })
          },
        })) ?? existing)
  await followPost(team.id)
  return saved
}

/** DELETE /api/teams/:id/recruitment (manager or co-manager): 404 `recruitment_not_found` when none. */
export async function deleteRecruitment(team: TeamRecord, user: UserRecord): Promise<void> {
  requireManager(team, user)
  if (postOf(team.id) === undefined) throw new HttpError(404, 'recruitment_not_found')
  db.recruitmentPosts.delete((q) => q.where({ teamId: team.id }))
  await followPost(team.id)
}

/**
 * GET /api/market/clubs: the active posts of teams that still have members, matching every filter
 * (`platform` is the team's).
 */
export function marketPosts(query: MarketClubsQuery): RecruitmentPostRecord[] {
  const teams = teamsById()
  return db.recruitmentPosts
    .findMany((q) =>
      q.where(
        (post) =>
          onTheMarket(post, query) && (query.level === undefined || post.level === query.level),
      ),
    )
    .filter((post) => {
      const team = teams.get(post.teamId)
      return (
        team !== undefined &&
        (query.platform === undefined || team.platform === query.platform) &&
        rosterSize(team.id) > 0
      )
    })
    .sort(newestFirst)
}

/** The market's club: the post, the team, its platform and room. */
export function toMarketClub(post: RecruitmentPostRecord): MarketClub | null {
  const team = findTeam(post.teamId)
  if (team === undefined) return null
  return {
    ...toPublishedPost(post),
    team: toTeamRef(team),
    platform: team.platform,
    rosterSize: rosterSize(team.id),
    rosterLimit: rosterLimit(team.id),
  }
}
