import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { TitledSection } from '@/components/TitledSection'
import formStyles from '@/components/Form.module.css'

const meta = {
  component: TitledSection,
  tags: ['autodocs'],
  args: {
    title: 'Sign-in details',
    className: formStyles.card,
    children: <p style={{ margin: 0 }}>Your username and email address.</p>,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TitledSection>

export default meta
type Story = StoryObj<typeof meta>

/** A card drawn by the screen's own class, named by its title: a region a screen reader lists. */
export const Card: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Sign-in details' })
    await expect(region).toContainElement(canvas.getByRole('heading', { level: 2 }))
  },
}
