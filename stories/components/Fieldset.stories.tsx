import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Fieldset } from '@/components/Fieldset'
import formStyles from '@/components/Form.module.css'
import { TextField } from '@/components/TextField'

const meta = {
  component: Fieldset,
  tags: ['autodocs'],
  args: {
    legend: 'Identity',
    children: (
      <div className={formStyles.grid}>
        <TextField label="Team name" defaultValue="Northside Rovers" />
        <TextField label="Tag" defaultValue="NSR" />
      </div>
    ),
  },
  decorators: [
    (Story) => (
      <form
        className={formStyles.form}
        style={{ maxWidth: 720, padding: 16 }}
        onSubmit={(event) => event.preventDefault()}
      >
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof Fieldset>

export default meta
type Story = StoryObj<typeof meta>

/** A group of fields named by its legend: assistive tech reads the legend with each field. */
export const Fields: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Identity' })).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'Team name' })).toHaveValue('Northside Rovers')
  },
}

/** A note about the whole group, under its legend, describes the group (`aria-describedby`). */
export const WithNote: Story = {
  args: {
    legend: 'Platform IDs',
    'aria-describedby': 'ids-note',
    children: (
      <>
        <p id="ids-note" className={formStyles.note}>
          Give at least the ID of the platform you play on.
        </p>
        <TextField label="PSN ID" />
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Platform IDs' })).toHaveAccessibleDescription(
      'Give at least the ID of the platform you play on.',
    )
  },
}
