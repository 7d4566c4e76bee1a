import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import type { MatchListItem } from '@/api/contracts/competitions'
import { MatchList, MatchRow, SkeletonMatchRows } from '@/components/MatchRow'
import { Skeleton } from '@/components/Skeleton'

const competition = {
  id: 1,
  slug: 'premier-spring-2026',
  name: 'GVL Premier Division',
  season: 'Spring 2026',
}

const played: MatchListItem = {
  id: 101,
  matchday: 7,
  stage: 'league',
  kickoff: '2026-03-11T01:00:00Z',
  status: 'played',
  home: { id: 1, name: 'Northside Rovers', tag: 'NSR', crest: null },
  away: { id: 2, name: 'Lone Star FC', tag: 'LSF', crest: null },
  homeScore: 2,
  awayScore: 1,
  homePenalties: null,
  awayPenalties: null,
  competition,
}

const upcoming: MatchListItem = {
  ...played,
  id: 102,
  matchday: 8,
  kickoff: '2026-03-15T01:00:00Z',
  status: 'scheduled',
  homeScore: null,
  awayScore: null,
}

const onPenalties: MatchListItem = {
  ...played,
  id: 103,
  stage: 'final',
  homeScore: 1,
  awayScore: 1,
  homePenalties: 4,
  awayPenalties: 3,
}

const meta = {
  component: MatchRow,
  tags: ['autodocs'],
  args: { match: played },
  subcomponents: { SkeletonMatchRows },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MatchRow>

export default meta
type Story = StoryObj<typeof meta>

/** A result: the score between the teams, the day it was played. */
export const Result: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2–1')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Northside Rovers' })).toHaveAttribute(
      'href',
      '/team/1',
    )
  },
}

/** A fixture: "v" between the teams, and the kick-off. */
export const Fixture: Story = { args: { match: upcoming } }

/** A list of matches, a final settled on penalties among them. */
export const List: Story = {
  render: () => (
    <MatchList>
      {[played, upcoming, onPenalties].map((match) => (
        <li key={match.id}>
          <MatchRow match={match} />
        </li>
      ))}
    </MatchList>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('4–3 on penalties, Northside Rovers through')).toBeVisible()
  },
}

/** While a list of matches loads (SkeletonMatchRows): rows as tall as the matches to come. */
export const Loading: Story = {
  render: () => (
    <Skeleton label="Loading the latest results…">
      <SkeletonMatchRows count={3} />
    </Skeleton>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the latest results…')
  },
}
