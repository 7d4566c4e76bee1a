import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Crest } from '@/components/Crest'
import { crest } from '@mocks/fixtures/crests'

const withImage = {
  tag: 'NSR',
  crest: `data:image/svg+xml,${encodeURIComponent(crest('stripes', '#1d4ed8', '#facc15'))}`,
}
const withoutImage = { tag: 'BGA', crest: null }

const meta = {
  component: Crest,
  tags: ['autodocs'],
  args: { team: withImage, size: 32, look: 'round' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Crest>

export default meta
type Story = StoryObj<typeof meta>

/** A team with a crest picture. */
export const WithPicture: Story = {}

/** A team without a picture: its tag on a disc, so a list never shows a hole. */
export const TagFallback: Story = {
  args: { team: withoutImage },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('BGA')).toBeVisible()
  },
}

/** A crest the API no longer has (replaced, removed): the tag, never a broken image. */
export const PictureUnavailable: Story = {
  args: { team: { tag: 'LSFC', crest: '/api/media/999999' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('LSF')).toBeVisible()
  },
}

/** Both looks at the sizes the app uses, with and without a picture. */
export const LooksAndSizes: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, max-content)', gap: 16 }}>
      {(['round', 'plain'] as const).map((look) =>
        [24, 32].map((size) => (
          <span key={`${look}-${size}`} style={{ display: 'flex', gap: 8 }}>
            <Crest team={withImage} look={look} size={size} />
            <Crest team={withoutImage} look={look} size={size} />
          </span>
        )),
      )}
    </div>
  ),
}
