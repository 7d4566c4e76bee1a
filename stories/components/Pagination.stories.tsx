import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect } from 'storybook/test'
import { Pagination } from '@/components/Pagination'

function PagedList({ pageCount }: { pageCount: number }) {
  const [page, setPage] = useState(1)
  return (
    <div style={{ padding: 16 }}>
      <Pagination
        page={page}
        pageCount={pageCount}
        onPageChange={setPage}
        labels={{
          nav: 'Pages',
          previous: 'Previous',
          next: 'Next',
          status: `Page ${page} of ${pageCount}`,
        }}
      />
    </div>
  )
}

const meta = { component: PagedList, args: { pageCount: 3 } } satisfies Meta<typeof PagedList>

export default meta
type Story = StoryObj<typeof meta>

export const FirstPage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled()
  },
}

export const LastPage: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await expect(canvas.getByText('Page 3 of 3')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled()
  },
}
