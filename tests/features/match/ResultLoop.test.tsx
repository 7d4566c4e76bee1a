/**
 * The result's loop through its screens, against the mock API: a manager reports, the other side's
 * manager confirms, staff settle a dispute or award a forfeit, and a report naming a player who left
 * the roster is refused on that player's row.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { now } from '@mocks/clock'
import { db } from '@mocks/db'
import type { MatchRecord } from '@mocks/model'
import { DisputeResultScreen } from '@/features/match/DisputeResultScreen'
import { MatchScreen } from '@/features/match/MatchScreen'
import { ReportResultScreen } from '@/features/match/ReportResultScreen'
import { StaffQueueScreen } from '@/features/staff/StaffQueueScreen'
import { i18n } from '@/locales/i18n'
import { renderWithProviders, signInAs } from '../../utils/render'

function openMatches() {
  const past = db.matches
    .findMany((q) => q.where({ status: 'scheduled' }))
    .filter((m) => Date.parse(m.kickoff) < now().getTime())
  const reported = (m: MatchRecord, state: 'pending' | 'disputed') =>
    db.resultReports.findFirst((q) => q.where({ matchId: m.id, state })) !== undefined
  const find = (test: (m: MatchRecord) => boolean) => {
    const match = past.find(test)
    if (match === undefined) throw new Error('the seed has no such open result')
    return match
  }
  return {
    unreported: find(
      (m) => db.resultReports.findFirst((q) => q.where({ matchId: m.id })) === undefined,
    ),
    awaiting: find((m) => reported(m, 'pending')),
    disputed: find((m) => reported(m, 'disputed')),
  }
}

function managerOf(teamId: number): string {
  const membership = db.memberships.findFirst((q) => q.where({ teamId, role: 'manager' }))
  const user = db.users.findFirst((q) => q.where({ id: membership?.userId ?? 0 }))
  if (user === undefined) throw new Error(`no manager of team ${teamId}`)
  return user.username
}

const matchRoutes = [
  { path: '/match/:id', element: <MatchScreen /> },
  { path: '/match/:id/report', element: <ReportResultScreen /> },
  { path: '/match/:id/dispute', element: <DisputeResultScreen /> },
]

/** The match's pages at `route`, each reachable from the others (a report lands on the match). */
function renderAt(route: string) {
  const path = route.endsWith('/report')
    ? '/match/:id/report'
    : route.endsWith('/dispute')
      ? '/match/:id/dispute'
      : '/match/:id'
  const own = matchRoutes.find((r) => r.path === path)
  if (own === undefined) throw new Error(`no route for ${route}`)
  return renderWithProviders(own.element, {
    route,
    path,
    routes: matchRoutes.filter((r) => r !== own),
  })
}

describe('reporting a result', () => {
  test('the away manager reports 0–1 with its scorer: the page shows it awaiting the home side', async () => {
    const { unreported: match } = openMatches()
    await signInAs(managerOf(match.awayTeamId))
    const { user } = renderAt(`/match/${match.id}/report`)
    await screen.findByRole('heading', { level: 1, name: 'Report the result' })
    const home = db.teams.findFirst((q) => q.where({ id: match.homeTeamId }))?.name ?? ''
    const away = db.teams.findFirst((q) => q.where({ id: match.awayTeamId }))?.name ?? ''
    await user.type(screen.getByLabelText(`Goals of ${home}`), '0')
    await user.type(screen.getByLabelText(`Goals of ${away}`), '1')
    // One goal typed for the reporting side: one goal row.
    const minute = await screen.findByLabelText('Goal 1: minute')
    await user.type(minute, '57')
    const scorer = screen.getByLabelText('Goal 1: scorer')
    const firstOption = within(scorer).getAllByRole('option')[1]
    await user.selectOptions(scorer, firstOption?.textContent ?? '')
    await user.selectOptions(
      screen.getByLabelText('Man of the match'),
      firstOption?.textContent ?? '',
    )
    await user.click(screen.getByRole('button', { name: 'Send the report' }))

    expect(await screen.findByText('Awaiting confirmation')).toBeVisible()
    expect(screen.getByText(`${away} reported ${home} 0–1 ${away}.`)).toBeVisible()
    const report = db.resultReports.findFirst((q) => q.where({ matchId: match.id }))
    expect(report).toMatchObject({ homeScore: 0, awayScore: 1, state: 'pending' })
    expect(report?.goals).toEqual([
      { minute: 57, scorerId: expect.any(Number) as number, assistId: null },
    ])
  })

  test('a player who left the roster meanwhile is refused on their row, and nothing is saved', async () => {
    const { unreported: match } = openMatches()
    await signInAs(managerOf(match.homeTeamId))
    const { user } = renderAt(`/match/${match.id}/report`)
    await screen.findByRole('heading', { level: 1, name: 'Report the result' })
    const home = db.teams.findFirst((q) => q.where({ id: match.homeTeamId }))?.name ?? ''
    const away = db.teams.findFirst((q) => q.where({ id: match.awayTeamId }))?.name ?? ''
    await user.type(screen.getByLabelText(`Goals of ${home}`), '0')
    await user.type(screen.getByLabelText(`Goals of ${away}`), '0')
    const motm = screen.getByLabelText('Man of the match')
    const last = within(motm).getAllByRole('option').at(-1)?.textContent ?? ''
    await user.selectOptions(motm, last)
    // The last player of the line-up leaves the team while the form is open.
    const leaver = db.users.findFirst((q) => q.where({ username: last }))
    await db.memberships.deleteMany((q) => q.where({ userId: leaver?.id ?? 0 }))
    await user.click(screen.getByRole('button', { name: 'Send the report' }))

    const row = screen.getByRole('group', { name: last })
    expect(await within(row).findByText('This player is not on the team’s roster.')).toBeVisible()
    expect(db.resultReports.findFirst((q) => q.where({ matchId: match.id }))).toBeUndefined()
  })

  test('a line-up too short says so; a score that is not a whole number lays out no more goal rows', async () => {
    const { unreported: match } = openMatches()
    await signInAs(managerOf(match.homeTeamId))
    const { user } = renderAt(`/match/${match.id}/report`)
    await screen.findByRole('heading', { level: 1, name: 'Report the result' })
    const home = db.teams.findFirst((q) => q.where({ id: match.homeTeamId }))?.name ?? ''
    // "2" lays out two rows; "2.5" is no score, and leaves them as they were.
    await user.type(screen.getByLabelText(`Goals of ${home}`), '2.5')
    expect(screen.getByLabelText('Goal 2: minute')).toBeVisible()
    expect(screen.queryByLabelText('Goal 3: minute')).toBeNull()
    const lineup = screen.getByRole('group', { name: 'Line-up' })
    while (within(lineup).getAllByRole('button', { name: /^Take .+ off$/ }).length > 4) {
      await user.click(
        within(lineup).getAllByRole('button', { name: /^Take .+ off$/ })[0] as HTMLElement,
      )
    }
    await user.click(screen.getByRole('button', { name: 'Send the report' }))
    expect(await within(lineup).findByText('A line-up has 5 to 11 players.')).toBeVisible()
    expect(db.resultReports.findFirst((q) => q.where({ matchId: match.id }))).toBeUndefined()
  })

  test('the screenshots’ size limit reads in the page’s language, not the browser’s', async () => {
    const { unreported: match } = openMatches()
    await signInAs(managerOf(match.awayTeamId))
    await i18n.changeLanguage('es')
    renderAt(`/match/${match.id}/report`)
    expect(await screen.findByText(/de 0,5 MB cada una/)).toBeVisible()
  })

  test('a player who manages neither side is told why and shown the way back', async () => {
    const { unreported: match } = openMatches()
    await signInAs('demo')
    renderAt(`/match/${match.id}/report`)
    expect(
      await screen.findByText(
        'Only a manager or assistant manager of one of the two teams can report this result.',
      ),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'Back to the match' })).toHaveAttribute(
      'href',
      `/match/${match.id}`,
    )
  })
})

describe('answering a report', () => {
  test("the page's arrival leaves focus where it is: only a decision moves it", async () => {
    const { awaiting: match } = openMatches()
    renderAt(`/match/${match.id}`)
    expect(await screen.findByText('Awaiting confirmation')).toBeVisible()
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveFocus()
  })

  test('the other side confirms after being asked: the result is final', async () => {
    const { awaiting: match } = openMatches()
    const report = db.resultReports.findFirst((q) => q.where({ matchId: match.id }))
    const answering = report?.teamId === match.homeTeamId ? match.awayTeamId : match.homeTeamId
    await signInAs(managerOf(answering))
    const { user } = renderAt(`/match/${match.id}`)
    await user.click(await screen.findByRole('button', { name: 'Confirm the result' }))
    const dialog = await screen.findByRole('alertdialog')
    await user.click(within(dialog).getByRole('button', { name: 'Confirm the result' }))
    expect(await screen.findByText('Confirmed')).toBeVisible()
    expect(db.matches.findFirst((q) => q.where({ id: match.id }))?.status).toBe('played')
    // The buttons are gone: the reader is brought to the scoreboard, which reads the result.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus())
  })

  test('the other side disputes with a score and a reason: the match waits for staff', async () => {
    const { awaiting: match } = openMatches()
    const report = db.resultReports.findFirst((q) => q.where({ matchId: match.id }))
    const answering = report?.teamId === match.homeTeamId ? match.awayTeamId : match.homeTeamId
    await signInAs(managerOf(answering))
    const { user } = renderAt(`/match/${match.id}/dispute`)
    const reason = await screen.findByLabelText('Why you dispute it')
    await user.click(screen.getByRole('button', { name: 'Send the dispute' }))
    expect(await screen.findByText('Say why in 10 to 500 characters.')).toBeVisible()
    await user.type(reason, 'Their keeper was not on the roster that night.')
    await user.click(screen.getByRole('button', { name: 'Send the dispute' }))
    expect(await screen.findByText('Disputed')).toBeVisible()
    expect(screen.getByText('Their keeper was not on the roster that night.')).toBeVisible()
  })
})

describe('league staff', () => {
  test('the queue lists what waits; staff accept one side of a dispute from its page', async () => {
    const { disputed: match } = openMatches()
    await signInAs('gvl_admin')
    const view = renderWithProviders(<StaffQueueScreen />, { route: '/staff' })
    const list = await screen.findByRole('region', { name: 'Waiting for staff' })
    expect(await within(list).findByText('Disputed')).toBeVisible()
    expect(within(list).getByText('No report')).toBeVisible()
    view.unmount()

    const dispute = db.resultReports
      .findMany((q) => q.where({ matchId: match.id }))
      .find((r) => r.reason !== null)
    const team = db.teams.findFirst((q) => q.where({ id: dispute?.teamId ?? 0 }))?.name ?? ''
    const { user } = renderAt(`/match/${match.id}`)
    await user.click(
      await screen.findByRole('button', { name: new RegExp(`^Accept .+ \\(${team}\\)$`) }),
    )
    const dialog = await screen.findByRole('alertdialog')
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }))
    expect(await screen.findByText('Confirmed')).toBeVisible()
    expect(screen.getByText(/^Settled by/)).toBeVisible()
  })

  test('staff award a forfeit for a match nobody reported', async () => {
    const { unreported: match } = openMatches()
    await signInAs('gvl_admin')
    const home = db.teams.findFirst((q) => q.where({ id: match.homeTeamId }))?.name ?? ''
    const { user } = renderAt(`/match/${match.id}`)
    await user.click(await screen.findByRole('button', { name: `Award the match to ${home}` }))
    const dialog = await screen.findByRole('alertdialog')
    await user.click(within(dialog).getByRole('button', { name: 'Award the forfeit' }))
    expect(await screen.findByText('Forfeit')).toBeVisible()
    // Staff's decisions stay on a final result (an edit, another forfeit): focus stays with them.
    expect(screen.getByRole('button', { name: `Award the match to ${home}` })).toHaveFocus()
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('3–0'))
  })
})
