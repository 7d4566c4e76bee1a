import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { TextAreaField } from '@/components/TextAreaField'

const meta = {
  component: TextAreaField,
  tags: ['autodocs'],
  args: {
    label: 'Bio',
    hint: 'What teammates should know about you.',
    defaultValue: 'Box-to-box midfielder, Tuesdays and Thursdays.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextAreaField>

export default meta
type Story = StoryObj<typeof meta>

export const WithHint: Story = {}

/** A live counter as the extra line, read out with the hint. */
export const WithCounter: Story = {
  args: { extra: '46 / 500' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Bio' })).toHaveAccessibleDescription(
      'What teammates should know about you. 46 / 500',
    )
  },
}

/** The server refused the text: the error is under the box and announced with it. */
export const Invalid: Story = {
  args: { error: 'A bio has at most 500 characters.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Bio' })).toBeInvalid()
  },
}
