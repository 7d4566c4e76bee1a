import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { server } from '@mocks/node'
import { setScenario } from '@mocks/scenarios'
import { InfractionsScreen } from '@/features/infractions/InfractionsScreen'
import { renderWithProviders, signInAs } from '../../utils/render'

const renderScreen = () =>
  renderWithProviders(<InfractionsScreen />, { route: '/infractions', path: '/infractions' })

const card = (name: string) => screen.findByRole('article', { name })

/** The facts of a card (its dt and dd), as the list reads them: "Strikes: 1". */
const facts = (article: HTMLElement) => {
  const terms = within(article).getAllByRole('term')
  const values = within(article).getAllByRole('definition')
  return Object.fromEntries(terms.map((term, i) => [term.textContent, values[i]?.textContent]))
}

const APPEAL =
  'The comment was about our own defending, not the opponents. The full thread shows it.'

test("shows demo's record: active strikes first, then each infraction", async () => {
  await signInAs('demo')
  renderScreen()
  const summary = await screen.findByRole('region', { name: 'Your record' })
  expect(within(summary).getByText('1')).toBeVisible()
  expect(within(summary).getByText('active strike')).toBeVisible()
  expect(within(summary).getByText('No suspension in force: you can play.')).toBeVisible()

  const conduct = await card('Conduct')
  expect(within(conduct).getByText('Active')).toBeVisible()
  expect(
    within(conduct).getByRole('link', { name: 'GVL Premier Division — Spring 2026' }),
  ).toHaveAttribute('href', '/competition/3')
  expect(facts(conduct)).toEqual({
    Competition: 'GVL Premier Division — Spring 2026',
    Match: 'Lone Star FC 4–0 Northside Rovers · Mar 11, 2026, 1:00 AM UTC',
    Team: 'Northside Rovers',
    Strikes: '1',
    Sanction: 'Warning',
    'Issued by': 'Ref_Ramirez',
    Issued: 'Mar 11, 2026',
    'Counts until': 'Jun 9, 2026',
  })
  expect(within(conduct).getByRole('button', { name: 'Appeal this infraction' })).toBeVisible()

  const mismatch = await card('Name mismatch')
  expect(within(mismatch).getByText('Expired')).toBeVisible()
  expect(facts(mismatch)['Expired on']).toBe('Dec 16, 2025')
  expect(
    within(mismatch).getByText('This infraction has expired, so it can no longer be appealed.'),
  ).toBeVisible()
  expect(within(mismatch).queryByRole('button', { name: 'Appeal this infraction' })).toBeNull()
})

test('a match ban shows the matches left to serve and the suspension in force', async () => {
  await fetch('http://localhost/api/__mock/infractions', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ playerId: 1, type: 'red_card_suspension' }),
  })
  await signInAs('demo')
  renderScreen()
  const ban = await card('Red card suspension')
  expect(facts(ban)).toMatchObject({ Sanction: 'Match ban', 'Matches left to serve': '1' })
  expect(
    await screen.findByText('1 suspension in force: you cannot play while it lasts.'),
  ).toBeVisible()
  expect(screen.getByText('active strikes')).toBeVisible()
})

test('an infraction can be appealed once: afterwards the appeal shows and no second one is possible', async () => {
  const { token } = await signInAs('demo')
  const { user } = renderScreen()
  const conduct = await card('Conduct')
  await user.click(within(conduct).getByRole('button', { name: 'Appeal this infraction' }))
  const text = within(conduct).getByLabelText('Why should the league review this infraction?')
  expect(text).toHaveFocus()

  // Checked when the field is left, then as the player types.
  await user.type(text, 'Too short')
  await user.tab()
  expect(await within(conduct).findByText('Write at least 20 characters.')).toBeVisible()
  expect(text).toHaveAttribute('aria-invalid', 'true')
  await user.clear(text)
  await user.type(text, APPEAL)
  expect(within(conduct).queryByText('Write at least 20 characters.')).toBeNull()
  expect(within(conduct).getByText(`${APPEAL.length} of 1,000 characters`)).toBeVisible()

  await user.click(within(conduct).getByRole('button', { name: 'Send appeal' }))
  const sent = await within(conduct).findByRole('status')
  expect(sent).toHaveTextContent('Your appeal was sent.')
  expect(sent).toHaveFocus()
  expect(await within(conduct).findByText(APPEAL)).toBeVisible()
  expect(within(conduct).getByText('Under review')).toBeVisible()
  expect(within(conduct).getByText('Appealed')).toBeVisible()
  expect(within(conduct).queryByRole('button', { name: 'Appeal this infraction' })).toBeNull()
  expect(within(conduct).queryByRole('textbox')).toBeNull()

  // The server refuses a second one.
  const again = await fetch('http://localhost/api/me/infractions/12/appeal', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ text: APPEAL }),
  })
  expect(again.status).toBe(409)
  expect(await again.json()).toMatchObject({ code: 'already_appealed' })
})

test('a blank appeal is refused before calling the server', async () => {
  let called = false
  server.use(
    http.post('*/api/me/infractions/:id/appeal', () => {
      called = true
      return HttpResponse.json({})
    }),
  )
  await signInAs('demo')
  const { user } = renderScreen()
  const conduct = await card('Conduct')
  await user.click(within(conduct).getByRole('button', { name: 'Appeal this infraction' }))
  await user.click(within(conduct).getByRole('button', { name: 'Send appeal' }))
  expect(
    await within(conduct).findByText('Write why the league should review this infraction.'),
  ).toBeVisible()
  expect(called).toBe(false)
})

test('"already appealed" is explained, translated', async () => {
  server.use(
    http.post('*/api/me/infractions/:id/appeal', () =>
      HttpResponse.json(
        { error: 'You have already appealed this infraction.', code: 'already_appealed' },
        { status: 409 },
      ),
    ),
  )
  await signInAs('demo')
  const { user } = renderScreen()
  const conduct = await card('Conduct')
  await user.click(within(conduct).getByRole('button', { name: 'Appeal this infraction' }))
  await user.type(within(conduct).getByRole('textbox'), APPEAL)
  await user.click(within(conduct).getByRole('button', { name: 'Send appeal' }))
  expect(await within(conduct).findByRole('alert')).toHaveTextContent(
    'You have already appealed this infraction. Each infraction can be appealed once.',
  )
})

test("the server's field error shows on the field, which takes the focus", async () => {
  server.use(
    http.post('*/api/me/infractions/:id/appeal', () =>
      HttpResponse.json(
        {
          error: 'Some fields are not valid.',
          code: 'validation_failed',
          fieldErrors: { text: 'Write at least 20 characters.' },
        },
        { status: 422 },
      ),
    ),
  )
  await signInAs('demo')
  const { user } = renderScreen()
  const conduct = await card('Conduct')
  await user.click(within(conduct).getByRole('button', { name: 'Appeal this infraction' }))
  const text = within(conduct).getByRole('textbox')
  await user.type(text, APPEAL)
  await user.click(within(conduct).getByRole('button', { name: 'Send appeal' }))
  expect(await within(conduct).findByText('Write at least 20 characters.')).toBeVisible()
  expect(text).toHaveFocus()
})

test('any other failure is an alert, and the text is kept', async () => {
  server.use(
    http.post('*/api/me/infractions/:id/appeal', () => new HttpResponse(null, { status: 500 })),
  )
  await signInAs('demo')
  const { user } = renderScreen()
  const conduct = await card('Conduct')
  await user.click(within(conduct).getByRole('button', { name: 'Appeal this infraction' }))
  await user.type(within(conduct).getByRole('textbox'), APPEAL)
  await user.click(within(conduct).getByRole('button', { name: 'Send appeal' }))
  expect(await within(conduct).findByRole('alert')).toHaveTextContent(
    "We couldn't send your appeal. What you wrote is kept: please try again.",
  )
  expect(within(conduct).getByRole('textbox')).toHaveValue(APPEAL)
})

test('a clean record', async () => {
  setScenario({ empty: ['infractions'] })
  await signInAs('demo')
  renderScreen()
  expect(await screen.findByText('A clean record')).toBeVisible()
  expect(screen.getByRole('link', { name: "Read the league's rules" })).toHaveAttribute(
    'href',
    '/terms',
  )
})

test('a failed load can be retried', async () => {
  setScenario({ failing: ['infractions'] })
  await signInAs('demo')
  const { user } = renderScreen()
  expect(await screen.findByRole('alert')).toBeVisible()
  setScenario({ failing: [] })
  await user.click(screen.getByRole('button', { name: 'Try again' }))
  expect(await screen.findByRole('heading', { name: 'Conduct' })).toBeVisible()
})
