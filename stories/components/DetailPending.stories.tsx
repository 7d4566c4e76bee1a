import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { DetailPending } from '@/components/DetailPending'
import detailStyles from '@/components/DetailPage.module.css'
import { Skeleton, SkeletonBlock, SkeletonRows } from '@/components/Skeleton'

const meta = {
  component: DetailPending,
  tags: ['autodocs'],
  args: {
    result: { isLoading: false, error: { status: 'FETCH_ERROR', error: 'offline' }, refetch: fn() },
    notFound: {
      title: 'Competition not found',
      body: 'It may have been removed, or the link is wrong.',
      back: 'Back to competitions',
      backTo: '/competitions',
    },
    loading: (
      <Skeleton label="Loading the competition…" className={detailStyles.page}>
        <SkeletonBlock height={140} radius="lg" />
        <SkeletonRows count={3} height={48} />
      </Skeleton>
    ),
    error: 'The competition could not be loaded.',
  },
} satisfies Meta<typeof DetailPending>

export default meta
type Story = StoryObj<typeof meta>

/** Nothing at this address: said so, with the way back to the list. */
export const NotFound: Story = {
  args: { result: { isLoading: false, error: { status: 404, data: null }, refetch: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('not found')
    await expect(canvas.getByRole('link', { name: 'Back to competitions' })).toBeVisible()
  },
}

/** Before the first answer: the page's skeleton, in the detail page's frame. */
export const Loading: Story = {
  args: { result: { isLoading: true, refetch: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the competition…')
  },
}

/** No answer: the error, with a retry. */
export const ServerError: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('The competition could not be loaded.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button'))
    await expect(args.result.refetch).toHaveBeenCalledOnce()
  },
}
