import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { SelectField } from '@/components/SelectField'

const meta = {
  component: SelectField,
  tags: ['autodocs'],
  args: {
    label: 'Platform',
    hint: 'Where you play your league matches.',
    defaultValue: 'ps',
    children: (
      <>
        <option value="ps">PlayStation</option>
        <option value="xbox">Xbox</option>
        <option value="pc">PC</option>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SelectField>

export default meta
type Story = StoryObj<typeof meta>

/** A select with its hint, tied to it for assistive technology. */
export const WithHint: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Platform' })).toHaveAccessibleDescription(
      'Where you play your league matches.',
    )
  },
}

/** The server refused the value: the error is under the select and announced with it. */
export const Invalid: Story = {
  args: { error: 'Choose the platform of your team.' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Platform' })
    await expect(select).toBeInvalid()
    await expect(select).toHaveAccessibleDescription(
      'Where you play your league matches. Choose the platform of your team.',
    )
  },
}
