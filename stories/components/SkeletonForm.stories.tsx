import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Skeleton } from '@/components/Skeleton'
import {
  SkeletonActions,
  SkeletonField,
  SkeletonFieldGrid,
  SkeletonFieldset,
} from '@/components/SkeletonForm'
import formStyles from '@/components/Form.module.css'

const meta = {
  component: SkeletonField,
  subcomponents: { SkeletonFieldset, SkeletonFieldGrid, SkeletonActions },
  tags: ['autodocs'],
  args: { hintLines: 1 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720, padding: 16 }}>
        <Skeleton label="Loading your profile…">
          <Story />
        </Skeleton>
      </div>
    ),
  ],
} satisfies Meta<typeof SkeletonField>

export default meta
type Story = StoryObj<typeof meta>

/** One field: its label's line, a 44 px control and its hint's line. */
export const Field: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your profile…')
  },
}

/** A text area of five rows, its count's line under it. */
export const TextArea: Story = { args: { rows: 5 } }

/**
 * A form as the account pages draw it while the player's data loads: fieldsets with their legend,
 * fields side by side in the form's grid, and the form's button.
 */
export const Form: Story = {
  render: () => (
    <div className={formStyles.form}>
      <SkeletonFieldset>
        <SkeletonFieldGrid>
          <SkeletonField />
          <SkeletonField hintLines={2} />
        </SkeletonFieldGrid>
      </SkeletonFieldset>
      <SkeletonFieldset>
        <SkeletonField rows={5} hintLines={1} />
      </SkeletonFieldset>
      <SkeletonActions widths={[112]} />
    </div>
  ),
  play: async ({ canvas }) => {
    // Shapes only: no field to fill or button to press until the form is in.
    await expect(canvas.queryByRole('textbox')).toBeNull()
    await expect(canvas.queryByRole('group')).toBeNull()
  },
}
