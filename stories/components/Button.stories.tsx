import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { Button } from '@/components/Button'

const meta = {
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Register Northside Rovers', onClick: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

/** The screen's main action. */
export const Primary: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Register Northside Rovers' }))
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
}

/** Every variant in both sizes, as the screens use them. */
export const Variants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {(['md', 'sm'] as const).map((size) => (
        <div key={size} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
          <Button size={size}>Save changes</Button>
          <Button size={size} variant="secondary">
            Cancel
          </Button>
          <Button size={size} variant="ghost">
            Discard
          </Button>
          <Button size={size} variant="danger">
            Remove member
          </Button>
        </div>
      ))}
    </div>
  ),
}

/** While its action runs: it says so, ignores clicks, and keeps the focus it has. */
export const Busy: Story = {
  args: { busy: true, children: 'Saving…' },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Saving…' })
    await userEvent.click(button)
    await expect(args.onClick).not.toHaveBeenCalled()
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await expect(button).toHaveFocus()
  },
}

export const Disabled: Story = {
  args: { disabled: true, variant: 'secondary', children: 'Previous' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled()
  },
}
