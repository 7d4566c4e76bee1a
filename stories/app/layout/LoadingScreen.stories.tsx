import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { LoadingScreen } from '@/app/layout/LoadingScreen'
import { screenModes } from '../../../.storybook/modes'

const meta = {
  component: LoadingScreen,
  parameters: { layout: 'fullscreen', chromatic: { modes: screenModes } },
} satisfies Meta<typeof LoadingScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading GVL…')
    await expect(canvas.getByText('GVL', { selector: 'p' })).toBeVisible()
  },
}
