/**
 * The managers' tabs are a chunk of their own (TeamScreen.tsx): when it cannot come, the manager
 * still sees the team, with a notice that says so, and Try again brings the tabs.
 */
import { screen } from '@testing-library/react'
import type { ComponentType } from 'react'
import { expect, test, vi } from 'vitest'
import { TeamScreen } from '@/features/teams/TeamScreen'
import type * as OnDemandModule from '@/lib/onDemand'
import { renderWithProviders, signInAs } from '../../utils/render'

// Every on-demand component's first fetch fails as the browser's does offline; the next one comes.
vi.mock('@/lib/onDemand', async (importOriginal) => {
  const original = await importOriginal<typeof OnDemandModule>()
  return {
    ...original,
    onDemand: <P extends object>(load: () => Promise<ComponentType<P>>) => {
      let failed = false
      return original.onDemand(() => {
        if (failed) return load()
        failed = true
        return Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
      })
    },
  }
})

test('a manager whose tabs cannot load sees the team and a notice; Try again brings them', async () => {
  await signInAs('rivera_fc')
  const { user } = renderWithProviders(<TeamScreen />, { route: '/team/1', path: '/team/:id' })
  expect(await screen.findByRole('alert')).toHaveTextContent(
    "The team's management tabs could not be loaded.",
  )
  expect(screen.getByRole('heading', { level: 1, name: 'Northside Rovers' })).toBeVisible()
  expect(screen.getByRole('table', { name: /Northside Rovers roster/ })).toBeVisible()
  expect(screen.queryByRole('tab')).toBeNull()

  await user.click(screen.getByRole('button', { name: 'Try again' }))
  expect(await screen.findByRole('tab', { name: 'Details' })).toBeVisible()
  expect(screen.queryByRole('alert')).toBeNull()
})
