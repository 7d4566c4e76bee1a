/**
 * How an answer names a team, a player or a competition it mentions (links go to /team/{id},
 * /profile/{id}, /competition/{id}): the contract's TeamRef (PlayerTeam and TeamSummary are the same
 * four fields), PlayerRef and CompetitionRef. Never more: nothing private can slip through a reference.
 */
import type { CompetitionRef, PlayerRef, TeamRef } from '@/api/contracts/competitions'
import type { CompetitionRecord, TeamRecord, UserRecord } from '../model'

export function toTeamRef(team: TeamRecord): TeamRef {
  return { id: team.id, name: team.name, tag: team.tag, crest: team.crest }
}

export function toPlayerRef(user: UserRecord): PlayerRef {
  return { id: user.id, username: user.username, avatar: user.avatar }
}

export function toCompetitionRef(competition: CompetitionRecord): CompetitionRef {
  return {
    id: competition.id,
    slug: competition.slug,
    name: competition.name,
    season: competition.season,
  }
}
