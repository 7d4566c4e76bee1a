import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { TermsScreen } from '@/features/legal/TermsScreen'
import { screenModes } from '../../../.storybook/modes'

const meta = {
  component: TermsScreen,
  parameters: { chromatic: { modes: screenModes }, route: '/terms' },
} satisfies Meta<typeof TermsScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Terms: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Terms and privacy policy',
    )
    await expect(canvas.getByText('Last updated: March 1, 2026')).toBeVisible()
    const contents = canvas.getByRole('navigation', { name: 'Contents' })
    await expect(contents).toBeVisible()
  },
}

export const PrivacyPolicy: Story = {
  parameters: { route: '/privacy-policy' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '7. Privacy and your data' })).toHaveFocus()
  },
}

export const FollowingTheContents: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: '4. Appeals' }))
    await expect(canvas.getByRole('heading', { name: '4. Appeals' })).toHaveFocus()
  },
}

export const Spanish: Story = { globals: { locale: 'es' } }

export const Mobile: Story = { globals: { viewport: { value: 'phone' } } }
