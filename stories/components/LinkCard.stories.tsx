import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { LinkCardTitle } from '@/components/LinkCard'
import styles from '@/components/LinkCard.module.css'

const meta = {
  component: LinkCardTitle,
  tags: ['autodocs'],
  args: { to: '/competition/1', children: 'Premier Division' },
  decorators: [
    (Story) => (
      <ul className={styles.grid} style={{ maxWidth: 720, padding: 16 }}>
        <li>
          <article className={styles.card}>
            <Story />
            <p style={{ margin: 0 }}>Spring 2026 · League · PlayStation</p>
          </article>
        </li>
      </ul>
    ),
  ],
} satisfies Meta<typeof LinkCardTitle>

export default meta
type Story = StoryObj<typeof meta>

/** The title's link is the card's one focusable element; the whole card follows it. */
export const InACard: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Premier Division' })
    await expect(link).toHaveAttribute('href', '/competition/1')
    await expect(canvas.getByRole('heading', { level: 3 })).toContainElement(link)
  },
}
