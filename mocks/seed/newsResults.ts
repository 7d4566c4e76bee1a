/**
 * The news the results tell (articles 1 to 6 of the seed's news, ./news.ts): the Fall 2025
 * champions and awards, the Winter Cup final, the Spring 2026 launch and its table after matchday
 * 7, the Xbox League table. Each in English and Spanish.
 */
import { seasonEs } from '../lib/language'
import { DAY, HOUR } from './context'
import {
  competitionNameEs,
  countEs,
  COVERS,
  decimalEs,
  leaders,
  listEs,
  longDate,
  longDateEs,
  score,
  table,
  teamName,
  written,
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
    const division = competitionNameEs(fall)
    drafts.push({
      ...written(
        {
          title: `${champion.name} crowned Fall 2025 Premier Division champions`,
          summary: `${champion.name} finish on ${champion.points} points, ${champion.points - runnerUp.points} clear of ${runnerUp.name}.`,
          body: [
            `${champion.name} are the champions of the GVL Premier Division for Fall 2025. They won ${champion.won} of their ${champion.played} matches, scored ${champion.goalsFor} and conceded ${champion.goalsAgainst}.`,
            `${runnerUp.name} push them all the way and finish second on ${runnerUp.points} points.${lastWin === undefined ? '' : ` The champions signed off with ${score(lastWin, facts.teams)}.`}`,
            `The trophy badge is on every player’s profile from today. Next up: the ${cupName}.`,
          ],
        },
        {
          title: `${champion.name}, campeón de la ${division}`,
          summary: `${champion.name} termina con ${champion.points} puntos, ${champion.points - runnerUp.points} más que ${runnerUp.name}.`,
          body: [
            `${champion.name} es el campeón de la GVL ${division}. Ganó ${champion.won} de sus ${champion.played} partidos, marcó ${countEs(champion.goalsFor, 'gol', 'goles')} y recibió ${champion.goalsAgainst}.`,
            `${runnerUp.name} peleó el título hasta el final y terminó segundo con ${runnerUp.points} puntos.${lastWin === undefined ? '' : ` El campeón cerró la temporada con este resultado: ${score(lastWin, facts.teams, 'es')}.`}`,
            `Desde hoy, la insignia del trofeo aparece en el perfil de cada jugador. Lo que viene: la ${cupName}.`,
          ],
        },
      ),
      category: 'results',
      coverImage: COVERS.trophy,
      author: media,
      publishedMs: endOf(fall, 1),
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
      ...written(
        {
          title: `Fall 2025 awards: ${boot.user.username} takes the Golden Boot`,
          summary: `${boot.user.username} scores ${boot.totals.goals} goals; ${mvp.user.username} is the season’s MVP.`,
          body: [
            `Golden Boot: ${boot.user.username} (${teamName(facts, boot.teamId)}) with ${boot.totals.goals} goals in ${boot.totals.matches} matches.`,
            `Playmaker: ${playmaker.user.username} (${teamName(facts, playmaker.teamId)}) with ${playmaker.totals.assists} assists.`,
            `Golden Glove: ${glove.user.username} (${teamName(facts, glove.teamId)}) with ${glove.totals.cleanSheets} clean sheets.`,
            `MVP: ${mvp.user.username} (${teamName(facts, mvp.teamId)}), an average rating of ${(mvp.totals.averageRating ?? 0).toFixed(1)} over ${mvp.totals.matches} matches.`,
          ],
        },
        {
          title: `Premios de ${seasonEs(fall.season)}: ${boot.user.username} se lleva la Bota de Oro`,
          summary: `${boot.user.username} marca ${countEs(boot.totals.goals, 'gol', 'goles')}; ${mvp.user.username} es el MVP de la temporada.`,
          body: [
            `Bota de Oro: ${boot.user.username} (${teamName(facts, boot.teamId, 'es')}), con ${countEs(boot.totals.goals, 'gol', 'goles')} en ${countEs(boot.totals.matches, 'partido', 'partidos')}.`,
            `Mejor asistente: ${playmaker.user.username} (${teamName(facts, playmaker.teamId, 'es')}), con ${countEs(playmaker.totals.assists, 'asistencia', 'asistencias')}.`,
            `Guante de Oro: ${glove.user.username} (${teamName(facts, glove.teamId, 'es')}), con ${countEs(glove.totals.cleanSheets, 'portería a cero', 'porterías a cero')}.`,
            `MVP: ${mvp.user.username} (${teamName(facts, mvp.teamId, 'es')}), con una valoración media de ${decimalEs(mvp.totals.averageRating ?? 0)} en ${countEs(mvp.totals.matches, 'partido', 'partidos')}.`,
          ],
        },
      ),
      category: 'features',
      coverImage: COVERS.trophy,
      author: media,
      publishedMs: endOf(fall, 2),
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
    const starName = star === undefined ? '?' : (facts.users.get(star.userId)?.username ?? '?')
    drafts.push({
      ...written(
        {
          title: `${teamName(facts, winnerId)} lift the Winter Cup`,
          summary: `${score(final, facts.teams)} in the final.`,
          body: [
            `The Winter Cup 2025 belongs to ${teamName(facts, winnerId)}: ${score(final, facts.teams)}.`,
            scorerText === ''
              ? 'A final without a goal in regular time, settled from the spot.'
              : `Goals: ${scorerText}.`,
            star === undefined
              ? `${teamName(facts, loserId)} go home with the runner-up prize.`
              : `Man of the match: ${starName}, rated ${star.rating.toFixed(1)}. ${teamName(facts, loserId)} go home with the runner-up prize.`,
          ],
        },
        {
          title: `${teamName(facts, winnerId, 'es')} levanta la ${cupName}`,
          summary: `${score(final, facts.teams, 'es')} en la final.`,
          body: [
            `La ${cupName} es de ${teamName(facts, winnerId, 'es')}: ${score(final, facts.teams, 'es')}.`,
            scorerText === ''
              ? 'Una final sin goles en el tiempo reglamentario, decidida en los penaltis.'
              : `Goles: ${scorerText}.`,
            star === undefined
              ? `${teamName(facts, loserId, 'es')} se lleva el premio de subcampeón.`
              : `Jugador del partido: ${starName}, con una valoración de ${decimalEs(star.rating)}. ${teamName(facts, loserId, 'es')} se lleva el premio de subcampeón.`,
          ],
        },
      ),
      category: 'results',
      coverImage: COVERS.trophy,
      author: media,
      publishedMs: endOf(cup, 1),
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
    ...written(
      {
        title: 'Spring 2026 Premier Division: twelve clubs, one trophy, a playoff',
        summary: `The season kicks off on ${longDate(spring.startDate)}: every club meets once, the top four go to the playoffs.`,
        body: [
          `Registration is closed and twelve clubs are in: ${springTeams.map((t) => t.name).join(', ')}.`,
          'Matches are on Tuesday and Saturday nights at 9 PM Eastern. Each club plays the other eleven once; the top four meet in semi-finals and a final.',
          'Rosters are locked at 11 to 18 players. Check the rules tab for the disciplinary changes: strikes now expire after 90 days.',
        ],
      },
      {
        title: `${competitionNameEs(spring)}: doce clubes, un trofeo y playoffs`,
        summary: `La temporada arranca el ${longDateEs(spring.startDate)}: cada club se enfrenta una vez a todos los demás y los cuatro primeros pasan a los playoffs.`,
        body: [
          `La inscripción está cerrada y ya están los doce clubes: ${listEs(springTeams.map((t) => t.name))}.`,
          'Los partidos se juegan los martes y sábados a las 9 p. m., hora del Este. Cada club juega una vez contra los otros once; los cuatro primeros se miden en semifinales y una final.',
          'Las plantillas, de 11 a 18 jugadores, quedan cerradas. Consulta el reglamento de la competición para ver los cambios disciplinarios: ahora los puntos de sanción caducan a los 90 días.',
        ],
      },
    ),
    category: 'announcements',
    coverImage: COVERS.announcements,
    author: admin,
    publishedMs: Date.parse(spring.registrationDeadline) + 2 * DAY,
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
      const gap = leader.points - second.points
      drafts.push({
        ...written(
          {
            title: `Matchday 7 roundup: ${leader.name} top the table`,
            summary: `${leader.name} lead on ${leader.points} points; ${second.name} are ${gap} behind.`,
            body: [
              `After seven matchdays ${leader.name} sit top with ${leader.points} points from ${leader.played} matches (${leader.won} wins, ${leader.drawn} draws, ${leader.lost} losses).`,
              `The result of the night: ${score(biggest, facts.teams)}.`,
              starUser === undefined || bestStar === undefined
                ? 'Matchday 8 is on Saturday night.'
                : `Player of the matchday: ${starUser.username} (${teamName(facts, bestStar.teamId)}), rated ${bestStar.rating.toFixed(1)}. Matchday 8 is on Saturday night.`,
            ],
          },
          {
            title: `Resumen de la jornada 7: ${leader.name}, líder de la clasificación`,
            summary: `${leader.name} lidera con ${leader.points} puntos; ${second.name} está a ${countEs(gap, 'punto', 'puntos')}.`,
            body: [
              `Tras siete jornadas, ${leader.name} es líder con ${leader.points} puntos en ${countEs(leader.played, 'partido', 'partidos')} (${countEs(leader.won, 'victoria', 'victorias')}, ${countEs(leader.drawn, 'empate', 'empates')} y ${countEs(leader.lost, 'derrota', 'derrotas')}).`,
              `El resultado de la noche: ${score(biggest, facts.teams, 'es')}.`,
              starUser === undefined || bestStar === undefined
                ? 'La jornada 8 se juega el sábado por la noche.'
                : `Jugador de la jornada: ${starUser.username} (${teamName(facts, bestStar.teamId, 'es')}), con una valoración de ${decimalEs(bestStar.rating)}. La jornada 8 se juega el sábado por la noche.`,
            ],
          },
        ),
        category: 'results',
        coverImage: COVERS.results,
        author: media,
        publishedMs: Date.parse(md7[0]?.kickoff ?? '') + 18 * HOUR,
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
        ...written(
          {
            title: `Xbox League: ${top.name} lead after matchday ${lastXbox.matchday}`,
            summary: `${top.name} have ${top.points} points from ${top.played} matches.`,
            body: [
              `The Xbox division reaches matchday ${lastXbox.matchday} with ${top.name} on top: ${top.won} wins, ${top.goalsFor} goals scored.`,
              `Latest result: ${score(lastXbox, facts.teams)}.`,
              topScorer === undefined
                ? 'The race for the Golden Boot is wide open.'
                : `${topScorer.user.username} (${teamName(facts, topScorer.teamId)}) leads the scoring with ${topScorer.totals.goals}.`,
            ],
          },
          {
            title: `Xbox League: ${top.name} lidera tras la jornada ${lastXbox.matchday}`,
            summary: `${top.name} suma ${countEs(top.points, 'punto', 'puntos')} en ${countEs(top.played, 'partido', 'partidos')}.`,
            body: [
              `La división de Xbox llega a la jornada ${lastXbox.matchday} con ${top.name} en lo más alto: ${countEs(top.won, 'victoria', 'victorias')} y ${countEs(top.goalsFor, 'gol', 'goles')} a favor.`,
              `Último resultado: ${score(lastXbox, facts.teams, 'es')}.`,
              topScorer === undefined
                ? 'La pelea por la Bota de Oro está totalmente abierta.'
                : `${topScorer.user.username} (${teamName(facts, topScorer.teamId, 'es')}) encabeza la tabla de goleadores con ${countEs(topScorer.totals.goals, 'gol', 'goles')}.`,
            ],
          },
        ),
        category: 'results',
        coverImage: COVERS.results,
        author: media,
        publishedMs: Date.parse(lastXbox.kickoff) + 16 * HOUR,
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
