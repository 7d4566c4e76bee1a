import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { TextField } from '@/components/TextField'

const meta = {
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Team name' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}

/** The hint is read with the field. */
export const WithHint: Story = {
  args: { label: 'Tag', hint: '2 to 5 letters or digits, shown beside the team name.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Tag')).toHaveAccessibleDescription(
      '2 to 5 letters or digits, shown beside the team name.',
    )
  },
}

/** Refused: the field is marked invalid and its message is read with it. */
export const Invalid: Story = {
  args: {
    label: 'Tag',
    defaultValue: 'A-B',
    hint: '2 to 5 letters or digits, shown beside the team name.',
    error: 'Use 2 to 5 letters or digits.',
  },
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText('Tag')
    await expect(field).toBeInvalid()
    await expect(field).toHaveAccessibleDescription(/Use 2 to 5 letters or digits\.$/)
  },
}
