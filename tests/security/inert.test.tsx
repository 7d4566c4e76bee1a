/**
 * What one player types, another reads: every payload of the corpus goes through the real API and
 * the real screen, comes back unchanged, and shows as text, never as markup (issue #6).
 */
import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import type { Infraction } from '@/api/contracts/infractions'
import { SOCIAL_NETWORKS } from '@/api/contracts/league'
import { makeStore } from '@/app/store'
import { InfractionsScreen } from '@/features/infractions/InfractionsScreen'
import { MessagesPanel } from '@/features/messages/MessagesPanel'
import { messagesPanelOpened } from '@/session/messagesSlice'
import { ProfileScreen } from '@/features/profile/ProfileScreen'
import { call, json, signIn } from '../mocks/client'
import { renderWithProviders, signInAs } from '../utils/render'
import { INJECTION_PAYLOADS, liveMarkupIn } from './payloads'

/** The corpus in pieces of at most `max` characters, one payload per line. */
function chunks(max: number): string[] {
  const result: string[] = []
  let current = ''
  for (const payload of INJECTION_PAYLOADS) {
    const next = current ? `${current}\n${payload}` : payload
    if (next.length > max && current) {
      result.push(current)
      current = payload
    } else current = next
  }
  if (current) result.push(current)
  return result
}

/** Whitespace as the page shows it (one space), for comparing text. */
const folded = (text: string) => text.replace(/\s+/g, ' ').trim()

test('the corpus has at least 50 payloads', () => {
  expect(INJECTION_PAYLOADS.length).toBeGreaterThanOrEqual(50)
})

test("messages: every payload is stored as sent and shown as text in the other player's chat", async () => {
  const sender = await signIn('rivera_fc')
  const { user: reader } = await signInAs('demo')
  if (!reader) throw new Error('no demo user')
  for (const content of INJECTION_PAYLOADS) {
    const response = await call('message', {
      method: 'POST',
      token: sender.token,
      body: { senderId: sender.id, receiverId: reader.id, content },
    })
    expect(response.status, content).toBeLessThan(300)
  }
  const stored = await json<{ content: string }[]>(
    await call(`messages?user2=${reader.id}`, { token: sender.token }),
  )
  const sent = stored.slice(-INJECTION_PAYLOADS.length).map((message) => message.content)
  expect(sent).toEqual(INJECTION_PAYLOADS.map((payload) => payload.trim()))

  const store = makeStore()
  store.dispatch(messagesPanelOpened({ partnerId: sender.id }))
  renderWithProviders(<MessagesPanel />, { store })
  const list = await screen.findByRole('list', { name: 'Messages with rivera_fc' })
  const lastPayload = INJECTION_PAYLOADS[INJECTION_PAYLOADS.length - 1] ?? ''
  await within(list).findByText(lastPayload.trim(), { exact: false })
  const shown = folded(list.textContent ?? '')
  for (const payload of INJECTION_PAYLOADS) expect(shown, payload).toContain(folded(payload))
  expect(liveMarkupIn(document.body)).toEqual([])
})

test('bio: every payload is saved as written and shown as text on the public profile', async () => {
  const maya = await signIn('maya_goals')
  for (const bio of chunks(480)) {
    const saved = await call('me', { method: 'PATCH', token: maya.token, body: { bio } })
    expect(saved.status).toBe(200)
    const { unmount } = renderWithProviders(<ProfileScreen />, {
      route: `/profile/${maya.id}`,
      path: '/profile/:id',
    })
    await screen.findByRole('heading', { level: 1, name: 'maya_goals' })
    const main = document.body
    const shown = folded(main.textContent ?? '')
    for (const line of bio.split('\n')) expect(shown, line).toContain(folded(line))
    expect(liveMarkupIn(main)).toEqual([])
    unmount()
  }
})

test('appeal: a hostile appeal text is kept as written and shown as text', async () => {
  const { token } = await signInAs('demo')
  const { items } = await json<{ items: Infraction[] }>(await call('me/infractions', { token }))
  const active = items.find((infraction) => infraction.status === 'active' && !infraction.appeal)
  if (!active) throw new Error('demo has no active infraction to appeal')
  const text = chunks(990)[0] ?? ''
  const response = await call(`me/infractions/${active.id}/appeal`, {
    method: 'POST',
    token,
    body: { text },
  })
  expect(response.status).toBe(200)
  renderWithProviders(<InfractionsScreen />, { route: '/infractions' })
  const firstLine = text.split('\n')[0] ?? ''
  await screen.findByText(firstLine, { exact: false })
  const shown = folded(document.body.textContent ?? '')
  for (const line of text.split('\n')) expect(shown, line).toContain(folded(line))
  expect(liveMarkupIn(document.body)).toEqual([])
})

test('social links: no payload is accepted as a link of any network', async () => {
  const { token } = await signIn('lone_wolf')
  for (const network of SOCIAL_NETWORKS) {
    for (const payload of INJECTION_PAYLOADS) {
      const response = await call('me/social', {
        method: 'PUT',
        token,
        body: { [network]: payload },
      })
      if (response.status === 200) {
        // Accepted only as a plain handle the server reduced it to, with an https link of that network.
        const { socials } = await json<{
          socials: Record<string, { handle: string; url: string | null } | null>
        }>(response)
        const link = socials[network]
        expect(link?.handle, `${network}: ${payload}`).toMatch(/^[\w.-]+$/)
        if (link?.url) expect(link.url, `${network}: ${payload}`).toMatch(/^https:\/\//)
      } else {
        expect(response.status, `${network}: ${payload}`).toBe(422)
      }
    }
  }
})
