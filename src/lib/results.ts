/**
 * One rule for reading a result from a team's side, wherever a page lists that team's matches (the
 * team page, a player's recent matches): the team's own goals come first ("3–1" is a win, wherever
 * it was played), and a draw settled by a shoot-out says whether the team went through. Lists about
 * no team in particular (fixtures, the home page) read home–away.
 */

/** Two figures from a team's side: its own, then the opponent's. */
export interface Sides {
  team: number
  opponent: number
}

/** What a team-side line needs of a match: who played at home, and the figures when there are any. */
export interface HomeAwayMatch {
  home: { id: number }
  homeScore: number | null
  awayScore: number | null
  homePenalties: number | null
  awayPenalties: number | null
}

/** The score and shoot-out of `match` from the side of the team `teamId`; null where there is none. */
export function fromTeamSide(
  match: HomeAwayMatch,
  teamId: number,
): { score: Sides | null; penalties: Sides | null } {
  const atHome = match.home.id === teamId
  const sides = (home: number | null, away: number | null): Sides | null =>
    home === null || away === null
      ? null
      : atHome
        ? { team: home, opponent: away }
        : { team: away, opponent: home }
  return {
    score: sides(match.homeScore, match.awayScore),
    penalties: sides(match.homePenalties, match.awayPenalties),
  }
}

/** Whether the team went through on penalties: the words a shoot-out's line takes. */
export const shootOut = (penalties: Sides): 'penaltiesWon' | 'penaltiesLost' =>
  penalties.team > penalties.opponent ? 'penaltiesWon' : 'penaltiesLost'

/** What a neutral line needs of a match: both teams' names and the shoot-out's figures. */
export interface NamedHomeAwayMatch {
  home: { name: string }
  away: { name: string }
  homePenalties: number | null
  awayPenalties: number | null
}

/**
 * The shoot-out of `match` as a list about no team in particular reads it: the figures home–away,
 * like the score, and the name of the team that went through; null when there was no shoot-out.
 */
export function shootOutHomeAway(
  match: NamedHomeAwayMatch,
): { home: number; away: number; team: string } | null {
  const { homePenalties: home, awayPenalties: away } = match
  if (home === null || away === null) return null
  return { home, away, team: home > away ? match.home.name : match.away.name }
}
