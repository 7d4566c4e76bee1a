/**
 * The market's "Your listing" panel. The editor takes its defaults (platform, gamertag, time zone)
 * from the player's profile (GET /api/me) when it opens, so the panel waits for the profile as well
 * as for the listing: a Publish button shown before the profile came opened an empty form.
 */
import { screen, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { expect, test } from 'vitest'
import { server } from '@mocks/node'
import { ListingPanel } from '@/features/market/ListingPanel'
import { renderWithProviders, signInAs } from '../../utils/render'

test('with the profile still on its way, the panel waits; then the editor opens with its defaults', async () => {
  const { token } = await signInAs('demo')
  const answer = await fetch('http://localhost/api/me', {
    headers: { Authorization: `Bearer ${token}` },
  })
  const profile = (await answer.json()) as { platform: string }

  // The profile is held back until the test lets it go; the listing answers at once.
  let release: (() => void) | undefined
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  let profileAsked = false
  server.use(
    http.get('*/api/me', async () => {
      profileAsked = true
      await held
      // Nothing returned: the request goes on to the mock API's own handler.
    }),
  )
  const { user, store } = renderWithProviders(<ListingPanel />, {
    route: '/market',
    path: '/market',
  })

  await waitFor(() => {
    const queries = Object.values(store.getState().api.queries)
    expect(queries.find((query) => query?.endpointName === 'getMyListing')?.status).toBe(
      'fulfilled',
    )
  })
  expect(profileAsked).toBe(true)
  // The listing is in (demo has none): still the skeleton, not the way to publish one.
  expect(screen.getByText('Loading your listing…')).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Publish a listing' })).not.toBeInTheDocument()

  release?.()
  await user.click(await screen.findByRole('button', { name: 'Publish a listing' }))
  const platform = screen.getByRole('combobox', { name: 'Platform' })
  expect(platform).toHaveValue(profile.platform)
  expect(platform).not.toHaveValue('')
  expect(screen.getByRole('textbox', { name: 'Gamertag' })).not.toHaveValue('')
})
