import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Avatar } from '@/components/Avatar'
import { Badge, SkeletonBadge } from '@/components/Badge'
import { CardHead, SkeletonCardHead, TeamTag } from '@/components/CardHead'
import cardStyles from '@/components/Card.module.css'
import { Crest } from '@/components/Crest'
import { SkeletonText } from '@/components/Skeleton'
import { DEMO_AVATARS } from '@mocks/fixtures/avatars'
import { crest } from '@mocks/fixtures/crests'

const CREST = `data:image/svg+xml,${encodeURIComponent(crest('stripes', '#1d4ed8', '#facc15'))}`
const AVATAR = `data:image/svg+xml,${encodeURIComponent(DEMO_AVATARS['maya_goals'] ?? '')}`

const meta = {
  component: CardHead,
  tags: ['autodocs'],
  subcomponents: { SkeletonCardHead, TeamTag },
  args: {
    headingId: 'card-head-story',
    level: 3,
    picture: <Crest team={{ tag: 'NSR', crest: CREST }} size={56} look="plain" />,
    to: '/team/1',
    name: 'Northside Rovers',
    meta: <TeamTag tag="NSR" />,
    children: <Badge tone="accent">Pending</Badge>,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, padding: 16 }}>
        <div className={cardStyles.stacked}>
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof CardHead>

export default meta
type Story = StoryObj<typeof meta>

/** A club's card in a box of offers: its crest, the linked name with its tag, the status last. */
export const ClubWithStatus: Story = {
  play: async ({ canvas }) => {
    // The id names the card it heads (`aria-labelledby`) and describes its buttons.
    const heading = canvas.getByRole('heading', { level: 3, name: 'Northside Rovers' })
    await expect(heading).toHaveAttribute('id', 'card-head-story')
    await expect(canvas.getByRole('link', { name: 'Northside Rovers' })).toHaveAttribute(
      'href',
      '/team/1',
    )
  },
}

/** A player's card on a page of them: the line under the name is a row of several items. */
export const PlayerWithARow: Story = {
  args: {
    level: 2,
    layout: 'row',
    picture: <Avatar src={AVATAR} size={48} />,
    to: '/profile/7',
    name: 'maya_goals',
    meta: (
      <>
        <Badge tone="success">Free agent</Badge>
        <span>PlayStation</span>
        <span>Updated 2 days ago</span>
      </>
    ),
    children: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'maya_goals' })).toBeVisible()
    await expect(canvas.getByText('Updated 2 days ago')).toBeVisible()
  },
}

/** While the card loads: the same places, as shapes. */
export const Loading: Story = {
  render: () => (
    // A shape, hidden from assistive tech as the loading card around it is.
    <div aria-hidden="true">
      <SkeletonCardHead level={3} picture={56} nameWidth="10em" meta={<SkeletonText width="3em" />}>
        <SkeletonBadge width="4em" />
      </SkeletonCardHead>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull()
  },
}
