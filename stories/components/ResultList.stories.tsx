import type { Meta, StoryObj } from '@storybook/react-vite'
import { createRef } from 'react'
import { expect, fn, userEvent } from 'storybook/test'
import { EmptyState } from '@/components/EmptyState'
import { ResultList, type PagedQuery } from '@/components/ResultList'
import { SkeletonRows } from '@/components/Skeleton'
import resultStyles from '@/components/ResultList.module.css'

const players = ['lone_wolf', 'midfield_maestro', 'keeper_one']

const loaded: PagedQuery<string> = {
  data: { items: players, total: 45, pageSize: 3 },
  isLoading: false,
  isFetching: false,
  isError: false,
  refetch: fn(),
}

const meta = {
  component: ResultList<string>,
  tags: ['autodocs'],
  args: {
    // The players' texts: the empty sentences, Clear filters, the busy mark and the paging.
    ns: 'players',
    query: loaded,
    page: 2,
    onPageChange: fn(),
    top: createRef<HTMLUListElement>(),
    filtered: false,
    onClear: fn(),
    count: (total: number, formatted: string) =>
      total === 1 ? `${formatted} player` : `${formatted} players`,
    loading: 'Loading players…',
    error: "We couldn't load the players.",
    empty: <EmptyState title="There are no players yet." />,
    skeleton: <SkeletonRows count={3} height={24} />,
    children: (items: string[], updating: boolean) => (
      <ul
        tabIndex={-1}
        aria-busy={updating || undefined}
        className={updating ? resultStyles.stale : undefined}
        style={{ position: 'relative', margin: 0 }}
      >
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', gap: 16, maxWidth: 560, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResultList<string>>

export default meta
type Story = StoryObj<typeof meta>

/** The count over the items, the paging under them. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('45 players')).toBeVisible()
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3)
    await expect(canvas.getByRole('navigation', { name: 'Player list pages' })).toBeVisible()
  },
}

/** The next page is on its way: the previous items stay under the bar, a busy mark by the count. */
export const Updating: Story = {
  args: { query: { ...loaded, isFetching: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list')).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('status')).toHaveTextContent('Updating the list…')
  },
}

/** The first page loads: the skeleton and the paging's shapes, no count yet. */
export const Loading: Story = {
  args: { query: { isLoading: true, isFetching: true, isError: false, refetch: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading players…')
  },
}

/** The list cannot be loaded: the screen's sentence and Try again, no count. */
export const ServerError: Story = {
  args: {
    query: {
      isLoading: false,
      isFetching: false,
      isError: true,
      error: { status: 500, data: null },
      refetch: fn(),
    },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("We couldn't load the players.")
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.query.refetch).toHaveBeenCalled()
  },
}

/** A link points past the last page: back to the first. */
export const PastTheEnd: Story = {
  args: { page: 9, query: { ...loaded, data: { items: [], total: 45, pageSize: 3 } } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Go to the first page' }))
    await expect(args.onPageChange).toHaveBeenCalledWith(1)
  },
}

/** The filters match nothing: a way to clear them. */
export const NoMatches: Story = {
  args: { filtered: true, query: { ...loaded, data: { items: [], total: 0, pageSize: 3 } } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('0 players')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }))
    await expect(args.onClear).toHaveBeenCalled()
  },
}

/** Nothing at all, without filters: the screen's own empty state. */
export const Empty: Story = {
  args: { query: { ...loaded, data: { items: [], total: 0, pageSize: 3 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('There are no players yet.')).toBeVisible()
  },
}
