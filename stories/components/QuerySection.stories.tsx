import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import type { QueryLike } from '@/components/QueryBody'
import { QuerySection } from '@/components/QuerySection'
import { SectionLink } from '@/components/Section'
import { SkeletonRows } from '@/components/Skeleton'

interface Teams {
  items: string[]
}

const loaded: QueryLike<Teams> = {
  data: { items: ['Northside Rovers', 'Lone Star FC'] },
  isLoading: false,
  isFetching: false,
  refetch: fn(),
}

const meta = {
  component: QuerySection<Teams>,
  tags: ['autodocs'],
  args: {
    id: 'story-teams',
    texts: {
      title: 'Your teams',
      loading: 'Loading your teams…',
      error: 'Your teams could not be loaded.',
      empty: 'You are on no team yet.',
    },
    query: loaded,
    skeleton: <SkeletonRows count={2} height={24} />,
    footer: <SectionLink to="/players">Find a team</SectionLink>,
    children: (data: Teams) => (
      <ul>
        {data.items.map((team) => (
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
} satisfies Meta<typeof QuerySection<Teams>>

export default meta
type Story = StoryObj<typeof meta>

/** The answer drawn under the title, the footer's link after it. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Your teams' })).toBeVisible()
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2)
    await expect(canvas.getByRole('link', { name: 'Find a team' })).toBeVisible()
  },
}

/** Nothing has arrived yet: a skeleton of two rows, named by the loading sentence. */
export const Loading: Story = {
  args: { query: { isLoading: true, isFetching: true, refetch: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your teams…')
  },
}

/** A list answer without items says the empty sentence. */
export const Empty: Story = {
  args: { query: { ...loaded, data: { items: [] } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You are on no team yet.')).toBeVisible()
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
    await expect(canvas.getByText('Your teams could not be loaded.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.query.refetch).toHaveBeenCalled()
  },
}
