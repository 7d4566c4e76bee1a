import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { Pagination } from '@/components/Pagination'

const labels = { nav: 'Pages', previous: 'Previous', next: 'Next', status: 'Page 2 of 3' }

test('moves between pages and hides itself for a single page', async () => {
  const onPageChange = vi.fn()
  const { rerender } = render(
    <Pagination page={2} pageCount={3} onPageChange={onPageChange} labels={labels} />,
  )
  expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 2 of 3')
  await userEvent.click(screen.getByRole('button', { name: 'Next' }))
  expect(onPageChange).toHaveBeenCalledWith(3)
  rerender(<Pagination page={1} pageCount={1} onPageChange={onPageChange} labels={labels} />)
  expect(screen.queryByRole('navigation')).toBeNull()
})
