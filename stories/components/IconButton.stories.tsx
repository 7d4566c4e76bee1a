import type { Meta, StoryObj } from '@storybook/react-vite'
import { Bell, Mail } from 'lucide-react'
import { expect, fn } from 'storybook/test'
import { IconButton } from '@/components/IconButton'

const meta = {
  component: IconButton,
  tags: ['autodocs'],
  args: {
    label: 'Messages',
    icon: <Mail aria-hidden="true" />,
    onClick: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof IconButton>

export default meta
type Story = StoryObj<typeof meta>

/** No visible text: the label is its name for screen readers. */
export const IconOnly: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Messages' }))
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
}

/** A count on the icon; the label says it in words (the badge itself is not read). */
export const WithBadge: Story = {
  args: { label: 'Notifications, 3 unread', icon: <Bell aria-hidden="true" />, badge: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notifications, 3 unread' })).toHaveTextContent(
      '3',
    )
  },
}

/**
 * Past 99 the badge stops counting. What the badge shows must be in the label too (axe:
 * label-content-name-mismatch), so the label says "99+", not the exact count.
 */
export const ManyUnread: Story = {
  args: { label: 'Notifications, 99+ unread', icon: <Bell aria-hidden="true" />, badge: 120 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Notifications, 99+ unread' }),
    ).toHaveTextContent('99+')
  },
}

/** It opens a panel (`panelOpen`): screen readers hear that it opens a dialog, and whether it is open. */
export const OpensAPanel: Story = {
  args: { panelOpen: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Messages' })
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
  },
}
