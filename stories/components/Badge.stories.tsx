import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Badge } from '@/components/Badge'

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

const meta = { component: AllTones } satisfies Meta<typeof AllTones>

export default meta
type Story = StoryObj<typeof meta>

export const Tones: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Premium')).toBeVisible()
  },
}
