import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { CompetitionsScreen } from '@/features/competitions/CompetitionsScreen'
import { renderWithProviders } from '../../utils/render'

const render = (route = '/competitions') =>
  renderWithProviders(<CompetitionsScreen />, { route, path: '/competitions' })

test('lists the competitions as cards with their facts, open ones first', async () => {
  render()
  expect(screen.getByRole('heading', { level: 1, name: 'Competitions' })).toBeVisible()
  const links = await screen.findAllByRole('link', { name: /^GVL / })
  expect(links.length).toBe(7)
  expect(links[0]).toHaveTextContent('GVL Elite Series — Summer 2026')
  expect(links[0]).toHaveAttribute('href', '/competition/7')
  const card = screen.getAllByRole('article')[0]
  if (!card) throw new Error('no card')
  const inCard = within(card)
  // Every place is taken: a registration now goes to the waitlist, and the badge says so.
  expect(inCard.getByText('Full: waitlist open')).toBeVisible()
  expect(inCard.queryByText('Registration open')).toBeNull()
  expect(inCard.getByText('Premium only')).toBeVisible()
  expect(inCard.getByText('8 / 8 teams')).toBeVisible()
  const summer = within(screen.getAllByRole('article')[1] as HTMLElement)
  expect(summer.getByText('Registration open')).toBeVisible()
  expect(inCard.getByText('Summer 2026 · Cup · PlayStation')).toBeVisible()
  expect(inCard.getByText('May 7, 2026 – May 21, 2026')).toBeVisible()
  expect(screen.getByText('7 competitions')).toBeVisible()
})

test('filters by status from the URL and by the select', async () => {
  const { user, router } = render('/competitions?status=finished')
  await screen.findByText('2 competitions')
  expect(screen.getByLabelText('Status')).toHaveValue('finished')
  await user.selectOptions(screen.getByLabelText('Platform'), 'xbox')
  expect(router.state.location.search).toContain('platform=xbox')
  expect(
    await screen.findByRole('heading', { name: 'No competitions match these filters' }),
  ).toBeVisible()
  await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement)
  expect(await screen.findByText('7 competitions')).toBeVisible()
  expect(router.state.location.search).toBe('')
})

test('the text filter goes to the URL after a pause', async () => {
  const { user, router } = render()
  await screen.findByText('7 competitions')
  await user.type(screen.getByLabelText('Name or season'), 'cup')
  expect(await screen.findByText('2 competitions')).toBeVisible()
  expect(router.state.location.search).toBe('?q=cup')
  expect(screen.getByRole('link', { name: 'GVL Spring Cup 2026' })).toBeVisible()
})

test('Spanish words the statuses and dates', async () => {
  const { i18n } = await import('@/locales/i18n')
  await i18n.changeLanguage('es')
  try {
    render()
    expect(await screen.findByText('7 competiciones')).toBeVisible()
    expect(screen.getAllByText('Inscripción abierta').length).toBeGreaterThan(0)
  } finally {
    await i18n.changeLanguage('en')
  }
})
