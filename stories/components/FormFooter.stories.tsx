import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { FormFooter } from '@/components/form/FormFooter'
import formStyles from '@/components/Form.module.css'

const meta = {
  component: FormFooter,
  tags: ['autodocs'],
  args: { failure: null, saved: null, busy: false, busyLabel: 'Saving…', submitLabel: 'Save' },
  decorators: [
    (Story) => (
      <form
        className={formStyles.form}
        style={{ maxWidth: 480, padding: 16 }}
        onSubmit={(event) => event.preventDefault()}
      >
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof FormFooter>

export default meta
type Story = StoryObj<typeof meta>

/** Nothing sent yet: the submit button alone. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeVisible()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

/** Saved, until the player edits again. */
export const Saved: Story = {
  args: { saved: 'Profile saved.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Profile saved.')
  },
}

/** A failure about no field: the alert above the button, the form kept as typed. */
export const SaveFails: Story = {
  args: { failure: 'Your profile could not be saved. Try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not be saved')
  },
}
