/**
 * The news off the pitch (articles 7 to 12 of the seed's news, ./news.ts): the latest signing, free
 * agents looking for a club, the Spring Cup draw, the competitions open for registration, a club
 * feature. Each in English and Spanish; what players wrote themselves (a free agent's "looking for")
 * is quoted as they wrote it.
 */
import { LOOKING_FOR } from '../fixtures/players'
import { DAY, HOUR, MINUTE } from './context'
import {
  competitionNameEs,
  COVERS,
  deadlineDay,
  deadlineDayEs,
  listEs,
  longDate,
  longDateEs,
  POSITION_ES,
  teamName,
  written,
  type Desk,
  type Draft,
} from './newsDesk'
import { isAvailableFreeAgent, rosteredIds } from './teams'

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
    const position = POSITION_ES[signed.primaryPosition].name
    drafts.push({
      ...written(
        {
          title: `${signed.username} signs for ${signingTeam.name}`,
          summary: `The ${signed.primaryPosition} accepts ${signingTeam.name}’s invitation.`,
          body: [
            `${signingTeam.name} have a new ${signed.primaryPosition}: ${signed.username} accepted the club’s invitation and joins the roster.`,
            `“We needed depth in that position and ${signed.username} was the first name on our list,” says ${inviter.username}.`,
            'The transfer window stays open until each competition’s registration deadline.',
          ],
        },
        {
          title: `${signed.username} ficha por ${signingTeam.name}`,
          summary: `${signed.username} acepta la invitación de ${signingTeam.name} y llega como ${position}.`,
          body: [
            `${signingTeam.name} tiene nuevo ${position}: ${signed.username} aceptó la invitación del club y se suma a la plantilla.`,
            `“Necesitábamos más opciones en esa posición y ${signed.username} era el primer nombre de nuestra lista”, dice ${inviter.username}.`,
            'El mercado de fichajes sigue abierto hasta el cierre de inscripción de cada competición.',
          ],
        },
      ),
      category: 'transfers',
      coverImage: COVERS.transfers,
      author: media,
      publishedMs: Math.min(Date.parse(signing.respondedAt ?? '') + 6 * HOUR, clock.nowMs - HOUR),
      teams: [signingTeam],
      players: [...new Map([signed, inviter].map((u) => [u.id, u])).values()],
      competition: null,
    })
  }

  // 8. Free agents looking for a club.
  const onTeam = rosteredIds(squads)
  const loneWolf = users.find((u) => u.username === 'lone_wolf')
  const agents = users
    .filter(
      (u) =>
        isAvailableFreeAgent(u, onTeam) &&
        u.lookingFor !== null &&
        u.username !== 'lone_wolf' &&
        LOOKING_FOR.includes(u.lookingFor as (typeof LOOKING_FOR)[number]),
    )
    .slice(0, 4)
  const watch = [...(loneWolf === undefined ? [] : [loneWolf]), ...agents]
  drafts.push({
    ...written(
      {
        title: 'Free agent watch: five players looking for a club',
        summary:
          'A centre-back from Canada, and four more free agents ready for the summer season.',
        body: [
          'Every week we pick free agents from the Players page. Managers: invite them from their profile.',
          ...watch.map(
            (u) => `${u.username} (${u.primaryPosition}, ${u.country}): ${u.lookingFor ?? ''}`,
          ),
        ],
      },
      {
        title: 'Agentes libres: cinco jugadores buscan club',
        summary:
          'Un defensa central de Canadá y cuatro agentes libres más, listos para la temporada de verano.',
        body: [
          'Cada semana elegimos agentes libres de la página Jugadores. Mánagers: invítenlos desde su perfil.',
          ...watch.map(
            (u) =>
              `${u.username} (${POSITION_ES[u.primaryPosition].short}, ${u.country}): ${u.lookingFor ?? ''}`,
          ),
        ],
      },
    ),
    category: 'transfers',
    coverImage: COVERS.transfers,
    author: media,
    publishedMs: clock.nowMs - 5 * DAY - 4 * HOUR,
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
      ...written(
        {
          title: `Spring Cup draw: ${teamName(facts, first?.homeTeamId ?? 0)} face ${teamName(facts, first?.awayTeamId ?? 0)}`,
          summary: `The round of 16 is set: eight ties on ${longDate(springCup.startDate)}.`,
          body: [
            'The draw for the round of 16 of the GVL Spring Cup 2026 is out. Single matches on Thursday nights, penalties if level.',
            ...r16.map(
              (m) => `${teamName(facts, m.homeTeamId)} v ${teamName(facts, m.awayTeamId)}`,
            ),
          ],
        },
        {
          title: `Sorteo de la Spring Cup: ${teamName(facts, first?.homeTeamId ?? 0, 'es')} contra ${teamName(facts, first?.awayTeamId ?? 0, 'es')}`,
          summary: `Ya están definidos los octavos de final: ocho eliminatorias el ${longDateEs(springCup.startDate)}.`,
          body: [
            `Ya está el sorteo de los octavos de final de la ${springCup.name}. Partido único los jueves por la noche y penaltis en caso de empate.`,
            ...r16.map(
              (m) =>
                `${teamName(facts, m.homeTeamId, 'es')} vs. ${teamName(facts, m.awayTeamId, 'es')}`,
            ),
          ],
        },
      ),
      category: 'announcements',
      coverImage: COVERS.draw,
      author: admin,
      publishedMs: clock.storyNowMs - 2 * HOUR - 10 * MINUTE,
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
    const name = open.name.replace(/^GVL /, '')
    drafts.push({
      ...written(
        {
          title: open.premiumOnly ? `${name}: a premium-only cup` : `Registration open: ${name}`,
          summary: open.premiumOnly
            ? `Eight clubs, Thursday nights, streamed with commentary. Register by ${deadlineDay(open)}.`
            : `Twelve places, rosters of ${open.rosterMin} to ${open.rosterMax}. Register by ${deadlineDay(open)}.`,
          body: [
            open.description.en,
            `Registration closes on ${deadlineDay(open)}; the first matches are on ${longDate(open.startDate)}.`,
            accepted.length === 0
              ? 'Managers register their club from the competition page.'
              : `Already in: ${accepted.map((t) => t.name).join(', ')}.`,
          ],
        },
        {
          title: open.premiumOnly
            ? `${competitionNameEs(open)}: una copa solo para Premium`
            : `Inscripción abierta: ${competitionNameEs(open)}`,
          summary: open.premiumOnly
            ? `Ocho clubes, los jueves por la noche, con transmisión y narración. Inscribe a tu equipo hasta el ${deadlineDayEs(open)}.`
            : `Doce plazas y plantillas de ${open.rosterMin} a ${open.rosterMax} jugadores. Inscribe a tu equipo hasta el ${deadlineDayEs(open)}.`,
          body: [
            open.description.es,
            `La inscripción cierra el ${deadlineDayEs(open)}; los primeros partidos se juegan el ${longDateEs(open.startDate)}.`,
            accepted.length === 0
              ? 'Los mánagers inscriben a su club desde la página de la competición.'
              : `Ya están dentro: ${listEs(accepted.map((t) => t.name))}.`,
          ],
        },
      ),
      category: 'announcements',
      coverImage: COVERS.announcements,
      author: admin,
      publishedMs: Date.parse(open.createdAt) + HOUR,
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
      ...written(
        {
          title: 'Behind the badge: Northside Rovers',
          summary: 'High press, Thursday trials and a striker who never misses near post.',
          body: [
            `Northside Rovers have been part of GVL USA since FIFA 23. Manager rivera_fc runs the club from the back line and posts the lineup in the Discord the night before every match.`,
            'demo pulls the strings at CAM and maya_goals finishes the moves: low driven shots, near post, again and again.',
            `The squad has ${northside.members.length} players and still runs trials every Thursday at 8 PM ET. Next up: Bayou Strikers on Saturday, then the Spring Cup.`,
          ],
        },
        {
          title: 'Detrás del escudo: Northside Rovers',
          summary: 'Presión alta, pruebas los jueves y un remate al primer palo que nunca falla.',
          body: [
            'Northside Rovers forma parte de GVL USA desde FIFA 23. Su mánager, rivera_fc, dirige el club desde la defensa y publica la alineación en el Discord la noche antes de cada partido.',
            'demo mueve los hilos como mediapunta y maya_goals define las jugadas: disparos rasos y potentes al primer palo, una y otra vez.',
            `La plantilla tiene ${northside.members.length} jugadores y sigue haciendo pruebas cada jueves a las 8 p. m., hora del Este. Lo que viene: Bayou Strikers el sábado y después la Spring Cup.`,
          ],
        },
      ),
      category: 'features',
      coverImage: COVERS.features,
      author: media,
      publishedMs: clock.storyNowMs - 8 * DAY - 3 * HOUR,
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
