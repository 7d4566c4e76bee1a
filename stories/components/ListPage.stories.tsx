import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { ListPage } from '@/components/ListPage'

const meta = {
  component: ListPage,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Competitions',
    lead: 'Leagues and cups of GVL USA: open for registration, in progress and finished.',
    children: <p>The filters and the list go here.</p>,
  },
} satisfies Meta<typeof ListPage>

export default meta
type Story = StoryObj<typeof meta>

export const TitleLeadAndList: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Competitions' })).toBeVisible()
  },
}
