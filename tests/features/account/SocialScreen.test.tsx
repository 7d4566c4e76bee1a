import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { server } from '@mocks/node'
import { SocialScreen } from '@/features/account/SocialScreen'
import { renderWithProviders, signInAs } from '../../utils/render'

const render = () => renderWithProviders(<SocialScreen />, { route: '/social' })

test('is prefilled with the saved links and previews them', async () => {
  await signInAs('demo')
  render()
  expect(await screen.findByLabelText('Twitch')).toHaveValue('demo_gvl')
  expect(screen.getByLabelText('Discord')).toHaveValue('demo_gvl')
  expect(screen.getByLabelText('YouTube')).toHaveValue('')
  expect(
    screen.getByRole('link', { name: 'https://www.twitch.tv/demo_gvl (opens in a new tab)' }),
  ).toHaveAttribute('href', 'https://www.twitch.tv/demo_gvl')
  expect(screen.getByText('Discord username demo_gvl (no public page)')).toBeVisible()
  expect(screen.getAllByText('No link')).toHaveLength(4)
})

test('previews the link a handle or a URL becomes as the player types', async () => {
  await signInAs('demo')
  const { user } = render()
  await user.type(await screen.findByLabelText('YouTube'), 'https://m.youtube.com/@GVLUSA?si=abc')
  expect(
    screen.getByRole('link', { name: 'https://www.youtube.com/@GVLUSA (opens in a new tab)' }),
  ).toBeVisible()
  await user.type(screen.getByLabelText('X'), '@rivera_fc')
  expect(screen.getByRole('link', { name: /^https:\/\/x\.com\/rivera_fc/ })).toBeVisible()
})

test('refuses what the server refuses, with each network’s message', async () => {
  await signInAs('demo')
  let called = false
  server.use(
    http.put('*/api/me/social', () => {
      called = true
      return HttpResponse.json({})
    }),
  )
  const { user } = render()
  await user.type(await screen.findByLabelText('X'), 'http://x.com/rivera_fc')
  await user.type(screen.getByLabelText('Instagram'), 'https://www.youtube.com/@someone')
  await user.type(screen.getByLabelText('TikTok'), 'javascript:alert(1)')
  const twitch = screen.getByLabelText('Twitch')
  await user.clear(twitch)
  await user.type(twitch, 'https://www.twitch.tv/directory')
  await user.click(screen.getByRole('button', { name: 'Save changes' }))
  expect(
    await screen.findByText(
      'Paste the full link, starting with https://, or just type your username.',
    ),
  ).toBeVisible()
  expect(
    screen.getByText(
      'This is not an Instagram link. Use one that starts with https://www.instagram.com/.',
    ),
  ).toBeVisible()
  expect(
    screen.getByText(
      'Enter your TikTok username (like @yourname) or a link like https://www.tiktok.com/@yourname.',
    ),
  ).toBeVisible()
  expect(screen.getByText(/^Enter your Twitch username \(4 to 25 letters/)).toBeVisible()
  expect(screen.getByLabelText('Twitch')).toHaveFocus()
  expect(screen.queryByRole('link', { name: /javascript/ })).toBeNull()
  expect(called).toBe(false)
})

test('saves new links, clears one, and shows what was stored', async () => {
  const { token } = await signInAs('demo')
  const { user } = render()
  await user.click(await screen.findByRole('button', { name: 'Clear the Twitch link' }))
  expect(screen.getByLabelText('Twitch')).toHaveValue('')
  expect(screen.getByLabelText('Twitch')).toHaveFocus()
  await user.type(screen.getByLabelText('Instagram'), 'https://instagram.com/demo.gvl/')
  await user.type(
    screen.getByLabelText('Discord'),
    '{Control>}a{/Control}https://discord.com/invite/gvlusa',
  )
  await user.click(screen.getByRole('button', { name: 'Save changes' }))
  expect(await screen.findByRole('status')).toHaveTextContent('Your social links are saved.')
  expect(screen.getByLabelText('Instagram')).toHaveValue('demo.gvl')
  expect(screen.getByLabelText('Discord')).toHaveValue('https://discord.gg/gvlusa')
  const me = (await (
    await fetch('http://localhost/api/me', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { socials: Record<string, unknown> }
  expect(me.socials).toMatchObject({
    twitch: null,
    instagram: { handle: 'demo.gvl', url: 'https://www.instagram.com/demo.gvl' },
    discord: { handle: 'discord.gg/gvlusa', url: 'https://discord.gg/gvlusa' },
  })
})

test("shows the server's field errors under their fields", async () => {
  await signInAs('demo')
  server.use(
    http.put('*/api/me/social', () =>
      HttpResponse.json(
        {
          error: 'Some fields are not valid.',
          code: 'validation_failed',
          fieldErrors: { discord: 'This Discord invite has expired.' },
        },
        { status: 422 },
      ),
    ),
  )
  const { user } = render()
  await user.click(await screen.findByRole('button', { name: 'Save changes' }))
  expect(await screen.findByText('This Discord invite has expired.')).toBeVisible()
  expect(screen.getByLabelText('Discord')).toHaveFocus()
})
