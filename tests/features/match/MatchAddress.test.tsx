/** An address that only looks like an id (`1e2` is 100 to Number) names no match or competition. */
import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { CompetitionScreen } from '@/features/competitions/CompetitionScreen'
import { MatchScreen } from '@/features/match/MatchScreen'
import { renderWithProviders } from '../../utils/render'

test.each(['1e2', '0142', '142.0'])('/match/%s is not found, not match 100 or 142', async (id) => {
  renderWithProviders(<MatchScreen />, { route: `/match/${id}`, path: '/match/:id' })
  expect(await screen.findByRole('heading', { name: 'Match not found' })).toBeVisible()
})

test('/competition/3e0 is not found, not competition 3', async () => {
  renderWithProviders(<CompetitionScreen />, {
    route: '/competition/3e0',
    path: '/competition/:id',
  })
  expect(await screen.findByRole('heading', { name: 'Competition not found' })).toBeVisible()
})
