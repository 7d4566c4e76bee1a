import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, expect, test, vi } from 'vitest'
import { server } from '@mocks/node'
import { findUserByLogin } from '@mocks/db'
import type { SendMessageRequest } from '@/api/contracts'
import { mediaSource } from '@/api/media'
import { makeStore } from '@/app/store'
import { MessagesPanel } from '@/features/messages/MessagesPanel'
import {
  MESSAGES_PANEL_CLOSE_MS,
  messagesPanelClosed,
  messagesPanelOpened,
} from '@/session/messagesSlice'
import { renderWithProviders, signInAs } from '../../utils/render'

afterEach(() => {
  vi.useRealTimers()
})

function idOf(username: string): number {
  const user = findUserByLogin(username)
  if (!user) throw new Error(`No seeded user ${username}`)
  return user.id
}

/** Watches the messages calls without answering them: the real handlers still do. */
function recordCalls() {
  const calls = { partners: 0, conversations: [] as string[], sent: [] as SendMessageRequest[] }
  server.use(
    http.get('*/api/messages/users', () => {
      calls.partners += 1
    }),
    http.get('*/api/messages', ({ request }) => {
      calls.conversations.push(new URL(request.url).searchParams.get('user2') ?? '')
    }),
    http.post('*/api/message', async ({ request }) => {
      calls.sent.push((await request.clone().json()) as SendMessageRequest)
    }),
  )
  return calls
}

async function renderOpenPanel(options: Parameters<typeof messagesPanelOpened>[0] = {}) {
  const { user: me } = await signInAs('demo')
  if (!me) throw new Error('The demo account has no user')
  const store = makeStore()
  store.dispatch(messagesPanelOpened(options))
  return { ...renderWithProviders(<MessagesPanel />, { store }), me }
}

async function openChatWith(user: ReturnType<typeof renderWithProviders>['user'], name: string) {
  await user.click(await screen.findByRole('button', { name: new RegExp(`^${name}`) }))
  return screen.findByRole('list', { name: `Messages with ${name}` })
}

test('a closed panel fetches nothing; opening it fetches the partners and preselects the first', async () => {
  await signInAs('demo')
  const calls = recordCalls()
  const { store } = renderWithProviders(<MessagesPanel />)
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  expect(calls.partners).toBe(0)

  act(() => {
    store.dispatch(messagesPanelOpened())
  })
  const dialog = await screen.findByRole('dialog', { name: 'Messages' })
  const list = await within(dialog).findByRole('list', { name: 'Conversations' })
  const entries = within(list).getAllByRole('button')
  expect(entries[0]).toHaveAccessibleName(/^rivera_fc/)
  expect(entries[0]).toHaveAttribute('aria-current', 'true')
  expect(entries[1]).not.toHaveAttribute('aria-current')
  expect(calls.partners).toBe(1)
  expect(calls.conversations).toEqual([])
})

test('each partner shows an avatar (the default image when they have none), name and last message', async () => {
  server.use(
    http.get('*/api/messages/users', () =>
      HttpResponse.json([
        { id: 901, username: 'no_pic', avatar: null, last_message: 'See you Saturday' },
        { id: 902, username: 'with_pic', avatar: '/api/media/9?v=0123abcd', last_message: 'gg' },
      ]),
    ),
  )
  await renderOpenPanel()
  const noPic = await screen.findByRole('button', { name: /^no_pic/ })
  expect(noPic).toHaveTextContent('See you Saturday')
  expect(within(noPic).getByRole('presentation')).toHaveAttribute(
    'src',
    '/images/default-avatar.svg',
  )
  const withPic = screen.getByRole('button', { name: /^with_pic/ })
  expect(within(withPic).getByRole('presentation')).toHaveAttribute(
    'src',
    mediaSource('/api/media/9?v=0123abcd'),
  )
})

test("shows 'No messages yet.' when there are no conversations", async () => {
  server.use(http.get('*/api/messages/users', () => HttpResponse.json([])))
  await renderOpenPanel()
  expect(await screen.findByText('No messages yet.')).toBeVisible()
})

test('locks page scrolling while the panel is open', async () => {
  const { store } = await renderOpenPanel()
  await screen.findByRole('dialog', { name: 'Messages' })
  expect(document.body).toHaveAttribute('data-scroll-locked')
  act(() => {
    store.dispatch(messagesPanelClosed())
  })
  await waitFor(() => expect(document.body).not.toHaveAttribute('data-scroll-locked'))
})

test('a failed partner list is only logged, and the panel reads as empty', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  server.use(
    http.get('*/api/messages/users', () => HttpResponse.json({ error: 'Boom' }, { status: 500 })),
  )
  await renderOpenPanel()
  expect(await screen.findByText('No messages yet.')).toBeVisible()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  expect(logged).toHaveBeenCalledWith(
    'Could not load the conversation partners',
    expect.objectContaining({ status: 500 }),
  )
})

test('choosing a partner fetches the conversation and shows the chat', async () => {
  const calls = recordCalls()
  const { user } = await renderOpenPanel()
  const messages = await openChatWith(user, 'maya_goals')
  expect(calls.conversations).toEqual([String(idOf('maya_goals'))])
  expect(screen.getByRole('dialog', { name: 'maya_goals' })).toBeVisible()
  expect(screen.getByRole('heading', { name: 'maya_goals' })).toBeVisible()
  expect(within(messages).getAllByRole('listitem').at(-1)).toHaveTextContent(
    'Cup draw is out btw, we get Lone Star FC in the round of 16',
  )
  expect(screen.getByPlaceholderText('Type a message…')).toHaveAccessibleName(
    'Message to maya_goals',
  )
  expect(screen.getByRole('button', { name: 'Send' })).toBeVisible()
})

test("my messages sit on the right, the partner's on the left, and say who wrote them", async () => {
  const { user } = await renderOpenPanel()
  const messages = await openChatWith(user, 'rivera_fc')
  const mine = within(messages)
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes('Same press triggers as last week?'))
  const theirs = within(messages)
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes('Maya on corners'))
  expect(mine).toHaveAttribute('data-side', 'right')
  expect(mine).toHaveTextContent(/^You:/)
  expect(theirs).toHaveAttribute('data-side', 'left')
  expect(theirs).toHaveTextContent(/^rivera_fc:/)
})

test('the back arrow returns to the list with the partner still marked', async () => {
  const { user } = await renderOpenPanel()
  await openChatWith(user, 'lone_wolf')
  await user.click(screen.getByRole('button', { name: 'Back to conversations' }))
  const entry = await screen.findByRole('button', { name: /^lone_wolf/ })
  expect(entry).toHaveAttribute('aria-current', 'true')
  expect(entry).toHaveFocus()
  expect(screen.getByRole('dialog', { name: 'Messages' })).toBeVisible()
})

test('sends the trimmed text as me, clears the box and refetches the conversation', async () => {
  const calls = recordCalls()
  const { user, me } = await renderOpenPanel()
  const messages = await openChatWith(user, 'rivera_fc')
  const box = screen.getByPlaceholderText('Type a message…')
  await user.type(box, '   Good game!  ')
  await user.click(screen.getByRole('button', { name: 'Send' }))

  expect(await within(messages).findByText('Good game!')).toBeVisible()
  expect(calls.sent).toEqual([
    { senderId: me.id, receiverId: idOf('rivera_fc'), content: 'Good game!' },
  ])
  expect(box).toHaveValue('')
  const id = String(idOf('rivera_fc'))
  expect(calls.conversations).toEqual([id, id])
  expect(within(messages).getAllByRole('listitem').at(-1)).toHaveAttribute('data-side', 'right')
})

test('Enter sends and Shift+Enter starts a new line', async () => {
  const calls = recordCalls()
  const { user } = await renderOpenPanel()
  const messages = await openChatWith(user, 'rivera_fc')
  const box = screen.getByPlaceholderText('Type a message…')
  await user.type(box, 'Line one{Shift>}{Enter}{/Shift}Line two')
  expect(box).toHaveValue('Line one\nLine two')
  expect(calls.sent).toEqual([])
  await user.keyboard('{Enter}')
  await waitFor(() => expect(calls.sent).toHaveLength(1))
  expect(calls.sent[0]?.content).toBe('Line one\nLine two')
  // Shown as written, on two lines.
  expect(await within(messages).findByText('Line one Line two')).toHaveTextContent(
    'Line one\nLine two',
    { normalizeWhitespace: false },
  )
  expect(box).toHaveValue('')
})

test('empty or blank text is not sent', async () => {
  const calls = recordCalls()
  const { user } = await renderOpenPanel()
  await openChatWith(user, 'rivera_fc')
  await user.click(screen.getByRole('button', { name: 'Send' }))
  await user.type(screen.getByPlaceholderText('Type a message…'), '   {Enter}')
  await user.click(screen.getByRole('button', { name: 'Send' }))
  expect(calls.sent).toEqual([])
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})

test('a failed conversation shows an error, and retry loads it', async () => {
  server.use(
    http.get('*/api/messages', () => HttpResponse.json({ error: 'Down' }, { status: 503 }), {
      once: true,
    }),
  )
  const { user } = await renderOpenPanel()
  await user.click(await screen.findByRole('button', { name: /^maya_goals/ }))
  expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load this conversation.")
  await user.click(screen.getByRole('button', { name: 'Try again' }))
  expect(await screen.findByRole('list', { name: 'Messages with maya_goals' })).toBeVisible()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})

test('the box holds what the server accepts, and counts only near that limit', async () => {
  const { user } = await renderOpenPanel()
  await openChatWith(user, 'rivera_fc')
  const box = screen.getByPlaceholderText('Type a message…')
  await user.click(box)
  await user.paste('x'.repeat(1599))
  expect(screen.queryByText(/of 2,000 characters/)).not.toBeInTheDocument()
  expect(box).not.toHaveAttribute('aria-describedby')

  await user.paste('x'.repeat(500))
  expect(box).toHaveValue('x'.repeat(2000))
  expect(box).toHaveAccessibleDescription('2,000 of 2,000 characters')
})

test("a refused send shows the server's reason and keeps the text, without a retry that would be refused again", async () => {
  server.use(
    http.post(
      '*/api/message',
      () => HttpResponse.json({ error: 'You cannot message this player.' }, { status: 403 }),
      { once: true },
    ),
  )
  const calls = recordCalls()
  const { user } = await renderOpenPanel()
  const messages = await openChatWith(user, 'rivera_fc')
  const box = screen.getByPlaceholderText('Type a message…')
  await user.type(box, 'Good game!{Enter}')
  expect(await screen.findByRole('alert')).toHaveTextContent('You cannot message this player.')
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
  expect(box).toHaveValue('Good game!')

  await user.click(screen.getByRole('button', { name: 'Send' }))
  expect(await within(messages).findByText('Good game!')).toBeVisible()
  expect(box).toHaveValue('')
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  expect(calls.sent.map((sent) => sent.content)).toEqual(['Good game!', 'Good game!'])
})

test('a send that fails without a reason shows our message, keeps the text, and retry sends it', async () => {
  server.use(http.post('*/api/message', () => HttpResponse.error(), { once: true }))
  const { user } = await renderOpenPanel()
  const messages = await openChatWith(user, 'rivera_fc')
  const box = screen.getByPlaceholderText('Type a message…')
  await user.type(box, 'Good game!{Enter}')
  expect(await screen.findByRole('alert')).toHaveTextContent("Your message wasn't sent.")
  expect(box).toHaveValue('Good game!')

  await user.click(screen.getByRole('button', { name: 'Try again' }))
  expect(await within(messages).findByText('Good game!')).toBeVisible()
  expect(box).toHaveValue('')
})

test('closing clears the selection after the 300 ms animation, so the next opening shows the list', async () => {
  const { user, store } = await renderOpenPanel()
  await openChatWith(user, 'maya_goals')
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  fireEvent.click(screen.getByRole('button', { name: 'Close' }))
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

  act(() => {
    vi.advanceTimersByTime(MESSAGES_PANEL_CLOSE_MS - 1)
  })
  expect(store.getState().messages).toMatchObject({
    chatOpen: true,
    selectedPartnerId: idOf('maya_goals'),
  })
  act(() => {
    vi.advanceTimersByTime(1)
  })
  expect(store.getState().messages).toMatchObject({ chatOpen: false, selectedPartnerId: null })
  vi.useRealTimers()

  act(() => {
    store.dispatch(messagesPanelOpened())
  })
  const first = await screen.findByRole('button', { name: /^rivera_fc/ })
  expect(screen.getByRole('dialog', { name: 'Messages' })).toBeVisible()
  await waitFor(() => expect(first).toHaveAttribute('aria-current', 'true'))
})

test('reopening during the close animation keeps the chat', async () => {
  const { user, store } = await renderOpenPanel()
  await openChatWith(user, 'maya_goals')
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  fireEvent.click(screen.getByRole('button', { name: 'Close' }))
  act(() => {
    vi.advanceTimersByTime(100)
    store.dispatch(messagesPanelOpened())
  })
  act(() => {
    vi.advanceTimersByTime(MESSAGES_PANEL_CLOSE_MS)
  })
  expect(screen.getByRole('dialog', { name: 'maya_goals' })).toBeVisible()
})

test('opens the chat with a given partner directly', async () => {
  const calls = recordCalls()
  await renderOpenPanel({ partnerId: idOf('lone_wolf') })
  expect(await screen.findByRole('heading', { name: 'lone_wolf' })).toBeVisible()
  expect(await screen.findByRole('list', { name: 'Messages with lone_wolf' })).toHaveTextContent(
    'trials are 6v6',
  )
  expect(calls.conversations).toEqual([String(idOf('lone_wolf'))])
  expect(screen.getByPlaceholderText('Type a message…')).toHaveFocus()
})

test('opened from their profile, a first conversation is titled with the partner, even while the list fails', async () => {
  server.use(http.get('*/api/messages/users', () => HttpResponse.json({}, { status: 500 })))
  await renderOpenPanel({
    partner: { id: idOf('KeeperKeisha'), username: 'KeeperKeisha', avatar: null },
  })
  expect(await screen.findByText('No messages yet. Say hello!')).toBeVisible()
  expect(screen.getByRole('heading', { name: 'KeeperKeisha' })).toBeVisible()
  expect(screen.getByRole('dialog', { name: 'KeeperKeisha' })).toBeVisible()
})

test('opens a first conversation with someone not in the list, and can write to them', async () => {
  const { user } = await renderOpenPanel({ partnerId: idOf('KeeperKeisha') })
  expect(await screen.findByText('No messages yet. Say hello!')).toBeVisible()
  expect(screen.getByRole('heading', { name: 'Conversation' })).toBeVisible()

  await user.type(screen.getByPlaceholderText('Type a message…'), 'Fancy a trial Thursday?{Enter}')
  expect(await screen.findByText('Fancy a trial Thursday?')).toBeVisible()
  // The send refreshed the partner list too, which now knows who this is.
  expect(await screen.findByRole('heading', { name: 'KeeperKeisha' })).toBeVisible()
})
