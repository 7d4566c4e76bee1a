import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import globalCss from '@/styles/global.css?raw'
import { DesignTokens, readFontSizes } from '../support/DesignTokens'

/**
 * What the Foundations page shows (stories/Foundations.mdx), as a story so that it is tested like the
 * rest: axe checks its labels' contrast, and its picture changes when a token does. The page is what
 * reviewers open, so the story stays out of the sidebar (`!dev`).
 */
const meta = {
  component: DesignTokens,
  tags: ['!dev'],
} satisfies Meta<typeof DesignTokens>

export default meta
type Story = StoryObj<typeof meta>

/** The custom properties global.css declares on :root, read from the file itself. */
const declaredTokens = [
  ...(/:root\s*\{([^}]*)\}/.exec(globalCss)?.[1] ?? '').matchAll(/(--[\w-]+)\s*:/g),
].map(([, name = '']) => name)

export const Tokens: Story = {
  play: async ({ canvas }) => {
    await expect(declaredTokens.length).toBeGreaterThan(10)
    for (const name of declaredTokens) await expect(canvas.getByText(name)).toBeVisible()
    const sizes = canvas.getByRole('list', { name: 'Font sizes in use' })
    await expect(sizes.children).toHaveLength(readFontSizes().length)
    await expect(canvas.getAllByText('0.875rem')).not.toHaveLength(0)
  },
}
