import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { QueryPending } from '@/components/QueryPending'
import { Skeleton, SkeletonRows } from '@/components/Skeleton'

const meta = {
  component: QueryPending,
  tags: ['autodocs'],
  args: {
    result: { isLoading: true, refetch: fn() },
    loading: (
      <Skeleton label="Loading your infractions…">
        <SkeletonRows count={2} height={160} />
      </Skeleton>
    ),
    error: 'Your infractions could not be loaded.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QueryPending>

export default meta
type Story = StoryObj<typeof meta>

/** Before the first answer: the skeleton of what is coming, with its label for screen readers. */
export const Loading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your infractions…')
  },
}

/** No answer (network down): our own message, and a retry. */
export const ServerError: Story = {
  args: {
    result: { isLoading: false, error: { status: 'FETCH_ERROR', error: 'offline' }, refetch: fn() },
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Your infractions could not be loaded.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button'))
    await expect(args.result.refetch).toHaveBeenCalledOnce()
  },
}
