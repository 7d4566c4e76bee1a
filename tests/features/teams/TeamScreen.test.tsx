import { screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { TeamScreen } from '@/features/teams/TeamScreen'
import { renderWithProviders, signInAs } from '../../utils/render'

const PATH = '/team/:id'

async function me(token: string) {
  const response = await fetch('http://localhost/api/me', {
    headers: { Authorization: `Bearer ${token}` },
  })
  return (await response.json()) as { team: { id: number } | null }
}

test('a visitor sees the team, its roster, fixtures, stats and competitions', async () => {
  renderWithProviders(<TeamScreen />, { route: '/team/1', path: PATH })
  expect(await screen.findByRole('heading', { level: 1, name: 'Northside Rovers' })).toBeVisible()
  expect(screen.getByRole('img', { name: 'Northside Rovers crest' })).toBeVisible()
  expect(screen.getByText('NSR')).toBeVisible()
  expect(screen.getAllByRole('link', { name: 'rivera_fc' })[0]).toHaveAttribute(
    'href',
    '/profile/2',
  )
  const roster = screen.getByRole('table', { name: /Northside Rovers roster: 16 of 18 players/ })
  expect(within(roster).getByRole('rowheader', { name: /maya_goals/ })).toBeVisible()
  expect(screen.getByRole('heading', { name: 'Fixtures' })).toBeVisible()
  expect(screen.getByRole('heading', { name: 'Team stats' })).toBeVisible()
  expect(screen.getAllByRole('link', { name: /GVL Premier Division/ }).length).toBeGreaterThan(0)
  // No tools for a visitor.
  expect(screen.queryByRole('tab')).toBeNull()
  expect(screen.queryByRole('button', { name: 'Leave team' })).toBeNull()
})

test('an unknown team shows the not-found state', async () => {
  renderWithProviders(<TeamScreen />, { route: '/team/9999', path: PATH })
  expect(await screen.findByText('This team does not exist')).toBeVisible()
})

test('a manager renames the team and the heading changes', async () => {
  await signInAs('rivera_fc')
  const { user } = renderWithProviders(<TeamScreen />, {
    route: '/team/1?tab=details',
    path: PATH,
  })
  const name = await screen.findByLabelText('Team name')
  await user.clear(name)
  await user.type(name, 'Northside United')
  await user.click(screen.getByRole('button', { name: 'Save changes' }))
  expect(await screen.findByText('Your changes are saved.')).toBeVisible()
  // The page's heading follows once the team is fetched again.
  expect(await screen.findByRole('heading', { level: 1, name: 'Northside United' })).toBeVisible()
})

test("the details form says the team's current crest is kept until another is chosen", async () => {
  await signInAs('rivera_fc')
  renderWithProviders(<TeamScreen />, { route: '/team/1?tab=details', path: PATH })
  await screen.findByLabelText('Team name')
  expect(screen.getByText("The team's current crest is kept.")).toBeVisible()
  expect(screen.queryByText(/No crest chosen/)).not.toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Remove the crest' })).toBeVisible()
})

test('the details form refuses a bad tag and colour as the manager types', async () => {
  await signInAs('rivera_fc')
  const { user } = renderWithProviders(<TeamScreen />, {
    route: '/team/1?tab=details',
    path: PATH,
  })
  const tag = await screen.findByLabelText('Tag')
  await user.clear(tag)
  await user.type(tag, 'X')
  await user.tab()
  expect(await screen.findByText('Use 2 to 5 letters or digits.')).toBeVisible()
  const primary = screen.getByRole('textbox', { name: 'Primary colour' })
  await user.clear(primary)
  await user.type(primary, '#12ab34')
  // The preview is drawn in the colour being typed.
  const preview = screen.getByTestId('team-details-preview')
  expect(preview).toHaveStyle({ borderColor: '#12ab34' })
})

test('a manager invites a free agent and the pending list shows it', async () => {
  await signInAs('rivera_fc')
  const { user } = renderWithProviders(<TeamScreen />, { route: '/team/1?tab=invite', path: PATH })
  const results = await screen.findByRole('list', { name: 'Free agents' })
  const candidate = within(results)
    .getAllByRole('listitem')
    .find(
      (item) =>
        within(item).queryByRole('button', { name: 'Invite' }) !== null &&
        !item.textContent?.includes('lone_wolf'),
    )
  if (!candidate) throw new Error('No free agent to invite')
  const username = within(candidate).getAllByRole('link')[0]?.textContent ?? ''
  await user.click(within(candidate).getByRole('button', { name: 'Invite' }))
  expect(await screen.findByText(`Invitation sent to ${username}.`)).toBeVisible()
  await user.click(screen.getByRole('tab', { name: 'Pending' }))
  expect(await screen.findByRole('heading', { level: 3, name: username })).toBeVisible()
})

test('inviting a player who already has a pending invitation is worded', async () => {
  await signInAs('rivera_fc')
  const { user } = renderWithProviders(<TeamScreen />, {
    route: '/team/1?tab=invite&q=lone_wolf',
    path: PATH,
  })
  const results = await screen.findByRole('list', { name: 'Free agents' })
  await user.click(within(results).getByRole('button', { name: 'Invite' }))
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'lone_wolf already has a pending invitation from Northside Rovers.',
  )
})

test('a manager removes a member after confirming', async () => {
  await signInAs('rivera_fc')
  const { user } = renderWithProviders(<TeamScreen />, { route: '/team/1?tab=roster', path: PATH })
  await screen.findByRole('rowheader', { name: /^demo/ })
  const row = screen
    .getAllByRole('row')
    .find((one) => within(one).queryByRole('rowheader', { name: /^demo/ }) !== null)
  if (!row) throw new Error('No row for demo')
  await user.click(within(row).getByRole('button', { name: 'Remove' }))
  const dialog = await screen.findByRole('alertdialog', {
    name: 'Remove demo from Northside Rovers?',
  })
  await user.click(within(dialog).getByRole('button', { name: 'Remove demo' }))
  expect(await screen.findByText('demo is no longer on Northside Rovers.')).toBeVisible()
  await waitFor(() => expect(screen.queryByRole('rowheader', { name: /^demo/ })).toBeNull())
})

test('a player leaves the team and GET /api/me has no team', async () => {
  const session = await signInAs('demo')
  const { user } = renderWithProviders(<TeamScreen />, { route: '/team/1', path: PATH })
  await user.click(await screen.findByRole('button', { name: 'Leave team' }))
  const dialog = await screen.findByRole('alertdialog', { name: 'Leave Northside Rovers?' })
  await user.click(within(dialog).getByRole('button', { name: 'Leave team' }))
  expect(await screen.findByText('You left Northside Rovers.')).toBeVisible()
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Leave team' })).toBeNull())
  expect((await me(session.token)).team).toBeNull()
})

test('the manager is not offered to leave while others remain', async () => {
  await signInAs('rivera_fc')
  renderWithProviders(<TeamScreen />, { route: '/team/1', path: PATH })
  expect(await screen.findByRole('tab', { name: 'Details' })).toBeVisible()
  expect(screen.queryByRole('button', { name: 'Leave team' })).toBeNull()
})

test('a shirt number another member wears is refused with a worded error', async () => {
  await signInAs('rivera_fc')
  const { user } = renderWithProviders(<TeamScreen />, { route: '/team/1?tab=roster', path: PATH })
  const number = await screen.findByLabelText('Shirt number for demo')
  await user.clear(number)
  await user.type(number, '4')
  const row = screen
    .getAllByRole('row')
    .find((one) => within(one).queryByRole('rowheader', { name: /^demo/ }) !== null)
  if (!row) throw new Error('No row for demo')
  await user.click(within(row).getByRole('button', { name: 'Save' }))
  expect(await within(row).findByRole('alert')).toHaveTextContent(
    'Another player on the team already wears this number.',
  )
})

test("every result reads from the team's side: its own goals first, as its Won / Drawn / Lost says", async () => {
  renderWithProviders(<TeamScreen />, { route: '/team/1', path: PATH })
  await screen.findByRole('heading', { level: 1, name: 'Northside Rovers' })
  const lines = screen
    .getAllByText(/^\d+–\d+/)
    .map((score) => score.parentElement?.textContent ?? '')
    .filter((line) => /Won|Drawn|Lost/.test(line))
  expect(lines.some((line) => line.startsWith('Away at'))).toBe(true)
  for (const line of lines) {
    const [, own, other] = /(\d+)–(\d+)/.exec(line) ?? []
    const read =
      Number(own) > Number(other) ? 'Won' : Number(own) < Number(other) ? 'Lost' : 'Drawn'
    expect(line).toContain(read)
  }
})
