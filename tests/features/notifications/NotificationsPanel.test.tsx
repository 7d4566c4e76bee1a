import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { server } from '@mocks/node'
import { db } from '@mocks/db'
import { setScenario } from '@mocks/scenarios'
import { SEED_NOW } from '@mocks/clock'
import type { MarkNotificationsReadRequest } from '@/api/contracts'
import { makeStore } from '@/app/store'
import { i18n } from '@/locales/i18n'
import { logout } from '@/session/authSlice'
import { NotificationsPanel } from '@/features/notifications/NotificationsPanel'
import { useUnreadNotificationsCount } from '@/session/useUnreadNotificationsCount'
import {
  notificationsPanelClosed,
  notificationsPanelToggled,
} from '@/features/notifications/notificationsSlice'
import { renderWithProviders, signInAs } from '../../utils/render'

/** What the navigation's bell shows, so a test can watch the badge next to the panel. */
function Bell() {
  return <output aria-label="Unread">{useUnreadNotificationsCount()}</output>
}

/** The bell sits outside the panel, which hides the rest of the page from assistive technology while open. */
const bell = () => screen.getByRole('status', { name: 'Unread', hidden: true })

function recordMarkRead() {
  const bodies: MarkNotificationsReadRequest[] = []
  server.use(
    http.post('*/api/notifications/read', async ({ request }) => {
      const text = await request.clone().text()
      bodies.push(text === '' ? {} : (JSON.parse(text) as MarkNotificationsReadRequest))
    }),
  )
  return bodies
}

async function renderOpenPanel() {
  await signInAs('demo')
  const store = makeStore()
  store.dispatch(notificationsPanelToggled())
  return renderWithProviders(
    <>
      <Bell />
      <NotificationsPanel />
    </>,
    { store },
  )
}

test('lists my unread notifications, each in a sentence of its type, newest first', async () => {
  await renderOpenPanel()
  const dialog = await screen.findByRole('dialog', { name: 'Notifications' })
  const list = await within(dialog).findByRole('list', { name: 'Unread notifications' })
  expect(
    within(list)
      .getAllByText(/sent you a message$/)
      .map((line) => line.textContent),
  ).toEqual([
    'rivera_fc sent you a message',
    'rivera_fc sent you a message',
    'maya_goals sent you a message',
  ])
  const [newest] = within(list).getAllByRole('listitem')
  expect(newest).toHaveTextContent(
    'And stay tight on their RB, he bombs forward every chance he gets.',
  )
  const sentAt = new Date(SEED_NOW.getTime() - 25 * 60_000)
  expect(newest).toHaveTextContent(
    new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(sentAt),
  )
  // The welcome notification of the seed is read, so it is not listed.
  expect(screen.queryByText(/Welcome to/)).not.toBeInTheDocument()
  expect(bell()).toHaveTextContent('3')
})

test('a welcome notification reads as a welcome to the community', async () => {
  const { user: demo } = await signInAs('demo')
  if (!demo) throw new Error('The demo account has no user')
  await db.notifications.updateMany((q) => q.where({ userId: demo.id, type: 'welcome' }), {
    data(notification) {
      notification.read = false
    },
  })
  const store = makeStore()
  store.dispatch(notificationsPanelToggled())
  renderWithProviders(<NotificationsPanel />, { store })
  expect(await screen.findByText('Welcome to GVL USA!')).toBeVisible()
})

test("shows 'No new notifications.' when there are none", async () => {
  setScenario({ empty: ['notifications'] })
  await renderOpenPanel()
  expect(await screen.findByText('No new notifications.')).toBeVisible()
  expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument()
})

test('marks one notification read', async () => {
  const bodies = recordMarkRead()
  const { user } = await renderOpenPanel()
  const button = await screen.findByRole('button', {
    name: 'Mark as read',
    description: 'maya_goals sent you a message',
  })
  await user.click(button)
  await waitFor(() =>
    expect(screen.queryByText('maya_goals sent you a message')).not.toBeInTheDocument(),
  )
  expect(screen.getAllByText('rivera_fc sent you a message')).toHaveLength(2)
  expect(bodies).toHaveLength(1)
  expect(bodies[0]?.ids).toHaveLength(1)
  await waitFor(() => expect(bell()).toHaveTextContent('2'))
})

test('marks all read, leaving the empty text', async () => {
  const bodies = recordMarkRead()
  const { user } = await renderOpenPanel()
  await user.click(await screen.findByRole('button', { name: 'Mark all as read' }))
  expect(await screen.findByText('No new notifications.')).toBeVisible()
  expect(bodies).toEqual([{}])
  expect(bell()).toHaveTextContent('0')
})

test('a failed mark shows an error, and retry marks it', async () => {
  server.use(http.post('*/api/notifications/read', () => HttpResponse.error(), { once: true }))
  const { user } = await renderOpenPanel()
  await user.click(await screen.findByRole('button', { name: 'Mark all as read' }))
  expect(await screen.findByRole('alert')).toHaveTextContent(
    "We couldn't mark your notifications as read.",
  )
  expect(screen.getAllByRole('button', { name: 'Mark as read' })).toHaveLength(3)
  await user.click(screen.getByRole('button', { name: 'Try again' }))
  expect(await screen.findByText('No new notifications.')).toBeVisible()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})

test('a failed list shows an error, and retry loads it', async () => {
  server.use(
    http.get('*/api/notifications', () => HttpResponse.json({ error: 'Down' }, { status: 503 }), {
      once: true,
    }),
  )
  const { user } = await renderOpenPanel()
  expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your notifications.")
  await user.click(screen.getByRole('button', { name: 'Try again' }))
  expect(await screen.findAllByText('rivera_fc sent you a message')).toHaveLength(2)
})

test('each opening fetches the list afresh and page scrolling is locked while open', async () => {
  let fetched = 0
  server.use(
    http.get('*/api/notifications', () => {
      fetched += 1
    }),
  )
  await signInAs('demo')
  const { store } = renderWithProviders(<NotificationsPanel />)
  expect(fetched).toBe(0)
  act(() => {
    store.dispatch(notificationsPanelToggled())
  })
  await screen.findByRole('list', { name: 'Unread notifications' })
  expect(document.body).toHaveAttribute('data-scroll-locked')
  act(() => {
    store.dispatch(notificationsPanelClosed())
  })
  await waitFor(() => expect(document.body).not.toHaveAttribute('data-scroll-locked'))
  act(() => {
    store.dispatch(notificationsPanelToggled())
  })
  await screen.findByRole('list', { name: 'Unread notifications' })
  await waitFor(() => expect(fetched).toBe(2))
})

test('the unread count is 0 and nothing is fetched when signed out', async () => {
  let fetched = 0
  server.use(
    http.get('*/api/notifications', () => {
      fetched += 1
    }),
  )
  const { store } = renderWithProviders(<Bell />)
  expect(bell()).toHaveTextContent('0')
  expect(fetched).toBe(0)
  store.dispatch(notificationsPanelToggled())
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
})

test('the unread count follows the session', async () => {
  await signInAs('demo')
  const { store } = renderWithProviders(<Bell />)
  await waitFor(() => expect(bell()).toHaveTextContent('3'))
  act(() => {
    store.dispatch(logout())
  })
  expect(bell()).toHaveTextContent('0')
})

test('puts invitations, registration decisions and infractions into words', async () => {
  const at = SEED_NOW.toISOString()
  const base = { read: false, created_at: at }
  server.use(
    http.get('*/api/notifications', () =>
      HttpResponse.json({
        unread: 3,
        items: [
          {
            ...base,
            id: 901,
            type: 'invitation_received',
            payload: {
              invitation_id: 1,
              team_id: 2,
              team_name: 'Bayou Ballers',
              team_tag: 'BAY',
              inviter_id: 3,
              inviter_username: 'rivera_fc',
            },
          },
          {
            ...base,
            id: 902,
            type: 'registration_decided',
            payload: {
              registration_id: 1,
              competition_id: 1,
              competition_name: 'Summer Cup 2026',
              team_id: 2,
              team_name: 'Northside Rovers',
              status: 'waitlisted',
              reason: null,
            },
          },
          {
            ...base,
            id: 903,
            type: 'infraction_issued',
            payload: {
              infraction_id: 1,
              type: 'conduct',
              sanction: 'match_ban',
              strikes: 2,
              matches_remaining: 2,
              competition_id: 1,
              competition_name: 'Spring League 2026',
            },
          },
        ],
      }),
    ),
  )
  await renderOpenPanel()
  const dialog = await screen.findByRole('dialog', { name: 'Notifications' })
  expect(
    await within(dialog).findByText('rivera_fc invited you to join Bayou Ballers'),
  ).toBeVisible()
  expect(
    within(dialog).getByText('Northside Rovers is on the waitlist for Summer Cup 2026'),
  ).toBeVisible()
  expect(
    within(dialog).getByText('You are suspended for 2 matches in Spring League 2026'),
  ).toBeVisible()
})

/** The panel open on two join-request notifications: one a manager gets, one a player gets. */
function serveJoinRequestNotifications() {
  const base = { read: false, created_at: SEED_NOW.toISOString() }
  const team = { team_id: 1, team_name: 'Northside Rovers' }
  server.use(
    http.get('*/api/notifications', () =>
      HttpResponse.json({
        unread: 2,
        items: [
          {
            ...base,
            id: 911,
            type: 'join_request_received',
            payload: {
              join_request_id: 5,
              ...team,
              player_id: 394,
              player_username: 'Viper_Skrill',
            },
          },
          {
            ...base,
            id: 912,
            type: 'join_request_answered',
            payload: { join_request_id: 4, ...team, answer: 'declined' },
          },
        ],
      }),
    ),
  )
}

test('puts join requests into words: the manager’s opens the invitations, the player’s the team', async () => {
  serveJoinRequestNotifications()
  await renderOpenPanel()
  const dialog = await screen.findByRole('dialog', { name: 'Notifications' })
  expect(
    await within(dialog).findByRole('link', {
      name: 'Viper_Skrill asked to join Northside Rovers',
    }),
  ).toHaveAttribute('href', '/invitations')
  expect(
    within(dialog).getByRole('link', { name: 'Northside Rovers declined your request to join' }),
  ).toHaveAttribute('href', '/team/1')
})

test('puts join requests into Spanish words', async () => {
  await i18n.changeLanguage('es')
  serveJoinRequestNotifications()
  await renderOpenPanel()
  const dialog = await screen.findByRole('dialog', { name: 'Notificaciones' })
  expect(
    await within(dialog).findByText('Viper_Skrill pidió unirse a Northside Rovers'),
  ).toBeVisible()
  expect(
    within(dialog).getByText('Northside Rovers rechazó tu solicitud para unirte'),
  ).toBeVisible()
})

test('a notification opens what it is about, is read at once, and the panel gives way', async () => {
  const marked = recordMarkRead()
  const demo = db.users.findFirst((q) => q.where({ username: 'demo' }))
  const notification = await db.notifications.create({
    id: 9_999,
    userId: demo?.id ?? 0,
    type: 'match_result',
    payload: {
      match_id: 142,
      event: 'edited',
      home_team_name: 'Lone Star FC',
      away_team_name: 'Northside Rovers',
      home_score: 4,
      away_score: 1,
      team_name: null,
    },
    read: false,
    createdAt: SEED_NOW.toISOString(),
  })
  const { user, router, store } = await renderOpenPanel()
  const dialog = await screen.findByRole('dialog', { name: 'Notifications' })
  const link = await within(dialog).findByRole('link', {
    name: 'League staff edited the result: Lone Star FC 4–1 Northside Rovers',
  })
  await user.click(link)
  expect(router.state.location.pathname).toBe('/match/142')
  await waitFor(() => expect(marked).toEqual([{ ids: [notification.id] }]))
  expect(store.getState().notifications.panelOpen).toBe(false)
})

test('a message notification opens the conversation in the messages panel', async () => {
  const { user, store } = await renderOpenPanel()
  const dialog = await screen.findByRole('dialog', { name: 'Notifications' })
  const [message] = await within(dialog).findAllByRole('button', { name: /sent you a message$/ })
  await user.click(message as HTMLElement)
  expect(store.getState().messages).toMatchObject({ panelOpen: true, chatOpen: true })
  expect(store.getState().notifications.panelOpen).toBe(false)
})
