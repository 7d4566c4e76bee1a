import type { Meta, StoryObj } from '@storybook/react-vite'
import { http } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { HomeScreen } from '@/features/home/HomeScreen'
import { STORAGE_KEYS } from '@/lib/preferences'
import { screenModes } from '../../../.storybook/modes'
import { neverAnswers } from '../../support/neverAnswers'

const meta = {
  component: HomeScreen,
  parameters: { chromatic: { modes: screenModes }, route: '/', path: '/' },
} satisfies Meta<typeof HomeScreen>

export default meta
type Story = StoryObj<typeof meta>

/** Every section has answered: no skeleton is left (the picture is then taken of a settled page). */
const settled = (canvasElement: HTMLElement) =>
  waitFor(() => expect(within(canvasElement).queryAllByRole('status')).toHaveLength(0), {
    timeout: 5000,
  })

const section = (canvasElement: HTMLElement, name: string | RegExp) =>
  within(within(canvasElement).getByRole('region', { name }))

export const Visitor: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'GVL USA EAFC Pro Clubs',
    )
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toBeVisible()
    await expect(
      await canvas.findByRole('link', { name: 'GVL Premier Division — Summer 2026' }),
    ).toBeVisible()
    await expect(
      await section(canvasElement, 'Latest news').findByRole('link', {
        name: 'Spring Cup draw: Northside Rovers face Lone Star FC',
      }),
    ).toBeVisible()
    await expect(await section(canvasElement, 'Latest results').findByText('3–0')).toBeVisible()
    // The latest move of the seed: a free agent who left Northside Rovers the day before.
    const movement = section(canvasElement, 'Transfer movement')
    await expect(await movement.findByRole('link', { name: 'zakary_st' })).toBeVisible()
    await expect(movement.getAllByRole('listitem')[0]).toHaveTextContent(
      'zakary_st left Northside RoversMar 13',
    )
    await expect(
      await canvas.findByRole('heading', {
        name: 'Stats leaders: GVL Premier Division — Spring 2026',
      }),
    ).toBeVisible()
    await expect(await canvas.findByRole('link', { name: 'Rabona_Panenka' })).toBeVisible()
    await expect(canvas.queryByRole('heading', { name: 'For you' })).toBeNull()
    await settled(canvasElement)
  },
}

export const SignedIn: Story = {
  parameters: { signedInAs: 'demo' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'My GVL' })).toBeVisible()
    await expect(canvas.queryByRole('link', { name: 'Create an account' })).toBeNull()
    const forYou = section(canvasElement, 'For you')
    await expect(await forYou.findByText('Bayou Strikers')).toBeVisible()
    await expect(await forYou.findByRole('link', { name: 'Lone Star FC' })).toBeVisible()
    await expect(forYou.getByRole('link', { name: 'See all invitations' })).toBeVisible()
    await settled(canvasElement)
  },
}

export const SignedInWithoutATeam: Story = {
  parameters: { signedInAs: 'lone_wolf' },
  play: async ({ canvasElement }) => {
    const forYou = section(canvasElement, 'For you')
    await expect(await forYou.findByText('You are not on a team yet.')).toBeVisible()
    await expect(forYou.getByRole('link', { name: 'Create a team' })).toBeVisible()
    await settled(canvasElement)
  },
}

export const CompetitionsServerError: Story = {
  parameters: { scenario: { failing: ['competitions'] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await section(canvasElement, 'Open and in progress').findByRole('alert'),
    ).toBeVisible()
    await expect(
      await section(canvasElement, 'Upcoming fixtures').findByRole('alert'),
    ).toBeVisible()
    await expect(await section(canvasElement, 'Stats leaders').findByRole('alert')).toBeVisible()
    // The news area still answers.
    await expect(
      await section(canvasElement, 'Latest news').findByRole('link', {
        name: 'Spring Cup draw: Northside Rovers face Lone Star FC',
      }),
    ).toBeVisible()
    await expect(canvas.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(3)
    await settled(canvasElement)
  },
}

export const NewsServerError: Story = {
  parameters: { scenario: { failing: ['news'] } },
  play: async ({ canvasElement }) => {
    const news = section(canvasElement, 'Latest news')
    await expect(await news.findByRole('alert')).toBeVisible()
    await expect(news.getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(
      await section(canvasElement, 'Open and in progress').findByRole('link', {
        name: 'GVL Premier Division — Summer 2026',
      }),
    ).toBeVisible()
    await settled(canvasElement)
  },
}

/** The feed of moves fails alone: its error and retry, the rest of the page as it is. */
export const MovementsServerError: Story = {
  parameters: { scenario: { failing: ['teams'] } },
  play: async ({ canvasElement }) => {
    const movement = section(canvasElement, 'Transfer movement')
    await expect(await movement.findByRole('alert')).toHaveTextContent(
      'The service is temporarily unavailable.',
    )
    await expect(movement.getByRole('button', { name: 'Try again' })).toBeVisible()
    await settled(canvasElement)
  },
}

export const Empty: Story = {
  parameters: { scenario: { empty: ['competitions', 'news', 'teams'] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByText('No competition is open or being played right now.'),
    ).toBeVisible()
    await expect(await canvas.findByText('No match is scheduled.')).toBeVisible()
    await expect(await canvas.findByText('No match has been played yet.')).toBeVisible()
    await expect(await canvas.findByText('No article has been published yet.')).toBeVisible()
    await expect(await canvas.findByText('No player has moved yet.')).toBeVisible()
    await expect(await canvas.findByText('No league is being played right now.')).toBeVisible()
    await settled(canvasElement)
  },
}

export const Loading: Story = {
  parameters: {
    signedInAs: 'demo',
    msw: {
      handlers: {
        competitions: [
          http.get('*/api/competitions', neverAnswers),
          http.get('*/api/matches', neverAnswers),
        ],
        news: [http.get('*/api/news', neverAnswers)],
        accounts: [http.get('*/api/me', neverAnswers)],
        invitations: [http.get('*/api/me/invitations', neverAnswers)],
        movements: [http.get('*/api/movements', neverAnswers)],
      },
    },
  },
  play: async ({ canvas }) => {
    // The hero never waits.
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('EAFC Pro Clubs')
    await expect(await canvas.findByText('Loading competitions…')).toBeInTheDocument()
    await expect(canvas.getByText('Loading the latest news…')).toBeInTheDocument()
    await expect(canvas.getByText('Loading upcoming fixtures…')).toBeInTheDocument()
    await expect(canvas.getByText('Loading your next match…')).toBeInTheDocument()
    await expect(canvas.getByText('Loading your invitations…')).toBeInTheDocument()
    await expect(canvas.getByText('Loading the latest moves…')).toBeInTheDocument()
  },
}

export const Mobile: Story = {
  parameters: { signedInAs: 'demo' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('link', { name: 'GVL Premier Division — Summer 2026' }),
    ).toBeVisible()
    await expect(await canvas.findByRole('link', { name: 'Rabona_Panenka' })).toBeVisible()
    await settled(canvasElement)
  },
}

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Crear una cuenta' })).toBeVisible()
    await expect(await canvas.findByRole('heading', { name: 'Últimas noticias' })).toBeVisible()
    const movement = section(canvasElement, 'Movimientos de jugadores')
    await expect((await movement.findAllByRole('listitem'))[0]).toHaveTextContent(
      'zakary_st dejó Northside Rovers',
    )
    await expect((await canvas.findAllByText('Inscripción abierta')).length).toBeGreaterThan(0)
    await settled(canvasElement)
  },
}

export const OtherLeague: Story = {
  parameters: { storage: { [STORAGE_KEYS.leagueName]: 'Other League' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'GVL USA Other League',
    )
    await settled(canvasElement)
  },
}
