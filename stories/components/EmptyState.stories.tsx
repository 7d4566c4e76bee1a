import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Button } from '@/components/Button'
import { EmptyState } from '@/components/EmptyState'

const meta = {
  component: EmptyState,
  tags: ['autodocs'],
  args: { title: 'No competitions match' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EmptyState>

export default meta
type Story = StoryObj<typeof meta>

export const TitleOnly: Story = {}

export const WithExplanationAndAction: Story = {
  args: {
    children: <p>Try another platform or clear the search.</p>,
    action: <Button variant="secondary">Clear the filters</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No competitions match')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Clear the filters' })).toBeVisible()
  },
}
