import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { CharacterCount } from '@/components/CharacterCount'

const meta = {
  component: CharacterCount,
  tags: ['autodocs'],
  args: { id: 'story-count', length: 85, max: 1000 },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CharacterCount>

export default meta
type Story = StoryObj<typeof meta>

/** How much of the limit the text uses, in the reader's language. */
export const UnderTheLimit: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('85 of 1,000 characters')).toBeVisible()
  },
}

/** Past the limit (a text typed before the limit was known, or pasted where none is set): in red. */
export const OverTheLimit: Story = {
  args: { length: 1012 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1,012 of 1,000 characters')).toHaveAttribute('data-over')
  },
}

/** A count that starts near the limit (`from`): a short text shows none. */
export const NotYetNearTheLimit: Story = {
  args: { from: 800 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#story-count')).toBeNull()
  },
}
