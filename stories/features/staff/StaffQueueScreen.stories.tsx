import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { StaffQueueScreen } from '@/features/staff/StaffQueueScreen'
import { screenModes } from '../../../.storybook/modes'
import { neverAnswers } from '../../support/neverAnswers'

const meta = {
  component: StaffQueueScreen,
  parameters: {
    chromatic: { modes: screenModes },
    route: '/staff',
    signedInAs: 'GVL_Admin',
  },
} satisfies Meta<typeof StaffQueueScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The seed's queue: a match never reported (the longest waiting), then a dispute. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const queue = await canvas.findByRole('region', { name: 'Waiting for staff' })
    const items = await within(queue).findAllByRole('listitem')
    await expect(items).toHaveLength(2)
    await expect(items[0]).toHaveTextContent(/^No report/)
    await expect(items[1]).toHaveTextContent(/^Disputed/)
  },
}

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        competitions: [http.get('*/api/staff/matches', () => HttpResponse.json({ items: [] }))],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Nothing to settle: every result is reported or confirmed.'),
    ).toBeVisible()
  },
}

/** A player who is not staff is told the page is not theirs. */
export const NotStaff: Story = {
  parameters: { signedInAs: 'demo' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This page is for league staff.')).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: { competitions: [http.get('*/api/staff/matches', neverAnswers)] },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the matches to settle…')).toBeInTheDocument()
  },
}

export const ServerError: Story = {
  parameters: { scenario: { failing: ['competitions'] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Resultados por resolver' }),
    ).toBeVisible()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: 'Waiting for staff' })
    await waitFor(() =>
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth),
    )
  },
}
