/**
 * The news off the pitch (articles 7 to 12 of the seed's news, ./news.ts): the latest signing, free
 * agents looking for a club, the Spring Cup draw, the competitions open for registration, a club
 * feature.
 */
import { LOOKING_FOR } from '../fixtures/players'
import { DAY, HOUR, MINUTE } from './context'
import { COVERS, deadlineDay, longDate, teamName, type Desk, type Draft } from './newsDesk'

export function clubStories(desk: Desk): Draft[] {
  const { facts, users, invitations, media, admin, competition, matchesOf, team, teams } = desk
  const { clock, league, squads } = facts
  const spring = competition('spring2026')
  const drafts: Draft[] = []

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
      publishedMs: clock.storyNowMs - 2 * HOUR - 10 * MINUTE,
      body: [
        'The draw for the round of 16 of the GVL Spring Cup 2026 is out. Single matches on Thursday nights, penalties if level.',
        ...r16.map((m) => `${teamName(facts, m.homeTeamId)} v ${teamName(facts, m.awayTeamId)}`),
      ],
      teams: teams(r16.flatMap((m) => [m.homeTeamId, m.awayTeamId])),
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
      publishedMs: clock.storyNowMs - 8 * DAY - 3 * HOUR,
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

  return drafts
}
