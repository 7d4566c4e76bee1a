import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { TopNav } from '@/app/layout/TopNav'
import { SettingsDialog } from '@/features/settings/SettingsDialog'
import { pageOf } from '../../support/overlays'

const meta = {
  component: TopNav,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TopNav>

export default meta
type Story = StoryObj<typeof meta>

/** Menus and dialogs are portalled over the page: a page behind them gives the picture its size. */
const withPage: NonNullable<Story['decorators']> = [
  (Story) => (
    <div style={{ minHeight: '100vh' }}>
      <Story />
    </div>
  ),
]

/** Portalled content lives outside the story's canvas. */

export const SignedOut: Story = {
  parameters: { route: '/competitions' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' })
    await expect(within(nav).getByRole('link', { name: 'COMPETITIONS' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(within(nav).getByRole('link', { name: 'GVL PREMIUM' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Login' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Notifications' })).not.toBeInTheDocument()
  },
}

export const SignedIn: Story = {
  parameters: { signedInAs: 'demo' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Messages' })).toBeVisible()
    await expect(await canvas.findByRole('button', { name: 'demo' })).toBeVisible()
    await expect(canvas.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument()
  },
}

export const WithUnreadNotifications: Story = {
  args: { unreadNotifications: 3 },
  parameters: { signedInAs: 'demo' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notifications, 3 unread' })).toHaveTextContent(
      '3',
    )
  },
}

export const SettingsOpen: Story = {
  parameters: { signedInAs: 'demo' },
  // The page below the navigation: while it is fixed, the body's padding stands in for it.
  decorators: [
    (Story) => (
      <div style={{ minHeight: 'calc(100vh - var(--nav-height))' }}>
        <Story />
        <p style={{ margin: 0, padding: 'var(--space-4)' }}>Page content</p>
      </div>
    ),
  ],
  render: (args) => (
    <>
      <TopNav {...args} />
      <SettingsDialog />
    </>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('button', { name: 'demo' })
    const header = canvasElement.querySelector('header')
    const content = canvas.getByText('Page content')
    const contentTop = content.getBoundingClientRect().top
    await expect(header).toHaveAttribute('data-position', 'sticky')

    await userEvent.click(canvas.getByRole('button', { name: 'Settings' }))
    await expect(
      await pageOf(canvasElement).findByRole('dialog', { name: 'Settings' }),
    ).toBeVisible()
    // The dialog's mock API section reads the scenario: the picture waits for it.
    await expect(await pageOf(canvasElement).findByLabelText('Response time')).toBeVisible()
    await expect(header).toHaveAttribute('data-position', 'fixed')
    await expect(getComputedStyle(header as HTMLElement).position).toBe('fixed')
    // The page does not jump when the navigation leaves the flow.
    await expect(content.getBoundingClientRect().top).toBe(contentTop)
  },
}

export const Mobile: Story = {
  parameters: { signedInAs: 'demo' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible()
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: 'Settings' })).toBeVisible()
  },
}

export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'phone' } },
  decorators: withPage,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }))
    const menu = await pageOf(canvasElement).findByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    await expect(within(menu).getByRole('link', { name: 'Log in' })).toBeVisible()
    await expect(within(menu).getByRole('link', { name: 'GVL Premium' })).toBeVisible()
  },
}

export const Spanish: Story = {
  parameters: { signedInAs: 'demo' },
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Principal' })
    await expect(within(nav).getByRole('link', { name: 'COMPETICIONES' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Notificaciones' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Ajustes' })).toBeVisible()
  },
}

export const AvatarMenuOpen: Story = {
  parameters: { signedInAs: 'demo' },
  decorators: withPage,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'demo' }))
    const menu = await pageOf(canvasElement).findByRole('menu')
    await expect(within(menu).getByRole('menuitem', { name: 'My GVL' })).toBeVisible()
    await expect(within(menu).getByRole('menuitem', { name: 'My Profile' })).toBeVisible()
    await expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeVisible()
  },
}
