import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { ButtonLink } from '@/components/ButtonLink'

const meta = {
  component: ButtonLink,
  tags: ['autodocs'],
  args: { to: '/register', children: 'Create an account', variant: 'primary' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ButtonLink>

export default meta
type Story = StoryObj<typeof meta>

export const Primary: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    )
  },
}

/** The three variants as the home page's hero shows them. */
export const Variants: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      <ButtonLink to="/register">Create an account</ButtonLink>
      <ButtonLink to="/competitions" variant="secondary">
        Browse competitions
      </ButtonLink>
      <ButtonLink to="/login" variant="ghost">
        Sign in
      </ButtonLink>
    </div>
  ),
}
