/**
 * Twelve news articles written from the seed's own results: who won what, the table after the
 * latest matchday, the cup draw, transfers, open registrations, a club feature. Every team, player
 * and competition an article names is in its mention lists.
 */
import type { NewsCategory } from '@/api/contracts/news'
import { computeStandings, type StandingRow } from '../domain/standings'
import { totalsOf, type PlayerTotals } from '../domain/stats'
import { LOOKING_FOR } from '../fixtures/players'
import type {
  CompetitionRecord,
  InvitationRecord,
  MatchRecord,
  NewsRecord,
  PlayerMatchStatsRecord,
  TeamRecord,
  UserRecord,
} from '../model'
import { localDay } from '../lib/calendar'
import { DAY, HOUR, MINUTE, slugify, type Ids, type SeedClock } from './context'
import type { BuiltLeague } from './competitions'
import type { Squad } from './teams'

interface Draft {
  title: string
  category: NewsCategory
  summary: string
  coverImage: string
  author: UserRecord
  publishedMs: number
  body: string[]
  teams: TeamRecord[]
  players: UserRecord[]
  competition: CompetitionRecord | null
}

const COVERS = {
  results: '/images/news/results.svg',
  trophy: '/images/news/trophy.svg',
  transfers: '/images/news/transfers.svg',
  announcements: '/images/news/announcements.svg',
  draw: '/images/news/cup-draw.svg',
  features: '/images/news/features.svg',
} as const

interface Facts {
  clock: SeedClock
  league: BuiltLeague
  teams: ReadonlyMap<number, TeamRecord>
  users: ReadonlyMap<number, UserRecord>
  squads: readonly Squad[]
}

function score(match: MatchRecord, teams: ReadonlyMap<number, TeamRecord>): string {
  const home = teams.get(match.homeTeamId)?.name ?? '?'
  const away = teams.get(match.awayTeamId)?.name ?? '?'
  const pens =
    match.homePenalties === null || match.awayPenalties === null
      ? ''
      : ` (${match.homePenalties}–${match.awayPenalties} on penalties)`
  return `${home} ${match.homeScore ?? 0}–${match.awayScore ?? 0} ${away}${pens}`
}

function table(
  facts: Facts,
  competition: CompetitionRecord,
  matches: readonly MatchRecord[],
): StandingRow[] {
  const teamIds = new Set(
    facts.league.registrations
      .filter((r) => r.competitionId === competition.id && r.status === 'accepted')
      .map((r) => r.teamId),
  )
  return computeStandings(
    [...teamIds].flatMap((id) => facts.teams.get(id) ?? []),
    matches,
    competition.tiebreakers,
  )
}

/** Per-player totals in a set of matches, best first by `value`. */
function leaders(
  facts: Facts,
  matches: readonly MatchRecord[],
  value: (totals: PlayerTotals) => number,
  minMatches = 1,
): { user: UserRecord; teamId: number; totals: PlayerTotals }[] {
  const byId = new Map(matches.map((m) => [m.id, m]))
  const lines = new Map<number, PlayerMatchStatsRecord[]>()
  for (const line of facts.league.stats) {
    if (!byId.has(line.matchId)) continue
    const list = lines.get(line.userId) ?? []
    list.push(line)
    lines.set(line.userId, list)
  }
  return [...lines]
    .map(([userId, list]) => ({
      user: facts.users.get(userId),
      teamId: list.at(-1)?.teamId ?? 0,
      totals: totalsOf(list, byId),
    }))
    .filter(
      (entry): entry is { user: UserRecord; teamId: number; totals: PlayerTotals } =>
        entry.user !== undefined && entry.totals.matches >= minMatches,
    )
    .sort((a, b) => value(b.totals) - value(a.totals) || a.user.id - b.user.id)
}

/** `2026-03-19` → `Thursday, March 19` (articles are written in English). */
function longDate(day: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`))
}

/** The deadline's day where the competition is played. */
function deadlineDay(competition: CompetitionRecord): string {
  return longDate(localDay(new Date(competition.registrationDeadline), competition.timeZone))
}

function teamName(facts: Facts, id: number): string {
  return facts.teams.get(id)?.name ?? 'a club'
}

export function buildNews(
  clock: SeedClock,
  ids: Ids,
  league: BuiltLeague,
  squads: readonly Squad[],
  users: readonly UserRecord[],
  invitations: readonly InvitationRecord[],
): NewsRecord[] {
  const facts: Facts = {
    clock,
    league,
    teams: new Map(squads.map((s) => [s.team.id, s.team])),
    users: new Map(users.map((u) => [u.id, u])),
    squads,
  }
  const staff = (username: string) => {
    const user = users.find((u) => u.username === username)
    if (user === undefined) throw new Error(`no staff account ${username}`)
    return user
  }
  const media = staff('GVL_Media')
  const admin = staff('GVL_Admin')
  const competition = (key: string) => {
    const found = league.byKey.get(key)
    if (found === undefined) throw new Error(`no competition ${key}`)
    return found
  }
  const matchesOf = (c: CompetitionRecord) => league.matches.filter((m) => m.competitionId === c.id)
  const team = (id: number) => facts.teams.get(id)
  const endOf = (c: CompetitionRecord, days: number, time = '15:00') =>
    clock.atDay(c.endDate, time, c.timeZone) + days * DAY
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
      teams: [champion.teamId, runnerUp.teamId].flatMap((id) => team(id) ?? []),
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
      teams: [...new Set([boot.teamId, playmaker.teamId, glove.teamId, mvp.teamId])].flatMap(
        (id) => team(id) ?? [],
      ),
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
      teams: [winnerId, loserId].flatMap((id) => team(id) ?? []),
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
        teams: [
          ...new Map(
            [
              leader.teamId,
              second.teamId,
              biggest.homeTeamId,
              biggest.awayTeamId,
              bestStar?.teamId ?? leader.teamId,
            ].flatMap((id) =>
              team(id) === undefined ? [] : [[id, team(id) as TeamRecord] as const],
            ),
          ).values(),
        ],
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
        teams: [
          ...new Map(
            [
              top.teamId,
              lastXbox.homeTeamId,
              lastXbox.awayTeamId,
              topScorer?.teamId ?? top.teamId,
            ].flatMap((id) =>
              team(id) === undefined ? [] : [[id, team(id) as TeamRecord] as const],
            ),
          ).values(),
        ],
        players: topScorer === undefined ? [] : [topScorer.user],
        competition: xbox,
      })
    }
  }

  // 7. The latest signing.
  const signing = [...invitations]
    .filter((i) => i.status === 'accepted' && i.respondedAt !== null)
    .sort((a, b) => (b.respondedAt ?? '').localeCompare(a.respondedAt ?? ''))[0]
  const signed = signing === undefined ? undefined : facts.users.get(signing.playerId)
  const signingTeam = signing === undefined ? undefined : team(signing.teamId)
  const inviter = signing === undefined ? undefined : facts.users.get(signing.inviterId)
  if (
    signing !== undefined &&
    signed !== undefined &&
    signingTeam !== undefined &&
    inviter !== undefined
  ) {
    drafts.push({
      title: `${signed.username} signs for ${signingTeam.name}`,
      category: 'transfers',
      summary: `The ${signed.primaryPosition} accepts ${signingTeam.name}’s invitation.`,
      coverImage: COVERS.transfers,
      author: media,
      publishedMs: Math.min(Date.parse(signing.respondedAt ?? '') + 6 * HOUR, clock.nowMs - HOUR),
      body: [
        `${signingTeam.name} have a new ${signed.primaryPosition}: ${signed.username} accepted the club’s invitation and joins the roster.`,
        `“We needed depth in that position and ${signed.username} was the first name on our list,” says ${inviter.username}.`,
        'The transfer window stays open until each competition’s registration deadline.',
      ],
      teams: [signingTeam],
      players: [...new Map([signed, inviter].map((u) => [u.id, u])).values()],
      competition: null,
    })
  }

  // 8. Free agents looking for a club.
  const onTeam = new Set(squads.flatMap((s) => s.members.map((m) => m.user.id)))
  const loneWolf = users.find((u) => u.username === 'lone_wolf')
  const agents = users
    .filter(
      (u) =>
        u.freeAgent &&
        u.lookingFor !== null &&
        !onTeam.has(u.id) &&
        u.status === 'active' &&
        u.username !== 'lone_wolf' &&
        LOOKING_FOR.includes(u.lookingFor as (typeof LOOKING_FOR)[number]),
    )
    .slice(0, 4)
  const watch = [...(loneWolf === undefined ? [] : [loneWolf]), ...agents]
  drafts.push({
    title: 'Free agent watch: five players looking for a club',
    category: 'transfers',
    summary: 'A centre-back from Canada, and four more free agents ready for the summer season.',
    coverImage: COVERS.transfers,
    author: media,
    publishedMs: clock.nowMs - 5 * DAY - 4 * HOUR,
    body: [
      'Every week we pick free agents from the Players page. Managers: invite them from their profile.',
      ...watch.map(
        (u) => `${u.username} (${u.primaryPosition}, ${u.country}): ${u.lookingFor ?? ''}`,
      ),
    ],
    teams: [],
    players: watch,
    competition: null,
  })

  // 9. The Spring Cup draw (maya_goals tells demo about it in the scripted conversations).
  const springCup = competition('springcup2026')
  const r16 = matchesOf(springCup).filter((m) => m.stage === 'round_of_16')
  if (r16.length > 0) {
    const [first] = r16
    drafts.push({
      title: `Spring Cup draw: ${teamName(facts, first?.homeTeamId ?? 0)} face ${teamName(facts, first?.awayTeamId ?? 0)}`,
      category: 'announcements',
      summary: `The round of 16 is set: eight ties on ${longDate(springCup.startDate)}.`,
      coverImage: COVERS.draw,
      author: admin,
      publishedMs: clock.nowMs - 2 * HOUR - 10 * MINUTE,
      body: [
        'The draw for the round of 16 of the GVL Spring Cup 2026 is out. Single matches on Thursday nights, penalties if level.',
        ...r16.map((m) => `${teamName(facts, m.homeTeamId)} v ${teamName(facts, m.awayTeamId)}`),
      ],
      teams: r16.flatMap((m) => [team(m.homeTeamId), team(m.awayTeamId)]).flatMap((t) => t ?? []),
      players: [],
      competition: springCup,
    })
  }

  // 10–11. Registration open: the summer season and the premium-only series.
  for (const key of ['summer2026', 'elite2026']) {
    const open = competition(key)
    const accepted = league.registrations
      .filter((r) => r.competitionId === open.id && r.status === 'accepted')
      .flatMap((r) => team(r.teamId) ?? [])
    drafts.push({
      title: open.premiumOnly
        ? `${open.name.replace(/^GVL /, '')}: a premium-only cup`
        : `Registration open: ${open.name.replace(/^GVL /, '')}`,
      category: 'announcements',
      summary: open.premiumOnly
        ? `Eight clubs, Thursday nights, streamed with commentary. Register by ${deadlineDay(open)}.`
        : `Twelve places, rosters of ${open.rosterMin} to ${open.rosterMax}. Register by ${deadlineDay(open)}.`,
      coverImage: COVERS.announcements,
      author: admin,
      publishedMs: Date.parse(open.createdAt) + HOUR,
      body: [
        open.description,
        `Registration closes on ${deadlineDay(open)}; the first matches are on ${longDate(open.startDate)}.`,
        accepted.length === 0
          ? 'Managers register their club from the competition page.'
          : `Already in: ${accepted.map((t) => t.name).join(', ')}.`,
      ],
      teams: accepted,
      players: [],
      competition: open,
    })
  }

  // 12. A club feature: the demo accounts' own team.
  const northside = squads.find((s) => s.team.name === 'Northside Rovers')
  if (northside !== undefined) {
    const named = ['rivera_fc', 'demo', 'maya_goals'].flatMap(
      (username) => northside.members.find((m) => m.user.username === username)?.user ?? [],
    )
    drafts.push({
      title: 'Behind the badge: Northside Rovers',
      category: 'features',
      summary: 'High press, Thursday trials and a striker who never misses near post.',
      coverImage: COVERS.features,
      author: media,
      publishedMs: clock.nowMs - 8 * DAY - 3 * HOUR,
      body: [
        `Northside Rovers have been part of GVL USA since FIFA 23. Manager rivera_fc runs the club from the back line and posts the lineup in the Discord the night before every match.`,
        'demo pulls the strings at CAM and maya_goals finishes the moves: low driven shots, near post, again and again.',
        `The squad has ${northside.members.length} players and still runs trials every Thursday at 8 PM ET. Next up: Bayou Strikers on Saturday, then the Spring Cup.`,
      ],
      teams: [
        northside.team,
        ...squads.filter((s) => s.team.name === 'Bayou Strikers').map((s) => s.team),
      ],
      players: named,
      competition: spring,
    })
  }

  drafts.sort((a, b) => a.publishedMs - b.publishedMs)
  const slugs = new Set<string>()
  return drafts.map((draft) => {
    let slug = slugify(draft.title)
    for (let n = 2; slugs.has(slug); n++) slug = `${slugify(draft.title)}-${n}`
    slugs.add(slug)
    return {
      id: ids.next('news'),
      slug,
      title: draft.title,
      category: draft.category,
      summary: draft.summary,
      coverImage: draft.coverImage,
      authorId: draft.author.id,
      publishedAt: clock.iso(Math.floor(draft.publishedMs / MINUTE) * MINUTE),
      body: draft.body,
      teamIds: draft.teams.map((t) => t.id),
      playerIds: draft.players.map((u) => u.id),
      competitionId: draft.competition?.id ?? null,
    }
  })
}
