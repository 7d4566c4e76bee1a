import { screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { LanguageChooserDialog } from '@/features/settings/LanguageChooserDialog'
import { renderWithProviders } from '../../utils/render'

test('shows only when no language is stored', () => {
  localStorage.setItem('language', 'es')
  renderWithProviders(<LanguageChooserDialog reload={vi.fn()} />)
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
})

test('treats an unsupported stored language as none', () => {
  localStorage.setItem('language', 'fr')
  renderWithProviders(<LanguageChooserDialog reload={vi.fn()} />)
  expect(screen.getByRole('dialog', { name: 'Choose Language' })).toBeVisible()
})

test('asks for a language, with Continue disabled until one is chosen', () => {
  renderWithProviders(<LanguageChooserDialog reload={vi.fn()} />)
  expect(screen.getByRole('dialog', { name: 'Choose Language' })).toBeVisible()

  const select = screen.getByRole('combobox', { name: 'Language' })
  expect(select).toHaveValue('')
  expect(screen.getByRole('option', { name: 'Select language' })).toBeDisabled()
  expect([...(select as HTMLSelectElement).options].map((o) => o.text)).toEqual([
    'Select language',
    'English',
    'Spanish',
  ])
  expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled()
  expect(select).toHaveAccessibleDescription('Choose a language to continue.')
})

test('Continue without a choice does nothing', async () => {
  const reload = vi.fn()
  const { user } = renderWithProviders(<LanguageChooserDialog reload={reload} />)
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  await user.keyboard('{Escape}')
  expect(screen.getByRole('dialog', { name: 'Choose Language' })).toBeVisible()
  expect(localStorage.getItem('language')).toBeNull()
  expect(reload).not.toHaveBeenCalled()
})

test('Continue stores the language, hides the overlay and reloads', async () => {
  const reload = vi.fn()
  const { user } = renderWithProviders(<LanguageChooserDialog reload={reload} />)
  await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Spanish')
  expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled()
  await user.click(screen.getByRole('button', { name: 'Continue' }))

  expect(localStorage.getItem('language')).toBe('es')
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  expect(reload).toHaveBeenCalledTimes(1)
})
