import { screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { server } from '@mocks/node'
import { setScenario } from '@mocks/scenarios'
import type { MyRegistrationsResponse } from '@/api/contracts/registrations'
import { useGetCompetitionTeamsQuery } from '@/api/endpoints/competitionsApi'
import { RegisterTeamScreen } from '@/features/teamRegistration/RegisterTeamScreen'
import { i18n } from '@/locales/i18n'
import {
  eligibilityAnswers,
  ineligibleError,
  registeringAnswers,
  rosterProblemsEligibility,
  waitlistedEligibility,
  waitlistedRegistration,
} from '../../../stories/features/teamRegistration/fixtures'
import { renderWithProviders, signInAs } from '../../utils/render'

const SUMMER = 'GVL Premier Division — Summer 2026'
const ELITE = 'GVL Elite Series — Summer 2026'

/** What the competition page's Teams tab shows of Northside Rovers in the Summer Premier Division. */
function SummerTeamsTab() {
  const teams = useGetCompetitionTeamsQuery(6)
  if (!teams.data) return null
  const rovers = teams.data.items.find((item) => item.team.id === 1)
  return <p data-testid="teams-tab">{rovers ? rovers.status : 'not listed'}</p>
}

const renderScreen = (route = '/register-team') =>
  renderWithProviders(
    <>
      <RegisterTeamScreen />
      <SummerTeamsTab />
    </>,
    { route, path: '/register-team' },
  )

/** The check's row in the checklist: its name, the word for its outcome, and its reason. */
async function checkItem(name: string) {
  const list = await screen.findByRole('list', { name: 'Eligibility checks' })
  const item = within(list)
    .getAllByRole('listitem')
    .find((row) => within(row).queryByText(name) !== null)
  if (!item) throw new Error(`No check named ${name}`)
  return item
}

async function myRegistrations(token: string): Promise<MyRegistrationsResponse> {
  const response = await fetch('http://localhost/api/me/registrations', {
    headers: { Authorization: `Bearer ${token}` },
  })
  return (await response.json()) as MyRegistrationsResponse
}

test('the competition from the URL is chosen, and each check shows as passed or failed with its reason', async () => {
  await signInAs('rivera_fc')
  renderScreen('/register-team?competition=7')
  expect(await screen.findByRole('heading', { level: 1, name: 'Register a team' })).toBeVisible()
  expect(await screen.findByRole('radio', { name: ELITE })).toBeChecked()
  expect(screen.getByRole('radio', { name: SUMMER })).not.toBeChecked()
  expect(within(await checkItem('Registration open')).getByText('Passed')).toBeVisible()
  const roster = within(await checkItem('Roster size'))
  expect(roster.getByText('Passed')).toBeVisible()
  expect(roster.getByText(/^The roster has \d+ players \(12 to 18 needed\)\.$/)).toBeVisible()
  const premium = within(await checkItem('GVL Premium'))
  expect(premium.getByText('Failed')).toBeVisible()
  expect(
    premium.getByText('Only a manager with GVL Premium can register a team for this competition.'),
  ).toBeVisible()
  const capacity = within(await checkItem('Places left'))
  expect(capacity.getByText('Warning')).toBeVisible()
  expect(
    capacity.getByText(
      'The competition is full (8 of 8): the registration would go on the waitlist.',
    ),
  ).toBeVisible()
  expect(
    screen.getByText('Northside Rovers cannot register yet: fix the failed checks first.'),
  ).toBeVisible()
  expect(screen.queryByRole('button', { name: 'Register Northside Rovers' })).toBeNull()
})

test('choosing a competition puts it in the URL', async () => {
  await signInAs('rivera_fc')
  const { user, router } = renderScreen()
  await user.click(await screen.findByRole('radio', { name: SUMMER }))
  expect(router.state.location.search).toBe('?competition=6')
  const registered = within(await checkItem('Not registered yet'))
  expect(registered.getByText('Failed')).toBeVisible()
  expect(
    registered.getByText('The team has already registered; the league has not decided yet.'),
  ).toBeVisible()
})

test('withdraw (after a confirmation) removes the registration; registering again makes it pending', async () => {
  const { token } = await signInAs('rivera_fc')
  const { user } = renderScreen('/register-team?competition=6')
  const card = within(await screen.findByRole('article', { name: SUMMER }))
  expect(card.getByText('Pending')).toBeVisible()
  await user.click(card.getByRole('button', { name: `Withdraw from ${SUMMER}` }))
  const dialog = within(
    await screen.findByRole('alertdialog', { name: `Withdraw from ${SUMMER}?` }),
  )
  expect(dialog.getByRole('button', { name: 'Keep it' })).toHaveFocus()
  await user.click(dialog.getByRole('button', { name: 'Withdraw registration' }))
  expect(await screen.findByText(`Northside Rovers withdrew from ${SUMMER}.`)).toBeVisible()
  await waitFor(() => expect(screen.queryByRole('article', { name: SUMMER })).toBeNull())
  await waitFor(() => expect(screen.getByTestId('teams-tab')).toHaveTextContent('not listed'))
  expect((await myRegistrations(token)).items.some((r) => r.competition.id === 6)).toBe(false)

  // The checks run again: the team may register now.
  const submit = await screen.findByRole('button', { name: 'Register Northside Rovers' })
  expect(
    screen.getByText(
      'Northside Rovers can register. The league then accepts or rejects the registration.',
    ),
  ).toBeVisible()
  await user.click(submit)
  expect(
    await screen.findByText(
      `Northside Rovers is registered for ${SUMMER}. The registration is pending until the league decides.`,
    ),
  ).toBeVisible()
  // The button went away with the new checks: the focus is on what happened.
  await waitFor(() => expect(screen.getByRole('status')).toHaveFocus())
  await waitFor(() => expect(screen.getByTestId('teams-tab')).toHaveTextContent('pending'))
  expect(
    await screen.findByText(
      "Northside Rovers is already registered for this competition: its status is under My team's registrations.",
    ),
  ).toBeVisible()
  const again = within(await screen.findByRole('article', { name: SUMMER }))
  expect(again.getByText('Pending')).toBeVisible()
  const mine = await myRegistrations(token)
  expect(mine.items[0]).toMatchObject({ status: 'pending', competition: { id: 6 } })
})

test('a full competition puts the registration on the waitlist', async () => {
  await signInAs('rivera_fc')
  server.use(
    eligibilityAnswers(waitlistedEligibility),
    registeringAnswers(201, { registration: waitlistedRegistration }),
  )
  const { user } = renderScreen('/register-team?competition=7')
  expect(
    await screen.findByText(
      'Northside Rovers can register, but the competition is full: the registration would go on the waitlist.',
    ),
  ).toBeVisible()
  expect(within(await checkItem('GVL Premium')).getByText('Passed')).toBeVisible()
  await user.click(screen.getByRole('button', { name: 'Register Northside Rovers' }))
  expect(
    await screen.findByText(`Northside Rovers is on the waitlist of ${ELITE} (position 3).`),
  ).toBeVisible()
})

test('a 422 registration_ineligible shows the checks that failed', async () => {
  await signInAs('rivera_fc')
  server.use(eligibilityAnswers(waitlistedEligibility), registeringAnswers(422, ineligibleError))
  const { user } = renderScreen('/register-team?competition=7')
  await user.click(await screen.findByRole('button', { name: 'Register Northside Rovers' }))
  const alert = within(await screen.findByRole('alert'))
  expect(alert.getByText('Northside Rovers cannot register: these checks failed.')).toBeVisible()
  expect(alert.getByText('No suspended players')).toBeVisible()
  expect(alert.getByText('Failed')).toBeVisible()
  expect(alert.getByText('Suspended: CDM_Marcus (match ban, 2 matches left).')).toBeVisible()
})

test('roster problems name the players', async () => {
  await signInAs('rivera_fc')
  server.use(eligibilityAnswers(rosterProblemsEligibility))
  renderScreen('/register-team?competition=6')
  const suspensions = within(await checkItem('No suspended players'))
  expect(suspensions.getByText('Failed')).toBeVisible()
  expect(
    suspensions.getByText(
      'Suspended: CDM_Marcus (match ban, 1 match left) and RedCard_Rico (competition ban until Jun 30, 2026).',
    ),
  ).toBeVisible()
  expect(
    within(await checkItem('Platform')).getByText(
      'Not on PlayStation: BoxToBox_Ben (Xbox) and PCwizard (PC).',
    ),
  ).toBeVisible()
  expect(
    within(await checkItem('Roster size')).getByText(
      'The roster has 10 players; at least 12 are needed.',
    ),
  ).toBeVisible()
})

test('a one-player roster is worded in the singular, in both languages', async () => {
  await signInAs('rivera_fc')
  const onePlayer = {
    ...rosterProblemsEligibility,
    checks: rosterProblemsEligibility.checks.map((check) =>
      check.check === 'roster_size' ? { ...check, details: { count: 1, min: 12, max: 18 } } : check,
    ),
  }
  server.use(eligibilityAnswers(onePlayer))
  renderScreen('/register-team?competition=6')
  expect(
    within(await checkItem('Roster size')).getByText(
      'The roster has 1 player; at least 12 are needed.',
    ),
  ).toBeVisible()
  await i18n.changeLanguage('es')
  expect(
    await screen.findByText('La plantilla tiene 1 jugador; se necesitan al menos 12.'),
  ).toBeVisible()
})

test('reads in Spanish, with numbers, dates and lists in Spanish', async () => {
  await i18n.changeLanguage('es')
  await signInAs('rivera_fc')
  server.use(eligibilityAnswers(rosterProblemsEligibility))
  renderScreen('/register-team?competition=6')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Inscribir un equipo' }),
  ).toBeVisible()
  expect(
    await screen.findByText(
      'Sancionados: CDM_Marcus (suspensión, le queda 1 partido) y RedCard_Rico (excluido de la competición hasta el 30 jun 2026).',
    ),
  ).toBeVisible()
  expect(screen.getAllByText('No cumplido')).toHaveLength(3)
})

test('a player who does not manage the team is told who does, and sees the registrations', async () => {
  await signInAs('demo')
  renderScreen('/register-team?competition=6')
  expect(
    await screen.findByRole('heading', { name: 'Only a manager can register Northside Rovers' }),
  ).toBeVisible()
  expect(await screen.findByRole('link', { name: 'rivera_fc (manager)' })).toHaveAttribute(
    'href',
    '/profile/2',
  )
  expect(screen.queryByRole('radio')).toBeNull()
  const card = within(await screen.findByRole('article', { name: SUMMER }))
  expect(card.getByText('Pending')).toBeVisible()
  expect(card.queryByRole('button', { name: /Withdraw/ })).toBeNull()
})

test('a player without a team is offered to create one', async () => {
  await signInAs('lone_wolf')
  renderScreen()
  expect(await screen.findByText('You are not on a team yet')).toBeVisible()
  expect(screen.getByRole('link', { name: 'Create a team' })).toHaveAttribute(
    'href',
    '/create-team',
  )
})

test('a failing registrations area shows an error with a retry', async () => {
  await signInAs('rivera_fc')
  setScenario({ failing: ['registrations'] })
  renderScreen()
  expect(await screen.findByText('Your registrations could not be loaded.')).toBeVisible()
  expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible()
  setScenario({ failing: [] })
})
