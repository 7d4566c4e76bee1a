/**
 * What a competition's status badge says. A competition open for registration whose places are all
 * taken still takes registrations, onto its waitlist, so it reads "Full: waitlist open" rather than
 * "Registration open" beside "8 of 8 teams".
 */
import type { CompetitionStatus } from '@/api/contracts/league'

export type ShownCompetitionStatus = CompetitionStatus | 'registration_full'

export function shownStatus(competition: {
  status: CompetitionStatus
  registeredTeams: number
  maxTeams: number
}): ShownCompetitionStatus {
  return competition.status === 'registration_open' &&
    competition.registeredTeams >= competition.maxTeams
    ? 'registration_full'
    : competition.status
}
