/**
 * How an answer names a team, a player or a competition it mentions (links go to /team/{id},
 * /profile/{id}, /competition/{id}): the contract's TeamRef, PlayerRef, PlayerCard, CompetitionRef
 * and CompetitionSummary, which larger views spread and add to. Never more: nothing private can slip
 * through a reference.
 */
import type { PlayerRef, TeamRef } from '@/api/contracts/common'
import type { CompetitionRef, CompetitionSummary } from '@/api/contracts/competitions'
import type { InvitedPlayer } from '@/api/contracts/invitations'
import type { PlayerCard } from '@/api/contracts/players'
import { seasonIn, type Language } from '../lib/language'
import type { CompetitionRecord, TeamRecord, UserRecord } from '../model'

export function toTeamRef(team: TeamRecord): TeamRef {
  return { id: team.id, name: team.name, tag: team.tag, crest: team.crest }
}

/** From a user record, or anything already shaped that names the player (a roster member). */
export function toPlayerRef(user: Pick<UserRecord, 'id' | 'username' | 'avatar'>): PlayerRef {
  return { id: user.id, username: user.username, avatar: user.avatar }
}

/** A listed player as the list, the search and an invitation show them. */
export function toPlayerCard(user: UserRecord): PlayerCard {
  return {
    ...toPlayerRef(user),
    country: user.country,
    platform: user.platform,
    primaryPosition: user.primaryPosition,
  }
}

/** The player of an invitation or a join request: the card and both positions, as a club weighs them. */
export function toInvitedPlayer(user: UserRecord): InvitedPlayer {
  return { ...toPlayerCard(user), secondaryPosition: user.secondaryPosition }
}

export function toCompetitionRef(
  competition: CompetitionRecord,
  language: Language,
): CompetitionRef {
  return {
    id: competition.id,
    slug: competition.slug,
    name: competition.name,
    season: seasonIn(competition.season, language),
  }
}

export function toCompetitionSummary(
  competition: CompetitionRecord,
  language: Language,
): CompetitionSummary {
  return {
    id: competition.id,
    name: competition.name,
    slug: competition.slug,
    season: seasonIn(competition.season, language),
    format: competition.format,
    status: competition.status,
  }
}
