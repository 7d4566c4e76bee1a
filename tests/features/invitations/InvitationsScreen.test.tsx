import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { server } from '@mocks/node'
import { setScenario } from '@mocks/scenarios'
import type { MyProfile } from '@/api/contracts/accounts'
import { useGetMeQuery } from '@/api/endpoints/meApi'
import { InvitationsScreen } from '@/features/invitations/InvitationsScreen'
import { renderWithProviders, signInAs } from '../../utils/render'

/** What another part of the app (the navigation, the dashboard) shows from the shared GET /api/me. */
function MyTeamElsewhere() {
  const me = useGetMeQuery()
  return <p data-testid="my-team">{me.data ? (me.data.team?.name ?? 'No team') : ''}</p>
}

const renderScreen = (route = '/invitations') =>
  renderWithProviders(
    <>
      <InvitationsScreen />
      <MyTeamElsewhere />
    </>,
    { route, path: '/invitations' },
  )

const card = (name: string) => screen.findByRole('article', { name })

test("shows demo's received invitations, with the team, inviter, message, dates and status", async () => {
  await signInAs('demo')
  renderScreen()
  const lonestar = await card('Lone Star FC')
  const view = within(lonestar)
  expect(view.getByRole('link', { name: 'Lone Star FC' })).toHaveAttribute('href', '/team/3')
  expect(view.getByRole('link', { name: 'xTekkers2' })).toHaveAttribute('href', '/profile/182')
  expect(view.getByText(/Saw your CAM display against us last season/)).toBeVisible()
  expect(view.getByText('Mar 11, 2026, 4:25 PM UTC')).toBeVisible()
  expect(view.getByText('in 11 days (Mar 25, 2026, 4:25 PM UTC)')).toBeVisible()
  expect(view.getByText('Pending')).toBeVisible()
  // demo manages no team: no Sent box.
  expect(screen.queryByRole('tab')).toBeNull()
})

test('a player on a team cannot accept, is told why and where their team is', async () => {
  await signInAs('demo')
  renderScreen()
  expect(await screen.findByText('You already play for Northside Rovers')).toBeVisible()
  expect(screen.getByRole('link', { name: 'Go to Northside Rovers' })).toHaveAttribute(
    'href',
    '/team/1',
  )
  const view = within(await card('Golden Gate Athletic'))
  expect(view.queryByRole('button', { name: 'Accept' })).toBeNull()
  expect(view.getByText('You can accept once you have left Northside Rovers.')).toBeVisible()
  expect(view.getByRole('button', { name: 'Decline' })).toBeVisible()
})

test('accepting joins the team: GET /api/me now shows it, and the screen says so', async () => {
  const { token } = await signInAs('lone_wolf')
  const { user } = renderScreen()
  const view = within(await card('Northside Rovers'))
  expect(screen.getByTestId('my-team')).toHaveTextContent('No team')
  await user.click(view.getByRole('button', { name: 'Accept' }))
  // Everything that reads the shared profile updates at once.
  await waitFor(() => expect(screen.getByTestId('my-team')).toHaveTextContent('Northside Rovers'))
  const notice = await screen.findByText('You joined Northside Rovers. Welcome to the squad!')
  // The invitations' own status line (the requests to join below have theirs).
  const status = within(
    screen.getByRole('region', { name: 'Invitations you received' }),
  ).getAllByRole('status')[0]
  expect(status).toContainElement(notice)
  expect(status).toHaveFocus()
  expect(await view.findByText('Accepted')).toBeVisible()
  expect(view.queryByRole('button', { name: 'Accept' })).toBeNull()

  const me = (await (
    await fetch('http://localhost/api/me', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as MyProfile
  expect(me.team).toMatchObject({ name: 'Northside Rovers', role: 'player' })
  expect(me.freeAgent).toBe(false)
})

test('declining asks to confirm first; keeping it changes nothing', async () => {
  await signInAs('demo')
  const { user } = renderScreen()
  const view = within(await card('Golden Gate Athletic'))
  await user.click(view.getByRole('button', { name: 'Decline' }))
  let dialog = await screen.findByRole('alertdialog', {
    name: "Decline Golden Gate Athletic's invitation?",
  })
  expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus()
  await user.click(within(dialog).getByRole('button', { name: 'Keep it' }))
  expect(screen.queryByRole('alertdialog')).toBeNull()
  expect(view.getByRole('button', { name: 'Decline' })).toHaveFocus()
  expect(view.getByText('Pending')).toBeVisible()

  await user.click(view.getByRole('button', { name: 'Decline' }))
  dialog = await screen.findByRole('alertdialog')
  await user.click(within(dialog).getByRole('button', { name: 'Decline invitation' }))
  expect(await screen.findByText("You declined Golden Gate Athletic's invitation.")).toBeVisible()
  expect(await view.findByText('Declined')).toBeVisible()
  expect(view.queryByRole('button', { name: 'Decline' })).toBeNull()
})

test('while a decline runs, Accept waits: the card takes one answer at a time', async () => {
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  server.use(
    http.post('*/api/invitations/:id/decline', async () => {
      await held
      return HttpResponse.json(
        { error: 'The service is busy.', code: 'service_unavailable' },
        { status: 503 },
      )
    }),
  )
  await signInAs('lone_wolf')
  const { user } = renderScreen()
  const view = within(await card('Northside Rovers'))
  await user.click(view.getByRole('button', { name: 'Decline' }))
  const dialog = await screen.findByRole('alertdialog')
  await user.click(within(dialog).getByRole('button', { name: 'Decline invitation' }))
  expect(await view.findByRole('button', { name: /Declining/ })).toBeVisible()
  expect(view.getByRole('button', { name: 'Accept' })).toBeDisabled()
  release()
  expect(await view.findByRole('alert')).toBeVisible()
  // The refusal and the mutation's end reach the card in separate renders.
  await waitFor(() => expect(view.getByRole('button', { name: 'Accept' })).toBeEnabled())
})

test("a full roster is explained in the player's language", async () => {
  server.use(
    http.post('*/api/invitations/:id/accept', () =>
      HttpResponse.json({ error: 'The roster is full.', code: 'roster_full' }, { status: 409 }),
    ),
  )
  await signInAs('lone_wolf')
  const { user } = renderScreen()
  const view = within(await card('Northside Rovers'))
  await user.click(view.getByRole('button', { name: 'Accept' }))
  expect(await view.findByRole('alert')).toHaveTextContent(
    "The Northside Rovers roster is full, so you can't join right now.",
  )
  expect(view.getByRole('button', { name: 'Accept' })).toBeVisible()
})

test('a manager sees the Sent box from the URL, paged, and can cancel after confirming', async () => {
  await signInAs('rivera_fc')
  const { user, router } = renderScreen('/invitations?box=sent')
  expect(await screen.findByRole('tab', { name: 'Sent' })).toHaveAttribute('aria-selected', 'true')
  expect(
    await screen.findByRole('heading', { name: 'Invitations Northside Rovers sent' }),
  ).toBeVisible()
  expect(await screen.findByText('Page 1 of 2')).toBeVisible()
  await user.click(screen.getByRole('button', { name: 'Next' }))
  expect(await screen.findByText('Page 2 of 2')).toBeVisible()
  expect(router.state.location.search).toBe('?box=sent&page=2')
  await user.click(screen.getByRole('button', { name: 'Previous' }))

  const view = within(await card('lone_wolf'))
  await user.click(view.getByRole('button', { name: 'Cancel invitation' }))
  const dialog = await screen.findByRole('alertdialog', {
    name: 'Cancel the invitation to lone_wolf?',
  })
  await user.click(within(dialog).getByRole('button', { name: 'Cancel invitation' }))
  expect(await screen.findByText('You cancelled the invitation to lone_wolf.')).toBeVisible()
  expect(await view.findByText('Cancelled')).toBeVisible()
})

test('switching boxes writes the box to the URL', async () => {
  await signInAs('rivera_fc')
  const { user, router } = renderScreen()
  await user.click(await screen.findByRole('tab', { name: 'Sent' }))
  expect(router.state.location.search).toBe('?box=sent')
  expect(
    await screen.findByRole('heading', { name: 'Invitations Northside Rovers sent' }),
  ).toBeVisible()
})

test('a page past the end offers the first page', async () => {
  await signInAs('demo')
  const { user } = renderScreen('/invitations?page=4')
  expect(await screen.findByText('There is nothing on this page')).toBeVisible()
  await user.click(screen.getByRole('link', { name: 'Go to the first page' }))
  expect(await screen.findByRole('article', { name: 'Lone Star FC' })).toBeVisible()
})

test('empty boxes say what to do next', async () => {
  setScenario({ empty: ['invitations'] })
  await signInAs('lone_wolf')
  renderScreen()
  expect(await screen.findByText('No invitations yet')).toBeVisible()
  expect(screen.getByRole('link', { name: 'Edit your profile' })).toHaveAttribute(
    'href',
    '/edit-profile',
  )
})

test("an empty Sent box points a manager to the players' list", async () => {
  setScenario({ empty: ['invitations'] })
  await signInAs('rivera_fc')
  renderScreen('/invitations?box=sent')
  expect(await screen.findByText('No invitations sent')).toBeVisible()
  expect(screen.getByRole('link', { name: 'Browse players' })).toHaveAttribute(
    'href',
    '/players?freeAgent=true',
  )
})

test('a failed load can be retried', async () => {
  setScenario({ failing: ['invitations'] })
  await signInAs('demo')
  const { user } = renderScreen()
  // The invitations and the requests to join are one area of the API: both boxes fail, each alone.
  const invitations = within(
    await screen.findByRole('region', { name: 'Invitations you received' }),
  )
  expect(await invitations.findByRole('alert')).toBeVisible()
  setScenario({ failing: [] })
  await user.click(invitations.getByRole('button', { name: 'Try again' }))
  expect(await screen.findByRole('heading', { name: 'Lone Star FC' })).toBeVisible()
})

test("a player's requests to join sit under their invitations; withdrawing asks first, then says so", async () => {
  await signInAs('lone_wolf')
  const { user } = renderScreen()
  const mine = within(await screen.findByRole('region', { name: 'Your requests to join' }))
  const request = within(await mine.findByRole('article', { name: 'Emerald Coast United' }))
  expect(request.getByText('Pending')).toBeVisible()
  expect(screen.queryByRole('tab')).toBeNull()

  await user.click(request.getByRole('button', { name: 'Withdraw' }))
  const dialog = await screen.findByRole('alertdialog', {
    name: 'Withdraw your request to join Emerald Coast United?',
  })
  await user.click(within(dialog).getByRole('button', { name: 'Withdraw request' }))
  expect(
    await mine.findByText('You withdrew your request to join Emerald Coast United.'),
  ).toBeVisible()
  expect(await request.findByText('Withdrawn on')).toBeVisible()
})

test('only a manager has the Requests to join tab: a player sent there reads their own page', async () => {
  await signInAs('lone_wolf')
  renderScreen('/invitations?box=requests')
  expect(await screen.findByRole('region', { name: 'Your requests to join' })).toBeVisible()
  expect(screen.queryByRole('tab')).toBeNull()
})

test('a manager accepts a request from the URL’s tab: the player joins the team, and the list says so', async () => {
  await signInAs('rivera_fc')
  const { user, router } = renderScreen()
  await user.click(await screen.findByRole('tab', { name: 'Requests to join' }))
  expect(router.state.location.search).toBe('?box=requests')
  const viper = within(await card('Viper_Skrill'))
  await user.click(viper.getByRole('button', { name: 'Accept' }))
  expect(await screen.findByText('Viper_Skrill joined Northside Rovers.')).toBeVisible()
  expect(await viper.findByText('Accepted on')).toBeVisible()
  expect(viper.getByRole('link', { name: 'rivera_fc' })).toHaveAttribute('href', '/profile/2')
})

test('switching boxes starts both lists on their first page', async () => {
  await signInAs('rivera_fc')
  const { user, router } = renderScreen('/invitations?box=sent&page=2&requestsPage=2')
  await user.click(await screen.findByRole('tab', { name: 'Requests to join' }))
  expect(router.state.location.search).toBe('?box=requests')
})
