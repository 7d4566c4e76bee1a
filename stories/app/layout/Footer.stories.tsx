import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Footer } from '@/app/layout/Footer'

const meta = {
  component: Footer,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Terms and conditions' })).toBeVisible()
    await expect(
      canvas.getByRole('link', { name: 'GVL on Discord (opens in a new tab)' }),
    ).toHaveAttribute('target', '_blank')
    await expect(canvas.getByText('© 2011-2025 GVL · App v1.11.1 · API v1.13.6')).toBeVisible()
  },
}

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Política de privacidad' })).toBeVisible()
    await expect(
      canvas.getByText('© 2011-2025 GVL · Aplicación v1.11.1 · API v1.13.6'),
    ).toBeVisible()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'GVL Premium' })).toBeVisible()
    await expect(canvas.getByRole('img', { name: 'GVL' })).toBeVisible()
  },
}
