import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect } from 'storybook/test'
import { Tabs } from '@/components/Tabs'

function ControlledTabs() {
  const [value, setValue] = useState<'one' | 'two' | 'three'>('one')
  return (
    <div style={{ padding: 16 }}>
      <Tabs
        label="Sections"
        value={value}
        onValueChange={setValue}
        items={[
          { value: 'one', label: 'Overview', content: <p>The overview.</p> },
          { value: 'two', label: 'Table', content: <p>The table.</p> },
          { value: 'three', label: 'Fixtures', content: <p>The fixtures.</p> },
        ]}
      />
    </div>
  )
}

const meta = { component: ControlledTabs } satisfies Meta<typeof ControlledTabs>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const KeyboardNavigation: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}{Enter}')
    await expect(canvas.getByRole('tab', { name: 'Table', selected: true })).toBeVisible()
    await expect(canvas.getByText('The table.')).toBeVisible()
  },
}
