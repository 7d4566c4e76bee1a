import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { PageHeader } from '@/components/PageHeader'

const meta = {
  component: PageHeader,
  tags: ['autodocs'],
  args: {
    title: 'Create a team',
    lead: 'Pick a name, a tag and your colours; you can invite players once it exists.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PageHeader>

export default meta
type Story = StoryObj<typeof meta>

export const TitleAndLead: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create a team' })).toBeVisible()
  },
}
