import type { Meta, StoryObj } from '@storybook/react-vite'
import { http } from 'msw'
import { expect, waitFor } from 'storybook/test'
import { PremiumScreen } from '@/features/premium/PremiumScreen'
import { screenModes } from '../../../.storybook/modes'
import { neverAnswers } from '../../support/neverAnswers'

const meta = {
  component: PremiumScreen,
  parameters: { chromatic: { modes: screenModes }, route: '/gvl-premium' },
} satisfies Meta<typeof PremiumScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Visitor: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Yearly' })).toBeVisible()
    await expect(canvas.getByText('$49.99 a year')).toBeVisible()
    await expect(canvas.getByText('Save $9.89 (17%)')).toBeVisible()
    const [signIn] = canvas.getAllByRole('link', { name: 'Sign in to subscribe' })
    await expect(signIn).toHaveAttribute('href', '/login?redirect=/gvl-premium')
  },
}

export const SignedInFree: Story = {
  parameters: { signedInAs: 'lone_wolf' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/You don't have GVL Premium yet/)).toBeVisible()
    await expect(await canvas.findByRole('button', { name: 'Choose yearly' })).toBeVisible()
  },
}

export const Premium: Story = {
  parameters: { signedInAs: 'maya_goals' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/active on the Yearly plan\. It renews on August 26, 2026/),
    ).toBeVisible()
    // The plans answer separately from the subscription: wait for them too.
    await expect(await canvas.findByText('Your plan')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Choose monthly' })).toBeNull()
  },
}

const fillCard = async (
  canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'],
  userEvent: Parameters<NonNullable<Story['play']>>[0]['userEvent'],
  cardNumber: string,
) => {
  await userEvent.click(await canvas.findByRole('button', { name: 'Choose yearly' }))
  await expect(
    await canvas.findByRole('heading', { name: 'Confirm your subscription' }),
  ).toHaveFocus()
  await userEvent.type(canvas.getByLabelText('Card number'), cardNumber)
  await userEvent.type(canvas.getByLabelText('Expiry date'), '08/28')
  await userEvent.type(canvas.getByLabelText('Security code (CVC)'), '123')
  await userEvent.click(canvas.getByRole('button', { name: 'Pay $49.99 and subscribe' }))
}

export const Subscribing: Story = {
  parameters: { signedInAs: 'lone_wolf' },
  play: async ({ canvas, userEvent }) => {
    await fillCard(canvas, userEvent, '4242 4242 4242 4242')
    await expect(
      await canvas.findByText('Welcome to GVL Premium! It is active until March 14, 2027.'),
    ).toBeVisible()
    await expect(canvas.getByText('$49.99 charged to Visa ending in 4242.')).toBeVisible()
    await expect(
      await canvas.findByText(/active on the Yearly plan\. It renews on March 14, 2027/),
    ).toBeVisible()
  },
}

export const Declined: Story = {
  parameters: { signedInAs: 'lone_wolf' },
  play: async ({ canvas, userEvent }) => {
    await fillCard(canvas, userEvent, '4000 0000 0000 0002')
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your card was declined. Try another card.',
    )
    await expect(canvas.getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002')
    // Try another card: this also gives the picture one focus and pointer state, whatever the timing
    // of the busy Pay button was.
    await userEvent.click(canvas.getByLabelText('Card number'))
  },
}

export const InvalidCard: Story = {
  parameters: { signedInAs: 'lone_wolf' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Choose monthly' }))
    await userEvent.type(canvas.getByLabelText('Card number'), '1234 5678')
    await userEvent.type(canvas.getByLabelText('Expiry date'), '13/28')
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $4.99 and subscribe' }))
    await expect(await canvas.findByText('This card number is not valid.')).toBeVisible()
    await expect(canvas.getByText('Use the format MM/YY.')).toBeVisible()
    await expect(canvas.getByText('Use the 3 or 4 digits on the back of the card.')).toBeVisible()
  },
}

export const Cancelling: Story = {
  parameters: { signedInAs: 'maya_goals' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel subscription' }))
    await expect(canvas.getByRole('button', { name: 'Keep Premium' })).toHaveFocus()
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, cancel' }))
    await expect(
      await canvas.findByText(
        /GVL Premium is active until August 26, 2026\. You cancelled it, so it will not renew\./,
      ),
    ).toBeVisible()
    await expect(await canvas.findByRole('button', { name: 'Choose yearly' })).toBeVisible()
  },
}

export const Expired: Story = { parameters: { signedInAs: 'rivera_fc' } }

export const Loading: Story = {
  parameters: {
    msw: { handlers: { premium: [http.get('*/api/premium/plans', neverAnswers)] } },
  },
}

export const Empty: Story = { parameters: { scenario: { empty: ['premium'] } } }

export const ServerError: Story = {
  parameters: { signedInAs: 'maya_goals', scenario: { failing: ['premium'] } },
  play: async ({ canvas }) => {
    // The plans and the subscription each fail on their own, each with its own retry.
    await waitFor(() =>
      expect(canvas.getAllByRole('button', { name: 'Try again' })).toHaveLength(2),
    )
  },
}

export const Spanish: Story = {
  globals: { locale: 'es' },
  parameters: { signedInAs: 'maya_goals' },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { signedInAs: 'lone_wolf' },
}
