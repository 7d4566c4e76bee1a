import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { Avatar, DEFAULT_AVATAR } from '@/components/Avatar'
import { DEMO_AVATARS } from '@mocks/fixtures/avatars'

/** maya_goals's drawing, inline: the kit's picture takes any URL, an API address or not. */
const PICTURE = `data:image/svg+xml,${encodeURIComponent(DEMO_AVATARS['maya_goals'] ?? '')}`

const meta = {
  component: Avatar,
  tags: ['autodocs'],
  args: { src: PICTURE, size: 40 },
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
    await expect(image).toHaveAttribute('src', PICTURE)
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

/** A picture the API no longer has (replaced, removed): the default one, never a broken image. */
export const PictureUnavailable: Story = {
  args: { src: '/api/media/999999' },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img')
    await waitFor(() => expect(image).toHaveAttribute('src', DEFAULT_AVATAR))
  },
}
