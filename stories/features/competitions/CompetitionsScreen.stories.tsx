import type { Meta, StoryObj } from '@storybook/react-vite'
import { http } from 'msw'
import { expect } from 'storybook/test'
import { CompetitionsScreen } from '@/features/competitions/CompetitionsScreen'
import { screenModes } from '../../../.storybook/modes'
import { expectNoLayoutShift, heldAnswers } from '../../support/layoutShift'
import { neverAnswers } from '../../support/neverAnswers'

const meta = {
  component: CompetitionsScreen,
  parameters: { chromatic: { modes: screenModes }, route: '/competitions', path: '/competitions' },
} satisfies Meta<typeof CompetitionsScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('7 competitions')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'GVL Elite Series — Summer 2026' })).toBeVisible()
  },
}

export const Filtered: Story = {
  parameters: { route: '/competitions?status=registration_open' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('2 competitions')).toBeVisible()
    await expect(canvas.getByLabelText('Status')).toHaveValue('registration_open')
  },
}

export const FilteringByText: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('7 competitions')
    await userEvent.type(canvas.getByLabelText('Name or season'), 'premier')
    await expect(await canvas.findByText('3 competitions')).toBeVisible()
  },
}

export const Empty: Story = {
  parameters: { scenario: { empty: ['competitions'] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'There are no competitions yet.' }),
    ).toBeVisible()
  },
}

export const NoMatches: Story = {
  parameters: { route: '/competitions?q=zzz' },
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'No competitions match these filters' }),
    ).toBeVisible()
    await userEvent.click(
      canvas.getAllByRole('button', { name: 'Clear filters' })[1] as HTMLElement,
    )
    await expect(await canvas.findByText('7 competitions')).toBeVisible()
  },
}

/** The count line and two rows of cards as shapes, each as tall as a competition's card. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { competitions: [http.get('*/api/competitions', neverAnswers)] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading competitions…')
  },
}

const competitions = heldAnswers('*/api/competitions')

/**
 * The cards take the skeleton's place: the header, the count line and the first card do not move (how
 * many rows of cards come, and how many lines a card's words take, the skeleton cannot know).
 */
export const DataArrives: Story = {
  parameters: { msw: { handlers: { competitions: [competitions.handler] } } },
  beforeEach: () => competitions.hold(),
  play: async ({ canvas, canvasElement }) => {
    await expectNoLayoutShift(canvasElement, {
      parts: {
        header: 'h1',
        filters: 'form',
        count: (root) => root.querySelector('ul')?.previousElementSibling,
        firstCard: { at: 'li', only: ['top', 'left', 'width'] },
      },
      sameHeight: false,
      release: competitions.release,
      loaded: () => canvas.findByText('7 competitions'),
    })
  },
}

export const ServerError: Story = {
  parameters: { scenario: { failing: ['competitions'] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('7 competiciones')).toBeVisible()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('7 competitions')).toBeVisible()
  },
}
