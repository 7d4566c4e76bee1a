import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState, type ComponentProps } from 'react'
import { expect, fn } from 'storybook/test'
import { Skeleton, SkeletonRows } from '@/components/Skeleton'
import { SkeletonTabs, Tabs } from '@/components/Tabs'

/** Controlled as a screen does it: the screen keeps the chosen tab (there, in the URL). */
function ControlledTabs({ value: first, onValueChange, ...props }: ComponentProps<typeof Tabs>) {
  const [value, setValue] = useState(first)
  return (
    <div style={{ padding: 16 }}>
      <Tabs
        {...props}
        value={value}
        onValueChange={(next) => {
          setValue(next)
          onValueChange(next)
        }}
      />
    </div>
  )
}

const meta = {
  component: Tabs,
  tags: ['autodocs'],
  args: {
    label: 'Sections',
    value: 'one',
    onValueChange: fn(),
    items: [
      { value: 'one', label: 'Overview', content: <p>The overview.</p> },
      { value: 'two', label: 'Table', content: <p>The table.</p> },
      { value: 'three', label: 'Fixtures', content: <p>The fixtures.</p> },
    ],
  },
  render: (args) => <ControlledTabs {...args} />,
  subcomponents: { SkeletonTabs },
} satisfies Meta<typeof Tabs>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const KeyboardNavigation: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}{Enter}')
    await expect(args.onValueChange).toHaveBeenCalledWith('two')
    await expect(canvas.getByRole('tab', { name: 'Table', selected: true })).toBeVisible()
    await expect(canvas.getByText('The table.')).toBeVisible()
  },
}

/**
 * The tab list scrolls sideways on a phone, and a scrolling box clips what overflows it: the focus
 * ring is drawn inside the tab, so it shows whole.
 */
export const FocusRingInside: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab()
    const tab = canvas.getByRole('tab', { name: 'Overview' })
    await expect(tab).toHaveFocus()
    const style = getComputedStyle(tab)
    await expect(style.outlineStyle).toBe('solid')
    await expect(parseFloat(style.outlineOffset)).toBeLessThanOrEqual(
      -parseFloat(style.outlineWidth),
    )
  },
}

/**
 * While the page the tabs belong to loads (SkeletonTabs): the tab row as it will be, the chosen tab
 * marked, and the chosen panel's shapes; nothing to press until the page is in.
 */
export const Loading: Story = {
  render: (args) => (
    <div style={{ padding: 16 }}>
      <Skeleton label="Loading the competition…">
        <SkeletonTabs tabs={args.items} value="two">
          <SkeletonRows count={3} height={44} />
        </SkeletonTabs>
      </Skeleton>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the competition…')
    await expect(canvas.queryByRole('tab')).toBeNull()
  },
}
