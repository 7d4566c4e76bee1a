import type { Meta, StoryObj } from '@storybook/react-vite'
import { useRef, useState, type ComponentProps } from 'react'
import { expect, fn } from 'storybook/test'
import { Pagination, SkeletonPagination } from '@/components/Pagination'

/** Pages through as a screen does: it keeps the page, and the status follows it. */
function PagedList({
  page: first,
  pageCount,
  onPageChange,
  labels,
  top,
}: ComponentProps<typeof Pagination>) {
  const [page, setPage] = useState(first)
  return (
    <div style={{ padding: 16 }}>
      <Pagination
        page={page}
        pageCount={pageCount}
        onPageChange={(next) => {
          setPage(next)
          onPageChange(next)
        }}
        labels={{ ...labels, status: `Page ${page} of ${pageCount}` }}
        top={top}
      />
    </div>
  )
}

const meta = {
  component: Pagination,
  tags: ['autodocs'],
  args: {
    page: 1,
    pageCount: 3,
    onPageChange: fn(),
    labels: { nav: 'Pages', previous: 'Previous', next: 'Next', status: 'Page 1 of 3' },
  },
  render: (args) => <PagedList {...args} />,
  subcomponents: { SkeletonPagination },
} satisfies Meta<typeof Pagination>

export default meta
type Story = StoryObj<typeof meta>

export const FirstPage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled()
  },
}

export const LastPage: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3)
    await expect(canvas.getByText('Page 3 of 3')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled()
  },
}

/** A list above the buttons (`top`): a new page puts focus on the list's top, where reading starts again. */
export const FocusesTheListTop: Story = {
  render: function ListAndPages(args) {
    const top = useRef<HTMLHeadingElement>(null)
    return (
      <div style={{ padding: 16 }}>
        <h2 ref={top} tabIndex={-1}>
          Competitions
        </h2>
        <PagedList {...args} top={top} />
      </div>
    )
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await expect(canvas.getByRole('heading', { name: 'Competitions' })).toHaveFocus()
    await expect(canvas.getByText('Page 2 of 3')).toBeVisible()
  },
}

/** While a list's first page loads (SkeletonPagination): the paging's place, as shapes. */
export const Loading: Story = {
  render: () => (
    <div style={{ padding: 16 }}>
      <SkeletonPagination />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}
