import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { db } from '@mocks/db'
import { server } from '@mocks/node'
import { i18n } from '@/locales/i18n'
import { ProfileScreen } from '@/features/profile/ProfileScreen'
import { NORTHSIDE, user } from '../../mocks/seedLookup'
import { renderWithProviders, signInAs } from '../../utils/render'

const renderProfile = (id: number | string) =>
  renderWithProviders(<ProfileScreen />, { route: `/profile/${id}`, path: '/profile/:id' })

/** The value a definition list gives for a term (`PSN ID` → `maya_goals`). */
function fact(section: string, term: string): HTMLElement | undefined {
  const region = screen.getByRole('region', { name: section })
  const index = within(region)
    .getAllByRole('term')
    .findIndex((element) => element.textContent === term)
  return within(region).getAllByRole('definition')[index]
}

/** A free agent Northside Rovers has not invited: rivera_fc may invite them. */
const INVITABLE = 'PivotElmo'

test('shows a player on a team: identity, details, team, socials and stats', async () => {
  const maya = user('maya_goals')
  renderProfile(maya.id)
  expect(await screen.findByRole('heading', { level: 1, name: 'maya_goals' })).toBeVisible()
  expect(screen.getByText('Premium')).toBeVisible()
  expect(screen.getByRole('img', { name: 'Flag of United States' })).toBeVisible()

  const details = within(screen.getByRole('region', { name: 'Player details' }))
  expect(fact('Player details', 'PSN ID')).toHaveTextContent('maya_goals')
  expect(fact('Player details', 'Xbox gamertag')).toHaveTextContent('None')
  expect(details.getAllByRole('listitem')[0]).toHaveTextContent('ST Striker (main)')
  expect(details.getAllByRole('listitem')[1]).toHaveTextContent('LW Left winger')
  expect(fact('Player details', 'Preferred number')).toHaveTextContent('9')
  expect(fact('Player details', 'Joined')).toHaveTextContent('Jul 22, 2024')

  const team = within(screen.getByRole('region', { name: 'Team' }))
  expect(team.getByRole('link', { name: 'Northside Rovers' })).toHaveAttribute(
    'href',
    `/team/${NORTHSIDE().id}`,
  )
  expect(fact('Team', 'Role')).toHaveTextContent('Player')
  expect(fact('Team', 'Shirt number')).toHaveTextContent('9')

  const youtube = screen.getByRole('link', { name: '@mayagoals (opens in a new tab)' })
  expect(youtube).toHaveAttribute('href', 'https://www.youtube.com/@mayagoals')
  expect(youtube).toHaveAttribute('target', '_blank')
  expect(youtube).toHaveAttribute('rel', 'noopener noreferrer')

  const career = within(screen.getByRole('region', { name: 'Career stats' }))
  expect(fact('Career stats', 'Appearances')).toHaveTextContent('27')
  expect(fact('Career stats', 'Average rating')).toHaveTextContent('7.3')
  expect(career.getByText('14 won, 7 drawn, 6 lost')).toBeInTheDocument()

  const season = screen.getByRole('table', { name: 'Stats by competition, Spring 2026' })
  expect(
    within(season).getByRole('rowheader', { name: 'GVL Premier Division — Spring 2026' }),
  ).toBeVisible()

  const matches = screen.getByRole('table', { name: /^The last 10 matches/ })
  expect(within(matches).getAllByRole('row')).toHaveLength(11)
  expect(within(matches).getAllByText(/^(Win|Draw|Loss)$/)).toHaveLength(10)

  expect(
    screen.getByRole('img', { name: /^Ratings of 27 matches from .+: average 7\.3/ }),
  ).toBeVisible()
  expect(
    screen.getByRole('table', { name: 'Match ratings, oldest first', hidden: true }),
  ).toBeInTheDocument()
})

test('a visitor is offered to sign in and come back, not to message or invite', async () => {
  renderProfile(user('maya_goals').id)
  const signIn = await screen.findByRole('link', { name: 'Sign in to message' })
  expect(signIn).toHaveAttribute('href', `/login?redirect=%2Fprofile%2F${user('maya_goals').id}`)
  expect(screen.queryByRole('button', { name: 'Message' })).toBeNull()
  expect(screen.queryByRole('button', { name: 'Invite to my team' })).toBeNull()
})

test('a free agent shows what they look for, a Discord username as text, and no matches', async () => {
  renderProfile(user('lone_wolf').id)
  expect(await screen.findByRole('heading', { level: 1, name: 'lone_wolf' })).toBeVisible()
  expect(screen.getByText('Free agent')).toBeVisible()
  const team = within(screen.getByRole('region', { name: 'Team' }))
  expect(team.getByRole('heading', { name: 'Looking for' })).toBeVisible()
  expect(team.getByText(/left centre-back/)).toBeVisible()
  expect(team.queryByRole('link')).toBeNull()
  const socials = within(screen.getByRole('region', { name: 'Social links' }))
  expect(socials.getByText('lone_wolf_cb')).toBeVisible()
  expect(socials.queryByRole('link')).toBeNull()
  expect(screen.getByText('No matches played yet.')).toBeVisible()
  expect(screen.getByText('No rated matches yet.')).toBeVisible()
  expect(screen.getByText('No competitions this season yet.')).toBeVisible()
})

test('Message opens the chat panel with the player', async () => {
  await signInAs('demo')
  const maya = user('maya_goals')
  const { user: person, store } = renderProfile(maya.id)
  await person.click(await screen.findByRole('button', { name: 'Message' }))
  expect(store.getState().messages).toMatchObject({
    panelOpen: true,
    selectedPartnerId: maya.id,
    chatOpen: true,
    // So that the chat is titled with her name even before (or without) the partner list.
    openedWith: { id: maya.id, username: 'maya_goals' },
  })
  // demo manages no team.
  expect(screen.queryByRole('button', { name: 'Invite to my team' })).toBeNull()
})

test('no actions on one’s own profile', async () => {
  await signInAs('maya_goals')
  renderProfile(user('maya_goals').id)
  expect(await screen.findByRole('heading', { level: 1, name: 'maya_goals' })).toBeVisible()
  expect(screen.queryByRole('button', { name: 'Message' })).toBeNull()
  expect(screen.queryByRole('link', { name: 'Sign in to message' })).toBeNull()
})

test('a manager cannot invite a player the team already invited', async () => {
  await signInAs('rivera_fc')
  renderProfile(user('lone_wolf').id)
  expect(await screen.findByRole('button', { name: 'Message' })).toBeVisible()
  expect(screen.queryByRole('button', { name: 'Invite to my team' })).toBeNull()
})

test('a manager invites a free agent with a message', async () => {
  await signInAs('rivera_fc')
  const player = user(INVITABLE)
  const { user: person } = renderProfile(player.id)
  await person.click(await screen.findByRole('button', { name: 'Invite to my team' }))
  const dialog = await screen.findByRole('dialog', { name: `Invite ${INVITABLE}` })
  expect(
    await within(dialog).findByText(`Invite ${INVITABLE} to join Northside Rovers.`, {
      exact: false,
    }),
  ).toBeVisible()
  const note = within(dialog).getByLabelText('Message (optional)')
  expect(note).toHaveAttribute('maxLength', '300')
  await person.type(note, 'Trial on Thursday?')
  expect(within(dialog).getByText('18 of 300 characters')).toBeVisible()
  await person.click(within(dialog).getByRole('button', { name: 'Send invitation' }))

  expect(await within(dialog).findByRole('heading', { name: 'Invitation sent' })).toBeVisible()
  const sent = db.invitations.findFirst((q) =>
    q.where({ playerId: player.id, teamId: NORTHSIDE().id, status: 'pending' }),
  )
  expect(sent?.message).toBe('Trial on Thursday?')

  const done = within(dialog).getAllByRole('button', { name: 'Close' })[1] as HTMLElement
  expect(done).toHaveFocus()
  await person.click(done)
  expect(screen.queryByRole('dialog')).toBeNull()
  expect(screen.queryByRole('button', { name: 'Invite to my team' })).toBeNull()
  expect(screen.getByRole('status')).toHaveTextContent('Invitation sent')
  expect(screen.getByRole('status')).toHaveFocus()
})

test('the server’s refusal shows in the dialog, in the reader’s language', async () => {
  await signInAs('rivera_fc')
  server.use(
    http.post('*/api/teams/:id/invitations', () =>
      HttpResponse.json({ error: 'The roster is full.', code: 'roster_full' }, { status: 409 }),
    ),
  )
  const { user: person } = renderProfile(user(INVITABLE).id)
  await person.click(await screen.findByRole('button', { name: 'Invite to my team' }))
  const dialog = await screen.findByRole('dialog')
  await within(dialog).findByText(/Northside Rovers/)
  await person.click(within(dialog).getByRole('button', { name: 'Send invitation' }))
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('The roster is full.')
  expect(within(dialog).getByRole('button', { name: 'Send invitation' })).toBeVisible()
})

test('an unknown or malformed id is not found', async () => {
  renderProfile(99999)
  expect(await screen.findByRole('heading', { name: 'Player not found' })).toBeVisible()
  expect(screen.getByRole('link', { name: 'Browse players' })).toHaveAttribute('href', '/players')
})

test('a malformed id is not found without asking the server', async () => {
  renderProfile('abc')
  expect(await screen.findByRole('heading', { name: 'Player not found' })).toBeVisible()
})

test('a failed load can be retried', async () => {
  server.use(
    http.get(
      '*/api/players/:id',
      () => HttpResponse.json({ error: 'Service unavailable' }, { status: 503 }),
      { once: true },
    ),
  )
  const { user: person } = renderProfile(user('maya_goals').id)
  expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable')
  await person.click(screen.getByRole('button', { name: 'Try again' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'maya_goals' })).toBeVisible()
})

test('reads in Spanish', async () => {
  await i18n.changeLanguage('es')
  renderProfile(user('maya_goals').id)
  expect(await screen.findByRole('heading', { name: 'Estadísticas de carrera' })).toBeVisible()
  expect(screen.getByRole('img', { name: 'Bandera de Estados Unidos' })).toBeVisible()
  expect(screen.getByRole('link', { name: 'Inicia sesión para enviar un mensaje' })).toBeVisible()
  expect(
    within(screen.getByRole('region', { name: 'Datos del jugador' })).getAllByRole('listitem')[0],
  ).toHaveTextContent('ST Delantero centro (principal)')
})

test('the ids the stories use name the seeded players', () => {
  expect(user('maya_goals').id).toBe(3)
  expect(user('lone_wolf').id).toBe(4)
  expect(user(INVITABLE).id).toBe(20)
})

test('a staff account shows the staff badge', async () => {
  renderProfile(user('GVL_Admin').id)
  expect(await screen.findByRole('heading', { level: 1, name: 'GVL_Admin' })).toBeVisible()
  expect(screen.getByText('League staff')).toBeVisible()
})

test('another profile starts afresh after an invitation was sent', async () => {
  await signInAs('rivera_fc')
  const first = user(INVITABLE)
  const second = user('MiguelTitan3')
  const { user: person, router } = renderProfile(first.id)
  await person.click(await screen.findByRole('button', { name: 'Invite to my team' }))
  const dialog = await screen.findByRole('dialog')
  await within(dialog).findByText(/Northside Rovers/)
  await person.click(within(dialog).getByRole('button', { name: 'Send invitation' }))
  await within(dialog).findByRole('heading', { name: 'Invitation sent' })
  await person.keyboard('{Escape}')
  await router.navigate(`/profile/${second.id}`)
  expect(await screen.findByRole('heading', { level: 1, name: 'MiguelTitan3' })).toBeVisible()
  expect(await screen.findByRole('button', { name: 'Invite to my team' })).toBeVisible()
  expect(screen.queryByText('Invitation sent')).toBeNull()
})

test('the invite dialog starts on the message', async () => {
  await signInAs('rivera_fc')
  const { user: person } = renderProfile(user(INVITABLE).id)
  await person.click(await screen.findByRole('button', { name: 'Invite to my team' }))
  expect(await screen.findByLabelText('Message (optional)')).toHaveFocus()
})
