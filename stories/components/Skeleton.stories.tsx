import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ComponentProps } from 'react'
import { expect } from 'storybook/test'
import {
  Skeleton,
  SkeletonBlock,
  SkeletonLine,
  SkeletonList,
  SkeletonAvatarLine,
  SkeletonMedia,
  SkeletonRows,
  SkeletonText,
} from '@/components/Skeleton'

const meta = {
  component: Skeleton,
  subcomponents: {
    SkeletonText,
    SkeletonBlock,
    SkeletonRows,
    SkeletonLine,
    SkeletonList,
    SkeletonAvatarLine,
    SkeletonMedia,
  },
  tags: ['autodocs'],
  args: { label: 'Loading the latest results…', children: <SkeletonRows count={3} /> },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Rows one under the other, as a list of matches loads. The region is busy and says once what is
 * loading; the shapes are hidden from assistive tech.
 */
export const Rows: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the latest results…')
    await expect(canvas.getByRole('status').parentElement).toHaveAttribute('aria-busy', 'true')
    for (const shape of canvasElement.querySelectorAll('[aria-busy] > :not([role="status"])')) {
      await expect(shape).toHaveAttribute('aria-hidden', 'true')
    }
  },
}

/**
 * Lines of text still to come take the height of the text around them: in a heading, a line as tall as
 * the heading's; in a paragraph, as many lines as it will have, the last one shorter.
 */
export const Text: Story = {
  args: {
    label: 'Loading the article…',
    children: (
      <div aria-hidden="true">
        <h1 style={{ margin: 0 }}>
          <SkeletonText width="60%" />
        </h1>
        <p>
          <SkeletonText lines={3} width="40%" />
        </p>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const [heading, line] = [...canvasElement.querySelectorAll('h1 > span, p > span')]
    // A heading's line is taller than a paragraph's: each is a line of its own text.
    await expect(heading?.getBoundingClientRect().height).toBeGreaterThan(
      line?.getBoundingClientRect().height ?? Infinity,
    )
  },
}

/** Blocks of a fixed size beside lines: a player's picture and name, as a table's row loads. */
export const Blocks: Story = {
  args: {
    label: 'Loading the players…',
    children: (
      <div aria-hidden="true" style={{ display: 'grid', gap: 12 }}>
        {[0, 1, 2].map((row) => (
          <div key={row} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <SkeletonBlock width={32} height={32} radius="full" />
            <SkeletonText inline width="10ch" />
          </div>
        ))}
        <SkeletonBlock aspectRatio="1200 / 630" radius="lg" />
      </div>
    ),
  },
}

/** A line of a picture beside a name, as a screen's stylesheet lays it out. */
function PictureLine(props: ComponentProps<'p'>) {
  return <p {...props} style={{ display: 'flex', alignItems: 'center', gap: 8 }} />
}

/**
 * A line standing on its own in the region, outside any hidden element (a team's line above its next
 * match), carries `aria-hidden` itself.
 */
export const StandingLines: Story = {
  args: {
    label: 'Loading your next match…',
    children: (
      <>
        <SkeletonAvatarLine as={PictureLine} size={20} width="12em" hidden />
        <SkeletonLine width="16em" hidden />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    for (const shape of canvasElement.querySelectorAll('[aria-busy] > :not([role="status"])')) {
      await expect(shape).toHaveAttribute('aria-hidden', 'true')
    }
  },
}
