import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { EmptyLine, QueryBody, type QueryLike } from '@/components/QueryBody'
import { Skeleton, SkeletonRows } from '@/components/Skeleton'

const loaded: QueryLike<string[]> = {
  data: ['Northside Rovers', 'Lone Star FC'],
  isLoading: false,
  isFetching: false,
  refetch: fn(),
}

const meta = {
  component: QueryBody<string[]>,
  tags: ['autodocs'],
  args: {
    query: loaded,
    loading: (
      <Skeleton label="Loading teams…">
        <SkeletonRows count={2} height={24} />
      </Skeleton>
    ),
    error: 'The teams could not be loaded.',
    isEmpty: (teams: string[]) => teams.length === 0,
    empty: <EmptyLine>No team yet.</EmptyLine>,
    children: (teams: string[]) => (
      <ul>
        {teams.map((team) => (
          <li key={team}>{team}</li>
        ))}
      </ul>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QueryBody<string[]>>

export default meta
type Story = StoryObj<typeof meta>

/** The data, drawn by the children. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2)
  },
}

/** Nothing has arrived yet: the loading node, a skeleton of the two rows to come. */
export const Loading: Story = {
  args: { query: { isLoading: true, isFetching: true, refetch: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading teams…')
  },
}

/** The answer holds nothing: the empty node. */
export const Empty: Story = {
  args: { query: { ...loaded, data: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No team yet.')).toBeVisible()
  },
}

/** The request failed with no earlier answer to keep showing: the error, with a retry. */
export const ServerError: Story = {
  args: {
    query: {
      error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' },
      isLoading: false,
      isFetching: false,
      refetch: fn(),
    },
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('The teams could not be loaded.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.query.refetch).toHaveBeenCalled()
  },
}
