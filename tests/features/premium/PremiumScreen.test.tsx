import { screen, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { server } from '@mocks/node'
import { setScenario } from '@mocks/scenarios'
import { i18n } from '@/locales/i18n'
import { PremiumScreen } from '@/features/premium/PremiumScreen'
import { renderWithProviders, signInAs } from '../../utils/render'

const renderPremium = (route = '/gvl-premium') =>
  renderWithProviders(<PremiumScreen />, { route, path: '/gvl-premium' })

const planCard = (name: string) => screen.findByRole('article', { name })

test('a visitor sees the plans and prices and is asked to sign in', async () => {
  renderPremium()
  const monthly = await planCard('Monthly')
  expect(within(monthly).getByText('$4.99 a month')).toBeVisible()
  const yearly = await planCard('Yearly')
  expect(within(yearly).getByText('$49.99 a year')).toBeVisible()
  expect(within(yearly).getByText('That is $4.17 a month')).toBeVisible()
  expect(within(yearly).getByText('Save $9.89 (17%)')).toBeVisible()
  expect(within(yearly).getByRole('link', { name: 'Sign in to subscribe' })).toHaveAttribute(
    'href',
    '/login?redirect=/gvl-premium',
  )
  expect(screen.queryByRole('heading', { name: 'Your subscription' })).toBeNull()
  expect(screen.getByRole('table', { name: 'What each account includes' })).toBeVisible()
  expect(screen.getByText('Can I cancel at any time?')).toBeVisible()
})

test('a premium player sees their plan and when it renews', async () => {
  await signInAs('maya_goals')
  renderPremium()
  expect(
    await screen.findByText(
      'GVL Premium is active on the Yearly plan. It renews on August 26, 2026.',
    ),
  ).toBeVisible()
  expect(within(await planCard('Yearly')).getByText('Your plan')).toBeVisible()
  expect(screen.queryByRole('button', { name: /^Choose/ })).toBeNull()
})

test('an expired subscription says when it ended', async () => {
  await signInAs('rivera_fc')
  renderPremium()
  expect(await screen.findByText(/Your GVL Premium ended on/)).toBeVisible()
  expect(await screen.findByRole('button', { name: 'Choose monthly' })).toBeVisible()
})

test('subscribes to the yearly plan with the test card', async () => {
  await signInAs('lone_wolf')
  const { user, router } = renderPremium()
  expect(await screen.findByText(/You don't have GVL Premium yet/)).toBeVisible()
  await user.click(await screen.findByRole('button', { name: 'Choose yearly' }))
  expect(router.state.location.search).toBe('?plan=yearly')
  expect(screen.getByRole('heading', { name: 'Confirm your subscription' })).toHaveFocus()
  await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242')
  await user.type(screen.getByLabelText('Expiry date'), '08/28')
  await user.type(screen.getByLabelText('Security code (CVC)'), '123')
  await user.click(screen.getByRole('button', { name: 'Pay $49.99 and subscribe' }))
  expect(
    await screen.findByText('Welcome to GVL Premium! It is active until March 14, 2027.'),
  ).toBeVisible()
  expect(screen.getByText('$49.99 charged to Visa ending in 4242.')).toBeVisible()
  expect(
    await screen.findByText(
      'GVL Premium is active on the Yearly plan. It renews on March 14, 2027.',
    ),
  ).toBeVisible()
  expect(router.state.location.search).toBe('')
})

test('checks the card on the client before calling the server', async () => {
  await signInAs('lone_wolf')
  const { user } = renderPremium('/gvl-premium?plan=monthly')
  await user.type(await screen.findByLabelText('Card number'), '4242 4242 4242 4241')
  await user.type(screen.getByLabelText('Expiry date'), '1/28')
  await user.type(screen.getByLabelText('Security code (CVC)'), '12')
  await user.click(screen.getByRole('button', { name: 'Pay $4.99 and subscribe' }))
  expect(await screen.findByText('This card number is not valid.')).toBeVisible()
  expect(screen.getByText('Use the format MM/YY.')).toBeVisible()
  expect(screen.getByText('Use the 3 or 4 digits on the back of the card.')).toBeVisible()
  expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true')
})

test("shows the server's field errors under their fields", async () => {
  server.use(
    http.post('*/api/me/subscription', () =>
      HttpResponse.json(
        {
          error: 'Check the highlighted fields.',
          code: 'validation_failed',
          fieldErrors: { 'paymentMethod.expiry': 'This card has expired.' },
        },
        { status: 422 },
      ),
    ),
  )
  await signInAs('lone_wolf')
  const { user } = renderPremium('/gvl-premium?plan=monthly')
  await user.type(await screen.findByLabelText('Card number'), '4242424242424242')
  await user.type(screen.getByLabelText('Expiry date'), '08/28')
  await user.type(screen.getByLabelText('Security code (CVC)'), '123')
  await user.click(screen.getByRole('button', { name: 'Pay $4.99 and subscribe' }))
  expect(await screen.findByText('This card has expired.')).toBeVisible()
  expect(screen.getByLabelText('Expiry date')).toHaveAttribute('aria-invalid', 'true')
  expect(screen.queryByRole('alert')).toBeNull()
})

test("a declined card shows the server's message and keeps the form", async () => {
  await signInAs('lone_wolf')
  const { user } = renderPremium('/gvl-premium?plan=yearly')
  await user.type(await screen.findByLabelText('Card number'), '4000 0000 0000 0002')
  await user.type(screen.getByLabelText('Expiry date'), '08/28')
  await user.type(screen.getByLabelText('Security code (CVC)'), '123')
  await user.click(screen.getByRole('button', { name: 'Pay $49.99 and subscribe' }))
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Your card was declined. Try another card.',
  )
  expect(screen.getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002')
  expect(screen.getByText(/You don't have GVL Premium yet/)).toBeVisible()
})

test('cancelling asks first, then shows until when Premium stays', async () => {
  await signInAs('maya_goals')
  const { user } = renderPremium()
  await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }))
  expect(
    screen.getByText(
      'Cancel GVL Premium? You keep Premium until August 26, 2026, then it will not renew.',
    ),
  ).toBeVisible()
  await user.click(screen.getByRole('button', { name: 'Keep Premium' }))
  expect(screen.getByRole('button', { name: 'Cancel subscription' })).toHaveFocus()
  await user.click(screen.getByRole('button', { name: 'Cancel subscription' }))
  await user.click(screen.getByRole('button', { name: 'Yes, cancel' }))
  expect(
    await screen.findByText(
      'GVL Premium is active until August 26, 2026. You cancelled it, so it will not renew.',
    ),
  ).toBeVisible()
  expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull()
  expect(screen.getByRole('button', { name: 'Choose yearly' })).toBeVisible()
})

test('shows a loading state while the plans load', async () => {
  server.use(http.get('*/api/premium/plans', () => delay('infinite')))
  renderPremium()
  expect(await screen.findByRole('status')).toHaveTextContent('Loading the plans…')
})

test('shows an error with a retry when the plans fail', async () => {
  setScenario({ failing: ['premium'] })
  renderPremium()
  expect(await screen.findByRole('alert')).toBeVisible()
  expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible()
})

test('shows an empty state when no plan is on sale', async () => {
  setScenario({ empty: ['premium'] })
  renderPremium()
  expect(await screen.findByText('No plans are on sale right now')).toBeVisible()
})

test('prices and dates follow the language', async () => {
  await i18n.changeLanguage('es')
  await signInAs('maya_goals')
  renderPremium()
  expect(await screen.findByText(/Se renueva el 26 de agosto de 2026/)).toBeVisible()
  expect(within(await planCard('Anual')).getByText(/49,99/)).toBeVisible()
})
