import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect } from 'react'
import { expect, fn, waitFor, within } from 'storybook/test'
import { useAppDispatch } from '@/session/hooks'
import { TopNav } from '@/app/layout/TopNav'
import { SettingsDialog } from '@/features/settings/SettingsDialog'
import { settingsOpened } from '@/session/settingsSlice'
import { pageOf } from '../../support/overlays'

/** Opens the dialog as the navigation's gear would. */
function OpenSettings() {
  const dispatch = useAppDispatch()
  useEffect(() => {
    dispatch(settingsOpened())
  }, [dispatch])
  return null
}

const meta = {
  component: SettingsDialog,
  args: { reload: fn() },
  parameters: { layout: 'fullscreen' },
  // The dialog is portalled over the page: the page behind it gives the picture its size.
  decorators: [
    (Story) => (
      <div style={{ minHeight: '100vh' }}>
        <OpenSettings />
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SettingsDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await pageOf(canvasElement).findByRole('dialog', { name: 'Settings' }))
    await expect(dialog.getByRole('combobox', { name: 'Community' })).toHaveValue('GVL USA')
    await expect(dialog.getByRole('combobox', { name: 'Name' })).toHaveValue('EAFC Pro Clubs')
    await expect(dialog.getByRole('combobox', { name: 'Language' })).toHaveValue('en')
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Reset demo data' })).toBeVisible()
  },
}

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const dialog = within(await pageOf(canvasElement).findByRole('dialog', { name: 'Ajustes' }))
    await expect(dialog.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es')
    await expect(dialog.getByRole('button', { name: 'Guardar' })).toBeVisible()
  },
}

/** Save applies the language at once: the navigation behind the dialog switches to Spanish. */
export const ChangingLanguage: Story = {
  render: (args) => (
    <>
      <TopNav />
      <SettingsDialog {...args} />
    </>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = pageOf(canvasElement)
    const dialog = await page.findByRole('dialog', { name: 'Settings' })
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Language' }),
      'Spanish',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(localStorage.getItem('language')).toBe('es')
    await expect(localStorage.getItem('gvl_community')).toBe('GVL USA')
    await expect(localStorage.getItem('gvl_league_name')).toBe('EAFC Pro Clubs')
    await expect(await canvas.findByRole('link', { name: 'INICIO' })).toBeVisible()
  },
}

/** The first step of "Reset demo data": it asks before throwing everything away. */
export const ConfirmingReset: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const dialog = within(await pageOf(canvasElement).findByRole('dialog', { name: 'Settings' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Reset demo data' }))
    await expect(dialog.getByText(/Reset the demo data and reload the page\?/)).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Keep my data' })).toHaveFocus()
    await expect(dialog.getByRole('button', { name: 'Yes, reset' })).toBeVisible()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const dialog = await pageOf(canvasElement).findByRole('dialog', { name: 'Settings' })
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth)
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeVisible()
  },
}
