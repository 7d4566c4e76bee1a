/**
 * The market's "Your listing" panel. The editor takes its defaults (the platform, and the gamertag on
 * it) from the player's profile (GET /api/me) when it opens, so the panel waits for the profile as
 * well as for the listing before it offers to publish one.
 */
import { screen, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { expect, onTestFinished, test } from 'vitest'
import { server } from '@mocks/node'
import type { MyProfile } from '@/api/contracts/accounts'
import { marketApi } from '@/api/endpoints/marketApi'
import { ListingPanel } from '@/features/market/ListingPanel'
import { renderWithProviders, signInAs } from '../../utils/render'

test('with the profile still on its way, the panel waits; then the editor opens with its defaults', async () => {
  const { token } = await signInAs('demo')
  const answer = await fetch('http://localhost/api/me', {
    headers: { Authorization: `Bearer ${token}` },
  })
  const profile = (await answer.json()) as MyProfile
  const { psn, xbox, ea } = profile.platformIds
  const gamertag = { playstation: psn, xbox, pc: ea }[profile.platform]

  // The profile is held back until the test lets it go (or ends); the listing answers at once.
  let release: (() => void) | undefined
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  onTestFinished(() => release?.())
  server.use(
    http.get('*/api/me', async () => {
      await held
      // Nothing returned: the request goes on to the mock API's own handler.
    }),
  )
  const { user, store } = renderWithProviders(<ListingPanel />, {
    route: '/market',
    path: '/market',
  })

  const listing = marketApi.endpoints.getMyListing.select()
  await waitFor(() => expect(listing(store.getState()).isSuccess).toBe(true))
  // The listing is in (demo has none): still the skeleton, not the way to publish one.
  expect(screen.getByText('Loading your listing…')).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Publish a listing' })).not.toBeInTheDocument()

  release?.()
  await user.click(await screen.findByRole('button', { name: 'Publish a listing' }))
  expect(screen.getByRole('combobox', { name: 'Platform' })).toHaveValue(profile.platform)
  expect(gamertag).toBeTruthy()
  expect(screen.getByRole('textbox', { name: 'Gamertag' })).toHaveValue(gamertag)
})
