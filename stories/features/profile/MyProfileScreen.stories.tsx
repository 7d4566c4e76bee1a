import type { Meta, StoryObj } from '@storybook/react-vite'
import { http } from 'msw'
import { expect, within } from 'storybook/test'
import { db } from '@mocks/db'
import { SOCIAL_NETWORKS } from '@/api/contracts/league'
import { MyProfileScreen } from '@/features/profile/MyProfileScreen'
import { screenModes } from '../../../.storybook/modes'
import { neverAnswers } from '../../support/neverAnswers'

const meta = {
  component: MyProfileScreen,
  parameters: {
    chromatic: { modes: screenModes },
    route: '/profile',
    path: '/profile',
    signedInAs: 'rivera_fc',
  },
} satisfies Meta<typeof MyProfileScreen>

export default meta
type Story = StoryObj<typeof meta>

const region = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }))

/** rivera_fc's profile is complete: his public profile, his email, his own actions. */
export const Complete: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'rivera_fc' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/edit-profile',
    )
    await expect(
      region(canvasElement, 'Private').getByText('rivera_fc@gvlusa.example'),
    ).toBeVisible()
    await expect(canvas.getByText('Your profile is complete.')).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Career stats' })).toBeVisible()
  },
}

/** demo, without a PSN ID, avatar, bio or social links: a prompt for each, with a link to fix it. */
export const MissingDetails: Story = {
  parameters: { signedInAs: 'demo' },
  beforeEach: async () => {
    const user = db.users.findFirst((q) => q.where({ username: 'demo' }))
    if (user === undefined) throw new Error('no seeded user "demo"')
    await db.users.update(user, {
      data(record) {
        record.psnId = null
        record.avatar = null
        record.bio = ''
        for (const network of SOCIAL_NETWORKS) record.socials[network] = null
      },
    })
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'demo' })).toBeVisible()
    const prompts = region(canvasElement, 'Complete your profile')
    await expect(prompts.getByText('Add your PSN ID so teammates can find you.')).toBeVisible()
    await expect(prompts.getByRole('link', { name: 'Add it' })).toHaveAttribute(
      'href',
      '/edit-profile',
    )
    await expect(prompts.getByRole('link', { name: 'Upload one' })).toHaveAttribute(
      'href',
      '/avatar',
    )
    await expect(prompts.getByRole('link', { name: 'Add links' })).toHaveAttribute(
      'href',
      '/social',
    )
  },
}

export const Loading: Story = {
  parameters: {
    msw: { handlers: { players: [http.get('*/api/players/:id', neverAnswers)] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the profile…')).toBeInTheDocument()
  },
}

export const ServerError: Story = {
  parameters: { scenario: { failing: ['players'] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'rivera_fc' })).toBeVisible()
  },
}

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Privado' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Editar perfil' })).toBeVisible()
  },
}
