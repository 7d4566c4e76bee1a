/**
 * The managers' tabs are a chunk of their own (TeamScreen.tsx): when it cannot come, the manager
 * still sees the team, with a notice that says so, and Try again brings the tabs.
 */
import { screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { TeamScreen } from '@/features/teams/TeamScreen'
import { network } from '../../utils/codeOffline'
import { renderWithProviders, signInAs } from '../../utils/render'

vi.mock('@/lib/onDemand', async (importOriginal) =>
  (await import('../../utils/codeOffline')).offlineOnDemand(await importOriginal()),
)

test('a manager whose tabs cannot load sees the team and a notice; Try again brings them', async () => {
  network.online = false
  await signInAs('rivera_fc')
  const { user } = renderWithProviders(<TeamScreen />, { route: '/team/1', path: '/team/:id' })
  expect(await screen.findByRole('alert')).toHaveTextContent(
    "The team's management tabs could not be loaded.",
  )
  expect(screen.getByRole('heading', { level: 1, name: 'Northside Rovers' })).toBeVisible()
  expect(screen.getByRole('table', { name: /Northside Rovers roster/ })).toBeVisible()
  expect(screen.queryByRole('tab')).toBeNull()

  network.online = true
  await user.click(screen.getByRole('button', { name: 'Try again' }))
  expect(await screen.findByRole('tab', { name: 'Details' })).toBeVisible()
  expect(screen.queryByRole('alert')).toBeNull()
})
