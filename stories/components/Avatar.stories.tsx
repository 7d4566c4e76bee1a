import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Avatar, DEFAULT_AVATAR } from '@/components/Avatar'

const meta = {
  component: Avatar,
  tags: ['autodocs'],
  args: { src: '/images/avatars/maya_goals.svg', size: 40 },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Avatar>

export default meta
type Story = StoryObj<typeof meta>

/** Beside a name it says nothing more: decorative, no text alternative. */
export const WithPicture: Story = {
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img')
    await expect(image).toHaveAttribute('alt', '')
    await expect(image).toHaveAttribute('src', '/images/avatars/maya_goals.svg')
  },
}

/** A player with no picture gets the default one. */
export const DefaultPicture: Story = {
  args: { src: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('src', DEFAULT_AVATAR)
  },
}

/** The size a profile's header uses, with a text alternative where no name is beside it. */
export const Large: Story = {
  args: { size: 96, alt: "maya_goals's picture" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: "maya_goals's picture" })).toBeVisible()
  },
}
