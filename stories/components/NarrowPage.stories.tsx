import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { NarrowPage } from '@/components/NarrowPage'

const meta = {
  component: NarrowPage,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Team invitations',
    lead: 'Invitations to join a team, and the ones you sent as a manager.',
    children: <p>The screen's body goes here.</p>,
  },
} satisfies Meta<typeof NarrowPage>

export default meta
type Story = StoryObj<typeof meta>

export const TitleLeadAndBody: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Team invitations' })).toBeVisible()
  },
}
