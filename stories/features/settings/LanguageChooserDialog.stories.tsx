import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { LanguageChooserDialog } from '@/features/settings/LanguageChooserDialog'

const meta = {
  component: LanguageChooserDialog,
  args: { reload: fn() },
  // A first visit: no language stored, so the chooser shows.
  parameters: { layout: 'fullscreen', storage: { language: null } },
  // The overlay is portalled over the page: the page behind it gives the picture its size.
  decorators: [
    (Story) => (
      <div style={{ minHeight: '100vh' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LanguageChooserDialog>

export default meta
type Story = StoryObj<typeof meta>

const chooserOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Choose Language' })

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await chooserOf(canvasElement))
    await expect(dialog.getByRole('combobox', { name: 'Language' })).toHaveDisplayValue(
      'Select language',
    )
    await expect(dialog.getByRole('button', { name: 'Continue' })).toBeVisible()
  },
}

/** Continue does nothing until a language is chosen, and says why. */
export const ContinueDisabled: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = within(await chooserOf(canvasElement))
    const continueButton = dialog.getByRole('button', { name: 'Continue' })
    await expect(continueButton).toBeDisabled()
    await userEvent.click(continueButton)
    await expect(dialog.getByText('Choose a language to continue.')).toBeVisible()
    await expect(localStorage.getItem('language')).toBeNull()
    await expect(args.reload).not.toHaveBeenCalled()
  },
}

export const Chosen: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = within(await chooserOf(canvasElement))
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Language' }), 'Spanish')
    await expect(dialog.getByRole('button', { name: 'Continue' })).toBeEnabled()
    await expect(dialog.queryByText('Choose a language to continue.')).not.toBeInTheDocument()
    await expect(args.reload).not.toHaveBeenCalled()
  },
}

/** Continue stores the language, hides the overlay and reloads the page. */
export const Continued: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body)
    const dialog = within(await chooserOf(canvasElement))
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Language' }), 'Spanish')
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }))
    await expect(localStorage.getItem('language')).toBe('es')
    await expect(args.reload).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument())
  },
}
