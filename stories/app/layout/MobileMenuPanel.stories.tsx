import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { MobileMenuPanel } from '@/app/layout/MobileMenuPanel'

const meta = {
  component: MobileMenuPanel,
  args: { open: true, onOpenChange: fn() },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'phone' } },
  // The panel is portalled over the page: the page behind it gives the picture its size.
  decorators: [
    (Story) => (
      <>
        <div style={{ minHeight: '100vh' }} />
        <Story />
      </>
    ),
  ],
} satisfies Meta<typeof MobileMenuPanel>

export default meta
type Story = StoryObj<typeof meta>

const menuOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Menu' })

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const menu = within(await menuOf(canvasElement))
    await expect(menu.getByRole('link', { name: 'Log in' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'My GVL' })).toBeVisible()
    await expect(menu.queryByRole('link', { name: 'My Profile' })).not.toBeInTheDocument()
    await expect(menu.queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument()
  },
}

export const SignedIn: Story = {
  parameters: { signedInAs: 'demo' },
  play: async ({ canvasElement }) => {
    const menu = within(await menuOf(canvasElement))
    await expect(menu.getByRole('link', { name: 'My Profile' })).toBeVisible()
    await expect(menu.getByRole('button', { name: 'Log Out' })).toBeVisible()
    await expect(menu.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument()
  },
}
