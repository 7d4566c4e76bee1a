/**
 * The requests to join a team on its own page (the managers' Pending tab): answered there as on
 * /invitations, and the roster on the same page follows at once.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { server } from '@mocks/node'
import { TeamScreen } from '@/features/teams/TeamScreen'
import { renderWithProviders, signInAs } from '../../utils/render'

const PATH = '/team/:id'
const PENDING = '/team/1?tab=pending'

const requestsPanel = () => screen.findByRole('region', { name: 'Requests to join' })

/** The roster on the Team tab: its caption counts the players. */
async function rosterOnTeamTab(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(screen.getByRole('tab', { name: 'Team' }))
  return screen.findByRole('table', { name: /Northside Rovers roster/ })
}

test('a manager accepts a request on the team page, and the roster lists the player at once', async () => {
  await signInAs('rivera_fc')
  const { user } = renderWithProviders(<TeamScreen />, { route: PENDING, path: PATH })
  const panel = within(await requestsPanel())
  expect(panel.getByRole('link', { name: 'All requests to join' })).toHaveAttribute(
    'href',
    '/invitations?box=requests',
  )
  const viper = within(await panel.findByRole('article', { name: 'Viper_Skrill' }))
  // Only the pending one: the declined, withdrawn and expired requests stay on /invitations.
  expect(panel.getAllByRole('article')).toHaveLength(1)
  await user.click(viper.getByRole('button', { name: 'Accept' }))

  expect(await panel.findByText('Viper_Skrill joined Northside Rovers.')).toBeVisible()
  // The Accept button is gone: the focus is on the line that says what happened.
  await waitFor(() => expect(panel.getByRole('status')).toHaveFocus())
  expect(panel.getByRole('link', { name: 'See the roster' })).toHaveAttribute(
    'href',
    '/team/1?tab=roster',
  )
  // Answered, it leaves the pending ones.
  expect(
    await panel.findByText(/^No requests to join\. Players on no team can ask to join/),
  ).toBeVisible()

  const roster = await rosterOnTeamTab(user)
  expect(roster).toHaveAccessibleName(/17 of 18 players/)
  expect(within(roster).getByRole('rowheader', { name: /Viper_Skrill/ })).toBeVisible()
})

test('a manager declines a request after confirming, and the roster stays as it was', async () => {
  await signInAs('rivera_fc')
  const { user } = renderWithProviders(<TeamScreen />, { route: PENDING, path: PATH })
  const panel = within(await requestsPanel())
  const viper = within(await panel.findByRole('article', { name: 'Viper_Skrill' }))
  await user.click(viper.getByRole('button', { name: 'Decline' }))
  const dialog = await screen.findByRole('alertdialog', { name: "Decline Viper_Skrill's request?" })
  await user.click(within(dialog).getByRole('button', { name: 'Decline request' }))

  expect(
    await panel.findByText("You declined Viper_Skrill's request to join Northside Rovers."),
  ).toBeVisible()
  await waitFor(() => expect(panel.queryByRole('article', { name: 'Viper_Skrill' })).toBeNull())

  const roster = await rosterOnTeamTab(user)
  expect(roster).toHaveAccessibleName(/16 of 18 players/)
  expect(within(roster).queryByRole('rowheader', { name: /Viper_Skrill/ })).toBeNull()
})

test('a co-manager answers the requests too', async () => {
  await signInAs('xSweeper5')
  renderWithProviders(<TeamScreen />, { route: PENDING, path: PATH })
  const panel = within(await requestsPanel())
  const viper = within(await panel.findByRole('article', { name: 'Viper_Skrill' }))
  expect(viper.getByRole('button', { name: 'Accept' })).toBeVisible()
})

test("a player of the team sees none of the team's requests", async () => {
  await signInAs('demo')
  renderWithProviders(<TeamScreen />, { route: PENDING, path: PATH })
  expect(await screen.findByRole('button', { name: 'Leave team' })).toBeVisible()
  expect(screen.queryByRole('tab')).toBeNull()
  expect(screen.queryByRole('region', { name: 'Requests to join' })).toBeNull()
})

test('requests that did not load say so, and Try again asks again', async () => {
  server.use(
    http.get('*/api/me/join-requests', () => new HttpResponse(null, { status: 500 }), {
      once: true,
    }),
  )
  await signInAs('rivera_fc')
  const { user } = renderWithProviders(<TeamScreen />, { route: PENDING, path: PATH })
  const panel = within(await requestsPanel())
  expect(await panel.findByRole('alert')).toHaveTextContent(
    'The requests to join did not load. Try again.',
  )
  // The team's invitations, asked apart, show all the same.
  expect(await screen.findByRole('article', { name: 'lone_wolf' })).toBeVisible()
  await user.click(panel.getByRole('button', { name: 'Try again' }))
  expect(await panel.findByRole('article', { name: 'Viper_Skrill' })).toBeVisible()
})
