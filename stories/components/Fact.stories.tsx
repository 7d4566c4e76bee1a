import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Fact } from '@/components/Fact'

const meta = {
  component: Fact,
  tags: ['autodocs'],
  args: { term: 'Role', children: 'Manager' },
  decorators: [
    (Story) => (
      <dl style={{ padding: 16 }}>
        <Story />
      </dl>
    ),
  ],
} satisfies Meta<typeof Fact>

export default meta
type Story = StoryObj<typeof meta>

/** A term and its value; the list it stands in lays the pair out. */
export const TermAndValue: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('term')).toHaveTextContent('Role')
    await expect(canvas.getByRole('definition')).toHaveTextContent('Manager')
  },
}
