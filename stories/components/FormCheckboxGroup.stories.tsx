import { zodResolver } from '@hookform/resolvers/zod'
import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { expect } from 'storybook/test'
import { z } from 'zod'
import { FormCheckboxGroup } from '@/components/form/FormCheckboxGroup'
import { FormFields } from '@/components/form/FormFields'
import { SubmitButton } from '@/components/form/SubmitButton'
import formStyles from '@/components/Form.module.css'

const schema = z.object({ evenings: z.array(z.string()).min(1, 'evenings_required') })
type DemoValues = z.infer<typeof schema>

const WORDS: Record<string, string> = { evenings_required: 'Choose at least one evening.' }

/** A form of one group, as a screen writes it: the group finds its registration and error by name. */
function DemoForm({ children, evenings }: { children: ReactNode; evenings: string[] }) {
  const form = useForm<DemoValues>({
    resolver: zodResolver(schema),
    defaultValues: { evenings },
  })
  return (
    <form
      className={formStyles.form}
      style={{ maxWidth: 480, padding: 16 }}
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

const EVENINGS = [
  ['monday', 'Monday'],
  ['tuesday', 'Tuesday'],
  ['wednesday', 'Wednesday'],
  ['thursday', 'Thursday'],
  ['friday', 'Friday'],
  ['saturday', 'Saturday'],
  ['sunday', 'Sunday'],
] as const

const meta = {
  component: FormCheckboxGroup,
  tags: ['autodocs'],
  args: {
    name: 'evenings',
    legend: 'Evenings you can play',
    hint: 'Every evening you are usually free from 8 PM.',
    options: EVENINGS,
  },
  decorators: [
    (Story, { parameters }) => (
      <DemoForm evenings={(parameters.evenings as string[] | undefined) ?? []}>
        <Story />
      </DemoForm>
    ),
  ],
} satisfies Meta<typeof FormCheckboxGroup>

export default meta
type Story = StoryObj<typeof meta>

/** Several choices under one legend, its hint tied to the group. */
export const Choices: Story = {
  parameters: { evenings: ['tuesday', 'saturday'] },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Evenings you can play' })
    await expect(group).toHaveAccessibleDescription('Every evening you are usually free from 8 PM.')
    await expect(canvas.getByRole('checkbox', { name: 'Tuesday' })).toBeChecked()
    await expect(canvas.getByRole('checkbox', { name: 'Monday' })).not.toBeChecked()
  },
}

/** Sent with none ticked: the group's error, tied to it and to each box. */
export const Invalid: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    const group = canvas.getByRole('group', { name: 'Evenings you can play' })
    await expect(group).toHaveAccessibleDescription(
      'Every evening you are usually free from 8 PM. Choose at least one evening.',
    )
    await expect(canvas.getByRole('checkbox', { name: 'Sunday' })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
  },
}

/** On a phone the boxes wrap. */
export const Phone: Story = {
  parameters: { evenings: ['friday'] },
  globals: { viewport: { value: 'phone' } },
}
