/**
 * Staff's settling of a result is a chunk of its own (ResultSection.tsx): when it cannot come, staff
 * still see the match, with a notice that says so, and Try again brings their tools.
 */
import { screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { db } from '@mocks/db'
import { MatchScreen } from '@/features/match/MatchScreen'
import { unreportedMatch } from '../../mocks/seedLookup'
import { network } from '../../utils/codeOffline'
import { renderWithProviders, signInAs } from '../../utils/render'

vi.mock('@/lib/onDemand', async (importOriginal) =>
  (await import('../../utils/codeOffline')).offlineOnDemand(await importOriginal()),
)

test('staff whose tools cannot load see the match and a notice; Try again brings them', async () => {
  network.online = false
  const match = unreportedMatch()
  const home = db.teams.findFirst((q) => q.where({ id: match.homeTeamId }))?.name ?? ''
  await signInAs('gvl_admin')
  const { user } = renderWithProviders(<MatchScreen />, {
    route: `/match/${match.id}`,
    path: '/match/:id',
  })
  expect(await screen.findByRole('alert')).toHaveTextContent(
    "The league staff's tools for this result could not be loaded.",
  )
  expect(screen.getByRole('heading', { level: 1 })).toBeVisible()
  expect(screen.queryByRole('button', { name: `Award the match to ${home}` })).toBeNull()

  network.online = true
  await user.click(screen.getByRole('button', { name: 'Try again' }))
  expect(await screen.findByRole('button', { name: `Award the match to ${home}` })).toBeVisible()
  expect(screen.queryByRole('alert')).toBeNull()
})
