import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { server } from '@mocks/node'
import { i18n } from '@/locales/i18n'
import { EditProfileScreen } from '@/features/account/EditProfileScreen'
import { renderWithProviders, signInAs } from '../../utils/render'

const render = () => renderWithProviders(<EditProfileScreen />, { route: '/edit-profile' })

async function fetchMe(token: string) {
  const response = await fetch('http://localhost/api/me', {
    headers: { Authorization: `Bearer ${token}` },
  })
  return (await response.json()) as Record<string, unknown>
}

test('is prefilled with the saved profile, with the exact-match hint', async () => {
  await signInAs('demo')
  render()
  expect(await screen.findByLabelText('Country')).toHaveDisplayValue('United States')
  expect(screen.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible()
  expect(screen.getByLabelText('Platform')).toHaveDisplayValue('PlayStation')
  expect(screen.getByLabelText('PSN online ID')).toHaveValue('demo')
  expect(screen.getByLabelText('Xbox gamertag')).toHaveValue('')
  expect(screen.getByLabelText('EA ID')).toHaveValue('demo')
  expect(screen.getByLabelText('Main position')).toHaveValue('CAM')
  expect(screen.getByLabelText('Secondary position')).toHaveValue('CM')
  expect(screen.getByLabelText('Preferred shirt number')).toHaveValue('10')
  expect(screen.getByLabelText('Bio')).toHaveValue(
    'CAM for Northside Rovers. Through balls > crosses. Always.',
  )
  expect(screen.getByText(/exactly as it is shown in the game/)).toBeVisible()
  expect(screen.getByText('58 of 500 characters')).toBeVisible()
  // On a team: the free-agent flag is off, disabled, and says why.
  const freeAgent = screen.getByRole('checkbox', { name: "I'm a free agent looking for a team" })
  expect(freeAgent).toBeDisabled()
  expect(freeAgent).not.toBeChecked()
  // A checkbox may not be `readonly` (the HTML checker's one error on the rendered pages).
  expect(freeAgent).not.toHaveAttribute('readonly')
  expect(freeAgent).toHaveAccessibleDescription(
    'You are on Northside Rovers. Leave the team before you list yourself as a free agent.',
  )
  expect(screen.queryByLabelText('What are you looking for?')).toBeNull()
})

test('checks fields with the contract rules and sends nothing invalid', async () => {
  await signInAs('demo')
  let patched = false
  server.use(
    http.patch('*/api/me', () => {
      patched = true
      return HttpResponse.json({})
    }),
  )
  const { user } = render()
  const psn = await screen.findByLabelText('PSN online ID')
  await user.clear(psn)
  await user.type(psn, '1demo')
  await user.tab()
  expect(
    await screen.findByText(
      'A PSN online ID has 3 to 16 letters, digits, hyphens (-) or underscores (_), and starts with a letter.',
    ),
  ).toBeVisible()
  expect(psn).toHaveAttribute('aria-invalid', 'true')
  // Fixed as they type, once the error showed.
  await user.clear(psn)
  await user.type(psn, 'demo')
  expect(psn).not.toHaveAttribute('aria-invalid')

  await user.selectOptions(screen.getByLabelText('Secondary position'), 'CAM')
  const shirt = screen.getByLabelText('Preferred shirt number')
  await user.clear(shirt)
  await user.type(shirt, '100')
  await user.click(screen.getByRole('button', { name: 'Save changes' }))
  expect(
    await screen.findByText('Your secondary position must be different from your main one.'),
  ).toBeVisible()
  expect(screen.getByText('Choose a whole number from 1 to 99.')).toBeVisible()
  expect(screen.getByLabelText('Secondary position')).toHaveFocus()
  expect(patched).toBe(false)
})

test('saves the profile and shows the saved values', async () => {
  const { token } = await signInAs('demo')
  const { user } = render()
  const xbox = await screen.findByLabelText('Xbox gamertag')
  await user.type(xbox, '  Demo Player 7 ')
  await user.selectOptions(screen.getByLabelText('Main position'), 'ST')
  await user.selectOptions(screen.getByLabelText('Secondary position'), 'LW')
  await user.selectOptions(screen.getByLabelText('Country'), 'MX')
  const shirt = screen.getByLabelText('Preferred shirt number')
  await user.clear(shirt)
  await user.type(shirt, '99')
  await user.click(screen.getByRole('button', { name: 'Save changes' }))
  expect(await screen.findByRole('status')).toHaveTextContent('Your profile is saved.')
  // The server trimmed the gamertag: the form shows what it stored.
  expect(xbox).toHaveValue('Demo Player 7')
  expect(await fetchMe(token)).toMatchObject({
    country: 'MX',
    platformIds: { xbox: 'Demo Player 7' },
    primaryPosition: 'ST',
    secondaryPosition: 'LW',
    shirtNumber: 99,
  })
})

test('a free agent edits what they look for, and the note goes with the flag', async () => {
  const { token } = await signInAs('lone_wolf')
  const { user } = render()
  const freeAgent = await screen.findByRole('checkbox', {
    name: "I'm a free agent looking for a team",
  })
  expect(freeAgent).toBeEnabled()
  expect(freeAgent).toBeChecked()
  const note = screen.getByLabelText('What are you looking for?')
  await user.clear(note)
  await user.type(note, 'A team that plays on weeknights.')
  await user.click(screen.getByRole('button', { name: 'Save changes' }))
  expect(await screen.findByRole('status')).toHaveTextContent('Your profile is saved.')
  expect(await fetchMe(token)).toMatchObject({
    freeAgent: true,
    lookingFor: 'A team that plays on weeknights.',
  })
  await user.click(freeAgent)
  expect(screen.queryByLabelText('What are you looking for?')).toBeNull()
})

test("shows the server's field errors on their fields and focuses the first", async () => {
  await signInAs('demo')
  server.use(
    http.patch('*/api/me', () =>
      HttpResponse.json(
        {
          error: 'Some fields are not valid.',
          code: 'validation_failed',
          fieldErrors: {
            'platformIds.ea': 'This EA ID is reserved.',
            shirtNumber: 'Choose a whole number from 1 to 99.',
          },
        },
        { status: 422 },
      ),
    ),
  )
  const { user } = render()
  await user.click(await screen.findByRole('button', { name: 'Save changes' }))
  expect(await screen.findByText('This EA ID is reserved.')).toBeVisible()
  expect(screen.getByLabelText('EA ID')).toHaveFocus()
  expect(screen.getByText('Choose a whole number from 1 to 99.')).toBeVisible()
})

test('a failed save is an alert and keeps what was typed', async () => {
  await signInAs('demo')
  server.use(http.patch('*/api/me', () => HttpResponse.error()))
  const { user } = render()
  const bio = await screen.findByLabelText('Bio')
  await user.clear(bio)
  await user.type(bio, 'New bio')
  await user.click(screen.getByRole('button', { name: 'Save changes' }))
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Your changes could not be saved. Check your connection and try again.',
  )
  expect(bio).toHaveValue('New bio')
})

test('names the countries in the current language, sorted by name', async () => {
  await signInAs('demo')
  await i18n.changeLanguage('es')
  render()
  const country = await screen.findByLabelText('País')
  expect(country).toHaveDisplayValue('Estados Unidos')
  const names = within(country)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '')
  expect(names).toHaveLength(249)
  expect(names).toEqual([...names].sort(new Intl.Collator('es').compare))
  expect(names).toContain('España')
})
