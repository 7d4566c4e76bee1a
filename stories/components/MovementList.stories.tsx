import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import type { Movement, MovementsPage } from '@/api/contracts/movements'
import { MovementHistory, MovementList, SkeletonMovementList } from '@/components/MovementList'
import type { QueryLike } from '@/components/QueryBody'
import { Skeleton } from '@/components/Skeleton'

const northside = { id: 1, name: 'Northside Rovers', tag: 'NSR', crest: null }
const lonestar = { id: 2, name: 'Lone Star FC', tag: 'LSF', crest: null }
const wolf = { id: 4, username: 'lone_wolf', avatar: null }

const movements: Movement[] = [
  { id: 12, kind: 'joined', player: wolf, from: null, to: lonestar, at: '2026-03-14T16:00:00Z' },
  { id: 11, kind: 'released', player: wolf, from: northside, to: null, at: '2026-03-12T15:00:00Z' },
  {
    id: 10,
    kind: 'left',
    player: { id: 35, username: 'zakary_st', avatar: null },
    from: northside,
    to: null,
    at: '2026-03-10T20:00:00Z',
  },
  { id: 9, kind: 'joined', player: wolf, from: null, to: northside, at: '2026-01-20T18:00:00Z' },
]

const page = (items: Movement[], total = items.length, number = 1): QueryLike<MovementsPage> => ({
  data: { items, total, page: number, pageSize: 3 },
  isLoading: false,
  isFetching: false,
  refetch: fn(),
})

const onPageChange = fn()

const texts = {
  title: 'Transfer history',
  loading: 'Loading the transfer history…',
  error: 'The transfer history could not be loaded.',
  empty: 'No moves yet.',
}

const meta = {
  component: MovementList,
  tags: ['autodocs'],
  args: { movements },
  subcomponents: { MovementHistory, SkeletonMovementList },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MovementList>

export default meta
type Story = StoryObj<typeof meta>

/** Each kind of move in words, the player and the club as links, the day in the reader's zone. */
export const Moves: Story = {
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('listitem')
    await expect(rows[0]).toHaveTextContent('lone_wolf joined Lone Star FC')
    await expect(rows[1]).toHaveTextContent('lone_wolf was released by Northside Rovers')
    await expect(rows[2]).toHaveTextContent('zakary_st left Northside Rovers')
    await expect(canvas.getAllByRole('link', { name: 'Lone Star FC' })[0]).toHaveAttribute(
      'href',
      '/team/2',
    )
  },
}

/** The same moves in Spanish: the club is the subject of a release. */
export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('listitem')
    await expect(rows[0]).toHaveTextContent('lone_wolf se unió a Lone Star FC')
    await expect(rows[1]).toHaveTextContent('Northside Rovers dio de baja a lone_wolf')
  },
}

/** On a phone: long names wrap, the crest and the day keep their place. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: {
    movements: [
      {
        id: 13,
        kind: 'left',
        player: { id: 36, username: 'a_very_long_username_indeed', avatar: null },
        from: { id: 3, name: 'Capitol Hill Cosmos Reserves', tag: 'CHC', crest: null },
        to: null,
        at: '2026-03-10T20:00:00Z',
      },
    ],
  },
}

/** A history section a page at a time: "Older" asks the screen for the next page. */
export const History: Story = {
  render: () => (
    <MovementHistory
      id="story-history"
      texts={texts}
      query={page(movements.slice(0, 3), 4)}
      pageSize={3}
      onPageChange={onPageChange}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Transfer history' })).toBeVisible()
    await expect(canvas.getByText('Page 1 of 2')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Older' }))
    await expect(onPageChange).toHaveBeenCalledWith(2)
  },
}

/** A history with no moves: one sentence, no paging. */
export const HistoryEmpty: Story = {
  render: () => (
    <MovementHistory
      id="story-history"
      texts={texts}
      query={page([])}
      pageSize={3}
      onPageChange={fn()}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No moves yet.')).toBeVisible()
    await expect(canvas.queryByRole('navigation')).toBeNull()
  },
}

/** The history could not be loaded: the server's reason, with a retry. */
export const HistoryServerError: Story = {
  render: () => (
    <MovementHistory
      id="story-history"
      texts={texts}
      query={{
        data: undefined,
        error: {
          status: 503,
          data: { error: 'The service is temporarily unavailable.', code: 'service_unavailable' },
        },
        isLoading: false,
        isFetching: false,
        refetch: fn(),
      }}
      pageSize={3}
      onPageChange={fn()}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The service is temporarily unavailable.',
    )
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

/** While the moves load: rows as tall as the moves to come. */
export const Loading: Story = {
  render: () => (
    <Skeleton label="Loading the transfer history…">
      <SkeletonMovementList count={3} />
    </Skeleton>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the transfer history…')
  },
}
