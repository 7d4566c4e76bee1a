import { zodResolver } from '@hookform/resolvers/zod'
import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { expect } from 'storybook/test'
import { z } from 'zod'
import { FormFields, FormTextField } from '@/components/form/FormFields'
import { SubmitButton } from '@/components/form/SubmitButton'
import formStyles from '@/components/Form.module.css'

const schema = z.object({ psn: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{2,15}$/, 'psn_format') })
type DemoValues = z.infer<typeof schema>

/** The feature's wording of its rules' keys, as a screen's own `useFieldErrorText` gives it. */
const WORDS: Record<string, string> = {
  psn_format: 'Use 3 to 16 letters, digits, hyphens or underscores, starting with a letter.',
}

/** A form of one field, as a screen writes it: the field finds its registration and error by name. */
function DemoForm({ children }: { children: ReactNode }) {
  const form = useForm<DemoValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { psn: '' },
  })
  return (
    <form
      className={formStyles.form}
      style={{ maxWidth: 420, padding: 16 }}
      onSubmit={(event) => void form.handleSubmit(() => undefined)(event)}
      noValidate
    >
      <FormFields form={form} errorText={(error) => error?.message && WORDS[error.message]}>
        {children}
      </FormFields>
      <div className={formStyles.actions}>
        <SubmitButton busy={false} busyLabel="Saving…">
          Save
        </SubmitButton>
      </div>
    </form>
  )
}

const meta = {
  component: FormTextField,
  tags: ['autodocs'],
  args: {
    name: 'psn',
    label: 'PlayStation Network ID',
    hint: 'As it shows on your console.',
    autoComplete: 'off',
    identifier: true,
  },
  decorators: [
    (Story) => (
      <DemoForm>
        <Story />
      </DemoForm>
    ),
  ],
} satisfies Meta<typeof FormTextField>

export default meta
type Story = StoryObj<typeof meta>

/** Bound to the form's `psn`; typed to the letter (no capitals added, no spell-check). */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText('PlayStation Network ID')
    await expect(field).toHaveAttribute('name', 'psn')
    await expect(field).toHaveAttribute('autocapitalize', 'none')
    await expect(field).toHaveAttribute('spellcheck', 'false')
    await expect(field).toHaveAccessibleDescription('As it shows on your console.')
  },
}

/** Submitted as typed: the form's rule refuses it, and the field shows its worded error, focused. */
export const SubmitRefused: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByLabelText('PlayStation Network ID')
    await userEvent.type(field, '1up')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(field).toBeInvalid()
    await expect(field).toHaveFocus()
    await expect(field).toHaveAccessibleDescription(
      'As it shows on your console. Use 3 to 16 letters, digits, hyphens or underscores, starting with a letter.',
    )
  },
}
