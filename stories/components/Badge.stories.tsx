import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Badge, SkeletonBadge } from '@/components/Badge'

/** The five tones side by side, each with a label the app gives it. */
function AllTones() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, padding: 16 }}>
      <Badge tone="neutral">Registration open</Badge>
      <Badge tone="accent">Save 17%</Badge>
      <Badge tone="premium">Premium</Badge>
      <Badge tone="success">Accepted</Badge>
      <Badge tone="danger">Expired</Badge>
    </div>
  )
}

const meta = {
  component: Badge,
  tags: ['autodocs'],
  args: { tone: 'premium', children: 'Premium' },
  subcomponents: { SkeletonBadge },
} satisfies Meta<typeof Badge>

export default meta
type Story = StoryObj<typeof meta>

/** One badge, as the controls set it. */
export const Premium: Story = {
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
}

export const Tones: Story = {
  render: () => <AllTones />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Premium')).toBeVisible()
  },
}

/** A badge still to come (SkeletonBadge), beside the badge it stands for: as tall, a bar for its word. */
export const Loading: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, padding: 16 }}>
      <SkeletonBadge />
      <Badge tone="neutral">Accepted</Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [shape, badge] = [...canvasElement.querySelectorAll('div > span')]
    await expect(shape?.getBoundingClientRect().height).toBe(badge?.getBoundingClientRect().height)
  },
}
