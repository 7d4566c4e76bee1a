import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState, type ComponentProps } from 'react'
import { expect, fn } from 'storybook/test'
import { Button } from '@/components/Button'
import { SkeletonRows } from '@/components/Skeleton'
import { Sheet, SheetEmpty, SheetLoading } from '@/components/Sheet'
import { pageOf } from '../support/overlays'

/** Opens from a button on a page, as the navigation's buttons open the panels. */
function WithOpener({ open: first, onOpenChange, ...props }: ComponentProps<typeof Sheet>) {
  const [open, setOpen] = useState(first)
  const change = (next: boolean) => {
    setOpen(next)
    onOpenChange(next)
  }
  return (
    <div style={{ minHeight: '100vh', padding: 16 }}>
      <Button variant="secondary" onClick={() => change(true)}>
        Open the panel
      </Button>
      <Sheet {...props} open={open} onOpenChange={change} />
    </div>
  )
}

const meta = {
  component: Sheet,
  tags: ['autodocs'],
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Notifications',
    children: (
      <ul style={{ margin: 0, padding: 16, display: 'grid', gap: 12 }}>
        <li>maya_goals sent you a message</li>
        <li>Northside Rovers invited you to join</li>
        <li>Your appeal was received</li>
      </ul>
    ),
  },
  render: (args) => <WithOpener {...args} />,
  parameters: {
    // A panel covers the page it opens on: on the docs page each story opens in a frame of its own.
    docs: { story: { inline: false, height: '480px' } },
  },
} satisfies Meta<typeof Sheet>

export default meta
type Story = StoryObj<typeof meta>

/** From the right, named by its title; Escape closes it and focus returns to the opener. */
export const Open: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const page = pageOf(canvasElement)
    await expect(await page.findByRole('dialog', { name: 'Notifications' })).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect(args.onOpenChange).toHaveBeenCalledWith(false)
    await expect(page.queryByRole('dialog')).toBeNull()
    await userEvent.click(page.getByRole('button', { name: 'Open the panel' }))
    await expect(await page.findByRole('dialog', { name: 'Notifications' })).toBeVisible()
  },
}

/** From the left, as the phone menu opens. */
export const FromTheLeft: Story = { args: { side: 'left', title: 'Menu' } }

/** A footer pinned under the content, as the chat's message box. */
export const WithFooter: Story = {
  args: {
    title: 'rivera_fc',
    footer: <Button style={{ width: '100%' }}>Send</Button>,
  },
}

/** The body while its list loads (SheetLoading): the list's rows as shapes, named for screen readers. */
export const LoadingBody: Story = {
  args: {
    children: (
      <SheetLoading label="Loading notifications…">
        <div style={{ padding: 16 }}>
          <SkeletonRows count={4} height={72} />
        </div>
      </SheetLoading>
    ),
  },
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement)
    await expect(await page.findByRole('status')).toHaveTextContent('Loading notifications…')
  },
}

/** The body of an empty list (SheetEmpty): one muted sentence. */
export const EmptyBody: Story = {
  args: { children: <SheetEmpty>You have no notifications yet.</SheetEmpty> },
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement)
    await expect(await page.findByText('You have no notifications yet.')).toBeVisible()
  },
}
