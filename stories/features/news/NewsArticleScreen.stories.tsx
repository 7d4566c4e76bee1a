import type { Meta, StoryObj } from '@storybook/react-vite'
import { http } from 'msw'
import { expect } from 'storybook/test'
import { NewsArticleScreen } from '@/features/news/NewsArticleScreen'
import { screenModes } from '../../../.storybook/modes'
import { neverAnswers } from '../../support/neverAnswers'

/** A seeded article that mentions a competition, two teams and three players, with related articles. */
const SLUG = 'behind-the-badge-northside-rovers'

const meta = {
  component: NewsArticleScreen,
  parameters: { chromatic: { modes: screenModes }, route: `/news/${SLUG}`, path: '/news/:slug' },
} satisfies Meta<typeof NewsArticleScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Behind the badge: Northside Rovers' }),
    ).toBeVisible()
    const [firstMention] = canvas.getAllByRole('link', { name: 'rivera_fc' })
    await expect(firstMention).toHaveAttribute('href', '/profile/2')
    await expect(canvas.getByRole('heading', { name: 'Related articles' })).toBeVisible()
  },
}

export const NotFound: Story = {
  parameters: { route: '/news/no-such-article' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Article not found' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    )
  },
}

export const Loading: Story = {
  parameters: {
    msw: { handlers: { news: [http.get('*/api/news/:slug', neverAnswers)] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the article…')
  },
}

export const ServerError: Story = {
  parameters: { scenario: { failing: ['news'] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Artículos relacionados' }),
    ).toBeVisible()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible()
  },
}
