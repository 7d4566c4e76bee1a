/**
 * The news the results tell (articles 1 to 6 of the seed's news, ./news.ts): the Fall 2025
 * champions and awards, the Winter Cup final, the Spring 2026 launch and its table after matchday
 * 7, the Xbox League table.
 */
import { DAY, HOUR } from './context'
import {
  COVERS,
  leaders,
  longDate,
  score,
  table,
  teamName,
  type Desk,
  type Draft,
} from './newsDesk'

export function resultStories(desk: Desk): Draft[] {
  const { facts, media, admin, competition, matchesOf, team, teams, endOf } = desk
  const { league } = facts
  const drafts: Draft[] = []

  // 1–2. Fall 2025: the champions, then the awards.
  const fall = competition('fall2025')
  const cupName = competition('wintercup2025').name.replace(/^GVL /, '')
  const fallMatches = matchesOf(fall)
  const fallTable = table(facts, fall, fallMatches)
  const [champion, runnerUp] = fallTable
  if (champion !== undefined && runnerUp !== undefined) {
    const lastWin = fallMatches
      .filter((m) => m.homeTeamId === champion.teamId || m.awayTeamId === champion.teamId)
      .sort((a, b) => b.kickoff.localeCompare(a.kickoff))[0]
    drafts.push({
      title: `${champion.name} crowned Fall 2025 Premier Division champions`,
      category: 'results',
      summary: `${champion.name} finish on ${champion.points} points, ${champion.points - runnerUp.points} clear of ${runnerUp.name}.`,
      coverImage: COVERS.trophy,
      author: media,
      publishedMs: endOf(fall, 1),
      body: [
        `${champion.name} are the champions of the GVL Premier Division for Fall 2025. They won ${champion.won} of their ${champion.played} matches, scored ${champion.goalsFor} and conceded ${champion.goalsAgainst}.`,
        `${runnerUp.name} push them all the way and finish second on ${runnerUp.points} points.${lastWin === undefined ? '' : ` The champions signed off with ${score(lastWin, facts.teams)}.`}`,
        `The trophy badge is on every player’s profile from today. Next up: the ${cupName}.`,
      ],
      teams: teams([champion.teamId, runnerUp.teamId]),
      players: [],
      competition: fall,
    })
  }
  const scorers = leaders(facts, fallMatches, (t) => t.goals)
  const creators = leaders(facts, fallMatches, (t) => t.assists)
  const keepers = leaders(facts, fallMatches, (t) => t.cleanSheets).filter(
    (e) => e.user.primaryPosition === 'GK',
  )
  const mostMatches = Math.max(0, ...scorers.map((e) => e.totals.matches))
  const rated = leaders(
    facts,
    fallMatches,
    (t) => t.averageRating ?? 0,
    Math.ceil(mostMatches * 0.4),
  )
  const [boot, playmaker, glove, mvp] = [scorers[0], creators[0], keepers[0], rated[0]]
  if (boot !== undefined && playmaker !== undefined && glove !== undefined && mvp !== undefined) {
    drafts.push({
      title: `Fall 2025 awards: ${boot.user.username} takes the Golden Boot`,
      category: 'features',
      summary: `${boot.user.username} scores ${boot.totals.goals} goals; ${mvp.user.username} is the season’s MVP.`,
      coverImage: COVERS.trophy,
      author: media,
      publishedMs: endOf(fall, 2),
      body: [
        `Golden Boot: ${boot.user.username} (${teamName(facts, boot.teamId)}) with ${boot.totals.goals} goals in ${boot.totals.matches} matches.`,
        `Playmaker: ${playmaker.user.username} (${teamName(facts, playmaker.teamId)}) with ${playmaker.totals.assists} assists.`,
        `Golden Glove: ${glove.user.username} (${teamName(facts, glove.teamId)}) with ${glove.totals.cleanSheets} clean sheets.`,
        `MVP: ${mvp.user.username} (${teamName(facts, mvp.teamId)}), an average rating of ${(mvp.totals.averageRating ?? 0).toFixed(1)} over ${mvp.totals.matches} matches.`,
      ],
      teams: teams([boot.teamId, playmaker.teamId, glove.teamId, mvp.teamId]),
      players: [...new Map([boot, playmaker, glove, mvp].map((e) => [e.user.id, e.user])).values()],
      competition: fall,
    })
  }

  // 3. The Winter Cup final.
  const cup = competition('wintercup2025')
  const final = matchesOf(cup).find((m) => m.stage === 'final' && m.status === 'played')
  if (final !== undefined) {
    const homeWon =
      (final.homeScore ?? 0) > (final.awayScore ?? 0) ||
      ((final.homeScore ?? 0) === (final.awayScore ?? 0) &&
        (final.homePenalties ?? 0) > (final.awayPenalties ?? 0))
    const winnerId = homeWon ? final.homeTeamId : final.awayTeamId
    const loserId = homeWon ? final.awayTeamId : final.homeTeamId
    const finalLines = league.stats.filter((l) => l.matchId === final.id)
    const goalscorers = finalLines.filter((l) => l.goals > 0)
    const star = finalLines.find((l) => l.manOfTheMatch)
    const named = [...goalscorers, ...(star === undefined ? [] : [star])]
    const scorerText = goalscorers
      .map(
        (l) => `${facts.users.get(l.userId)?.username ?? '?'}${l.goals > 1 ? ` (${l.goals})` : ''}`,
      )
      .join(', ')
    drafts.push({
      title: `${teamName(facts, winnerId)} lift the Winter Cup`,
      category: 'results',
      summary: `${score(final, facts.teams)} in the final.`,
      coverImage: COVERS.trophy,
      author: media,
      publishedMs: endOf(cup, 1),
      body: [
        `The Winter Cup 2025 belongs to ${teamName(facts, winnerId)}: ${score(final, facts.teams)}.`,
        scorerText === ''
          ? 'A final without a goal in regular time, settled from the spot.'
          : `Goals: ${scorerText}.`,
        star === undefined
          ? `${teamName(facts, loserId)} go home with the runner-up prize.`
          : `Man of the match: ${facts.users.get(star.userId)?.username ?? '?'}, rated ${star.rating.toFixed(1)}. ${teamName(facts, loserId)} go home with the runner-up prize.`,
      ],
      teams: teams([winnerId, loserId]),
      players: [
        ...new Map(
          named.flatMap((l) => facts.users.get(l.userId) ?? []).map((u) => [u.id, u]),
        ).values(),
      ],
      competition: cup,
    })
  }

  // 4–5. Spring 2026: the launch, then the table after matchday 7.
  const spring = competition('spring2026')
  const springTeams = league.registrations
    .filter((r) => r.competitionId === spring.id && r.status === 'accepted')
    .flatMap((r) => team(r.teamId) ?? [])
  drafts.push({
    title: 'Spring 2026 Premier Division: twelve clubs, one trophy, a playoff',
    category: 'announcements',
    summary: `The season kicks off on ${longDate(spring.startDate)}: every club meets once, the top four go to the playoffs.`,
    coverImage: COVERS.announcements,
    author: admin,
    publishedMs: Date.parse(spring.registrationDeadline) + 2 * DAY,
    body: [
      `Registration is closed and twelve clubs are in: ${springTeams.map((t) => t.name).join(', ')}.`,
      'Matches are on Tuesday and Saturday nights at 9 PM Eastern. Each club plays the other eleven once; the top four meet in semi-finals and a final.',
      'Rosters are locked at 11 to 18 players. Check the rules tab for the disciplinary changes: strikes now expire after 90 days.',
    ],
    teams: springTeams,
    players: [],
    competition: spring,
  })
  const springMatches = matchesOf(spring)
  const md7 = springMatches.filter((m) => m.matchday === 7 && m.status === 'played')
  if (md7.length > 0) {
    const upTo7 = springMatches.filter((m) => m.matchday <= 7)
    const springTable = table(facts, spring, upTo7)
    const [leader, second] = springTable
    const biggest = [...md7].sort(
      (a, b) =>
        Math.abs((b.homeScore ?? 0) - (b.awayScore ?? 0)) -
          Math.abs((a.homeScore ?? 0) - (a.awayScore ?? 0)) || a.id - b.id,
    )[0]
    const md7Ids = new Set(md7.map((m) => m.id))
    const stars = league.stats.filter((l) => md7Ids.has(l.matchId) && l.manOfTheMatch)
    const bestStar = [...stars].sort((a, b) => b.rating - a.rating || a.id - b.id)[0]
    const starUser = bestStar === undefined ? undefined : facts.users.get(bestStar.userId)
    if (leader !== undefined && second !== undefined && biggest !== undefined) {
      drafts.push({
        title: `Matchday 7 roundup: ${leader.name} top the table`,
        category: 'results',
        summary: `${leader.name} lead on ${leader.points} points; ${second.name} are ${leader.points - second.points} behind.`,
        coverImage: COVERS.results,
        author: media,
        publishedMs: Date.parse(md7[0]?.kickoff ?? '') + 18 * HOUR,
        body: [
          `After seven matchdays ${leader.name} sit top with ${leader.points} points from ${leader.played} matches (${leader.won} wins, ${leader.drawn} draws, ${leader.lost} losses).`,
          `The result of the night: ${score(biggest, facts.teams)}.`,
          starUser === undefined || bestStar === undefined
            ? 'Matchday 8 is on Saturday night.'
            : `Player of the matchday: ${starUser.username} (${teamName(facts, bestStar.teamId)}), rated ${bestStar.rating.toFixed(1)}. Matchday 8 is on Saturday night.`,
        ],
        teams: teams([
          leader.teamId,
          second.teamId,
          biggest.homeTeamId,
          biggest.awayTeamId,
          bestStar?.teamId ?? leader.teamId,
        ]),
        players: starUser === undefined ? [] : [starUser],
        competition: spring,
      })
    }
  }

  // 6. The Xbox League table.
  const xbox = competition('xbox2026')
  const xboxMatches = matchesOf(xbox)
  const xboxPlayed = xboxMatches.filter((m) => m.status === 'played')
  const lastXbox = xboxPlayed.at(-1)
  if (lastXbox !== undefined) {
    const xboxTable = table(facts, xbox, xboxPlayed)
    const [top] = xboxTable
    const scorersX = leaders(facts, xboxPlayed, (t) => t.goals)
    const topScorer = scorersX[0]
    if (top !== undefined) {
      drafts.push({
        title: `Xbox League: ${top.name} lead after matchday ${lastXbox.matchday}`,
        category: 'results',
        summary: `${top.name} have ${top.points} points from ${top.played} matches.`,
        coverImage: COVERS.results,
        author: media,
        publishedMs: Date.parse(lastXbox.kickoff) + 16 * HOUR,
        body: [
          `The Xbox division reaches matchday ${lastXbox.matchday} with ${top.name} on top: ${top.won} wins, ${top.goalsFor} goals scored.`,
          `Latest result: ${score(lastXbox, facts.teams)}.`,
          topScorer === undefined
            ? 'The race for the Golden Boot is wide open.'
            : `${topScorer.user.username} (${teamName(facts, topScorer.teamId)}) leads the scoring with ${topScorer.totals.goals}.`,
        ],
        teams: teams([
          top.teamId,
          lastXbox.homeTeamId,
          lastXbox.awayTeamId,
          topScorer?.teamId ?? top.teamId,
        ]),
        players: topScorer === undefined ? [] : [topScorer.user],
        competition: xbox,
      })
    }
  }

  return drafts
}
