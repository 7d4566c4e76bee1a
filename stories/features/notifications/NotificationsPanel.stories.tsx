import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { useEffect } from 'react'
import { expect, waitFor, within } from 'storybook/test'
import type { NotificationsResponse } from '@/api/contracts'
import { useAppDispatch } from '@/session/hooks'
import { NotificationsPanel } from '@/features/notifications/NotificationsPanel'
import { notificationsPanelToggled } from '@/features/notifications/notificationsSlice'
import { pageOf, withPageBehind } from '../../support/overlays'
import { neverAnswers } from '../../support/neverAnswers'

/** Opens the panel as the navigation's bell would. */
function OpenNotificationsPanel() {
  const dispatch = useAppDispatch()
  useEffect(() => {
    dispatch(notificationsPanelToggled())
  }, [dispatch])
  return <NotificationsPanel />
}

const meta = {
  component: NotificationsPanel,
  parameters: { layout: 'fullscreen', signedInAs: 'demo' },
  decorators: [withPageBehind],
  render: () => <OpenNotificationsPanel />,
} satisfies Meta<typeof NotificationsPanel>

export default meta
type Story = StoryObj<typeof meta>

export const WithNotifications: Story = {
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement)
    await expect(await page.findByRole('dialog', { name: 'Notifications' })).toBeVisible()
    const list = await page.findByRole('list', { name: 'Unread notifications' })
    await expect(within(list).getAllByText('rivera_fc sent you a message')).toHaveLength(2)
    await expect(within(list).getByText('maya_goals sent you a message')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeVisible()
    await expect(getComputedStyle(canvasElement.ownerDocument.body).overflow).toBe('hidden')
  },
}

const northside = { team_id: 1, team_name: 'Northside Rovers' }
const now = { read: false, created_at: '2026-03-14T17:30:00.000Z' }

/** Join requests' notifications: a manager's (a player asked) and a player's (the club answered). */
const joinRequestNotifications = {
  unread: 3,
  items: [
    {
      ...now,
      id: 3,
      type: 'join_request_received',
      payload: {
        join_request_id: 5,
        ...northside,
        player_id: 394,
        player_username: 'Viper_Skrill',
      },
    },
    {
      ...now,
      id: 2,
      type: 'join_request_answered',
      payload: { join_request_id: 4, ...northside, answer: 'accepted' },
    },
    {
      ...now,
      id: 1,
      type: 'join_request_answered',
      payload: { join_request_id: 3, ...northside, answer: 'declined' },
    },
  ],
} satisfies NotificationsResponse

export const JoinRequests: Story = {
  parameters: {
    msw: {
      handlers: {
        notifications: [
          http.get('*/api/notifications', () => HttpResponse.json(joinRequestNotifications)),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement)
    await expect(
      await page.findByRole('link', { name: 'Viper_Skrill asked to join Northside Rovers' }),
    ).toHaveAttribute('href', '/invitations')
    await expect(
      page.getByRole('link', { name: 'Northside Rovers accepted your request to join' }),
    ).toHaveAttribute('href', '/team/1')
    await expect(
      page.getByRole('link', { name: 'Northside Rovers declined your request to join' }),
    ).toHaveAttribute('href', '/team/1')
  },
}

export const JoinRequestsInSpanish: Story = {
  ...JoinRequests,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement)
    await expect(
      await page.findByText('Viper_Skrill pidió unirse a Northside Rovers'),
    ).toBeVisible()
    await expect(page.getByText('Northside Rovers aceptó tu solicitud para unirte')).toBeVisible()
  },
}

export const Empty: Story = {
  parameters: { scenario: { empty: ['notifications'] } },
  play: async ({ canvasElement }) => {
    await expect(await pageOf(canvasElement).findByText('No new notifications.')).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: { notifications: [http.get('*/api/notifications', neverAnswers)] },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await pageOf(canvasElement).findByRole('status')).toHaveTextContent(
      'Loading notifications…',
    )
  },
}

export const ServerError: Story = {
  parameters: { scenario: { failing: ['notifications'] } },
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement)
    await expect(await page.findByRole('alert')).toHaveTextContent(
      "We couldn't load your notifications.",
    )
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const MarkingOneAsRead: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const page = pageOf(canvasElement)
    await userEvent.click(
      await page.findByRole('button', {
        name: 'Mark as read',
        description: 'maya_goals sent you a message',
      }),
    )
    await waitFor(() =>
      expect(page.queryByText('maya_goals sent you a message')).not.toBeInTheDocument(),
    )
    await expect(page.getAllByRole('button', { name: 'Mark as read' })).toHaveLength(2)
  },
}

export const AllMarkedAsRead: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const page = pageOf(canvasElement)
    await userEvent.click(await page.findByRole('button', { name: 'Mark all as read' }))
    await expect(await page.findByText('No new notifications.')).toBeVisible()
  },
}

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement)
    await expect(await page.findByRole('dialog', { name: 'Notificaciones' })).toBeVisible()
    await expect(await page.findAllByText('rivera_fc te envió un mensaje')).toHaveLength(2)
    await expect(page.getByRole('button', { name: 'Marcar todas como leídas' })).toBeVisible()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement)
    const dialog = await page.findByRole('dialog', { name: 'Notifications' })
    await expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth)
    await expect(await page.findByText('maya_goals sent you a message')).toBeVisible()
  },
}
