import { screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { setScenario } from '@mocks/scenarios'
import { i18n } from '@/locales/i18n'
import { DashboardScreen } from '@/features/dashboard/DashboardScreen'
import { renderWithProviders, signInAs } from '../../utils/render'

const renderDashboard = async (username: string) => {
  await signInAs(username)
  const view = renderWithProviders(<DashboardScreen />, { route: '/dashboard', path: '/dashboard' })
  // Every section has answered: no skeleton is left.
  await waitFor(() => expect(screen.queryAllByRole('status')).toHaveLength(0))
  return view
}

const region = (name: string) => screen.getByRole('region', { name })

test('greets demo and shows his team, fixtures, invitations, strikes and Premium', async () => {
  await renderDashboard('demo')
  expect(screen.getByRole('heading', { level: 1, name: 'Hi, demo' })).toBeVisible()

  const team = within(region('My team'))
  expect(team.getByRole('link', { name: 'Northside Rovers' })).toHaveAttribute('href', '/team/1')
  expect(team.getByText('Player')).toBeVisible()

  const fixtures = within(region('Next fixtures'))
  expect(fixtures.getByText('Kick-off in 8 hours')).toBeVisible()
  expect(fixtures.getByText('Kick-off in 3 days')).toBeVisible()
  expect(fixtures.getByRole('link', { name: 'Bayou Strikers' })).toBeVisible()

  const invitations = within(region('Pending invitations'))
  expect(invitations.getByText('2 pending')).toBeVisible()
  expect(invitations.getByRole('link', { name: 'Lone Star FC' })).toHaveAttribute('href', '/team/3')
  expect(invitations.getByText('Invited by xTekkers2 · Expires in 11 days')).toBeVisible()
  expect(invitations.getByRole('link', { name: 'Answer your invitations' })).toHaveAttribute(
    'href',
    '/invitations',
  )

  const discipline = within(region('Discipline'))
  expect(discipline.getByText('1 active strike')).toBeVisible()
  expect(discipline.getByRole('heading', { name: 'Conduct' })).toBeVisible()
  expect(discipline.getByText('Counts until June 9, 2026')).toBeVisible()
  expect(discipline.getByRole('link', { name: 'See my infractions' })).toHaveAttribute(
    'href',
    '/infractions',
  )

  const premium = within(region('GVL Premium'))
  expect(premium.getByText('You do not have GVL Premium.')).toBeVisible()
  expect(premium.getByRole('link', { name: 'Get GVL Premium' })).toHaveAttribute(
    'href',
    '/gvl-premium',
  )
})

test('links to every settings page; Create a team only without a team', async () => {
  await renderDashboard('demo')
  const settings = within(region('Settings and shortcuts'))
  const hrefs = settings.getAllByRole('link').map((link) => link.getAttribute('href'))
  expect(hrefs).toEqual([
    '/profile',
    '/edit-profile',
    '/account',
    '/social',
    '/avatar',
    '/invitations',
    '/infractions',
    '/register-team',
  ])
})

test("shows a manager his role and his team's registrations with their status", async () => {
  await renderDashboard('rivera_fc')
  expect(within(region('My team')).getByText('Manager')).toBeVisible()
  const registrations = within(region('Team registrations'))
  const items = registrations.getAllByRole('listitem')
  expect(items).toHaveLength(5)
  const [newest, older] = items
  if (!newest || !older) throw new Error('expected registrations')
  expect(
    within(newest).getByRole('link', { name: 'GVL Premier Division — Summer 2026' }),
  ).toHaveAttribute('href', expect.stringMatching(/^\/competition\/\d+$/))
  expect(within(newest).getByText('Pending')).toBeVisible()
  expect(within(newest).getByText(/Registered March 13, 2026 by rivera_fc/)).toBeVisible()
  expect(within(older).getByText('Accepted')).toBeVisible()
  expect(registrations.getByRole('link', { name: 'Register a team' })).toHaveAttribute(
    'href',
    '/register-team',
  )
  expect(
    within(region('GVL Premium')).getByText('Your Premium ended on February 4, 2026.'),
  ).toBeVisible()
  expect(
    within(region('Discipline')).getByText('A clean record: no infraction counts against you.'),
  ).toBeVisible()
})

test('tells a player without a team what to do next', async () => {
  await renderDashboard('lone_wolf')
  const team = within(region('My team'))
  expect(team.getByText('You are not on a team yet')).toBeVisible()
  expect(team.getByText(/You are listed as a free agent/)).toBeVisible()
  expect(team.getByRole('link', { name: 'Create a team' })).toHaveAttribute('href', '/create-team')
  expect(team.getByRole('link', { name: 'Browse competitions and their teams' })).toHaveAttribute(
    'href',
    '/competitions',
  )
  expect(team.getByRole('link', { name: 'Edit what you are looking for' })).toHaveAttribute(
    'href',
    '/edit-profile',
  )
  expect(
    within(region('Next fixtures')).getByText('Join a team to see its fixtures here.'),
  ).toBeVisible()
  expect(
    within(region('Team registrations')).getByText(
      'Once you are on a team, its competition registrations show here.',
    ),
  ).toBeVisible()
  expect(
    within(region('Pending invitations')).getByRole('link', { name: 'Northside Rovers' }),
  ).toBeVisible()
  expect(
    within(region('Settings and shortcuts')).getByRole('link', { name: 'Create a team' }),
  ).toHaveAttribute('href', '/create-team')
})

test('shows a premium player when her subscription renews', async () => {
  await renderDashboard('maya_goals')
  const premium = within(region('GVL Premium'))
  expect(premium.getByText('Premium')).toBeVisible()
  expect(
    premium.getByText('Active on the Yearly plan. It renews on August 26, 2026.'),
  ).toBeVisible()
  expect(premium.getByRole('link', { name: 'Manage GVL Premium' })).toBeVisible()
})

test('a failing section offers a retry while the others show', async () => {
  setScenario({ failing: ['infractions'] })
  const { user } = await renderDashboard('demo')
  const discipline = within(region('Discipline'))
  expect(discipline.getByRole('alert')).toHaveTextContent('temporarily unavailable')
  expect(within(region('My team')).getByRole('link', { name: 'Northside Rovers' })).toBeVisible()

  setScenario({ failing: [] })
  await user.click(discipline.getByRole('button', { name: 'Try again' }))
  expect(await discipline.findByText('1 active strike')).toBeVisible()
})

test('speaks Spanish', async () => {
  await i18n.changeLanguage('es')
  await renderDashboard('demo')
  expect(screen.getByRole('heading', { level: 1, name: 'Hola, demo' })).toBeVisible()
  expect(within(region('Próximos partidos')).getByText('Empieza dentro de 3 días')).toBeVisible()
  expect(within(region('Disciplina')).getByText('1 punto de sanción activo')).toBeVisible()
})
