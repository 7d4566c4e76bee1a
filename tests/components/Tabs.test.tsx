import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { Tabs } from '@/components/Tabs'

test('shows the chosen tab and reports another choice', async () => {
  const onValueChange = vi.fn()
  render(
    <Tabs
      label="Sections"
      value="b"
      onValueChange={onValueChange}
      items={[
        { value: 'a', label: 'Overview', content: <p>First</p> },
        { value: 'b', label: 'Table', content: <p>Second</p> },
      ]}
    />,
  )
  expect(screen.getByRole('tablist', { name: 'Sections' })).toBeVisible()
  expect(screen.getByRole('tab', { name: 'Table' })).toHaveAttribute('aria-selected', 'true')
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Second')
  await userEvent.click(screen.getByRole('tab', { name: 'Overview' }))
  expect(onValueChange).toHaveBeenCalledWith('a')
})
