import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Crest } from '@/components/Crest'
import { Item, ItemList, MetaLine, Section, SectionLink } from '@/components/Section'

const meta = {
  component: Section,
  tags: ['autodocs'],
  args: {
    id: 'invitations-title',
    title: 'Invitations',
    action: <SectionLink to="/invitations">All invitations</SectionLink>,
    children: (
      <ItemList>
        <Item>
          <Crest team={{ tag: 'NSR', crest: null }} look="plain" size={32} />
          <div>
            <strong>Northside Rovers</strong>
            <MetaLine>From rivera_fc · expires in 5 days</MetaLine>
          </div>
        </Item>
        <Item>
          <Crest team={{ tag: 'LSF', crest: null }} look="plain" size={32} />
          <div>
            <strong>Lone Star FC</strong>
            <MetaLine>From maya_goals · expires in 2 days</MetaLine>
          </div>
        </Item>
      </ItemList>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Section>

export default meta
type Story = StoryObj<typeof meta>

/** A section named by its heading, with a link beside the title and rows of items. */
export const WithItems: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Invitations' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'All invitations' })).toBeVisible()
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2)
  },
}
