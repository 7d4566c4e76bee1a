import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test, vi } from 'vitest'
import { server } from '@mocks/node'
import { i18n } from '@/locales/i18n'
import { settingsOpened } from '@/session/settingsSlice'
import { SettingsDialog } from '@/features/settings/SettingsDialog'
import { renderWithProviders } from '../../utils/render'

function renderOpen(props: Parameters<typeof SettingsDialog>[0] = { mockApi: false }) {
  const view = renderWithProviders(<SettingsDialog {...props} />)
  view.store.dispatch(settingsOpened())
  return view
}

test('shows Community, Name and Language with their saved values', async () => {
  localStorage.setItem('gvl_league_name', 'Other League')
  renderOpen()
  expect(await screen.findByRole('dialog', { name: 'Settings' })).toBeVisible()

  const community = screen.getByRole('combobox', { name: 'Community' })
  expect(community).toHaveFocus()
  expect(community).toHaveValue('GVL USA')
  expect([...(community as HTMLSelectElement).options].map((o) => o.text)).toEqual(['GVL USA'])

  const league = screen.getByRole('combobox', { name: 'Name' })
  expect(league).toHaveValue('Other League')
  expect([...(league as HTMLSelectElement).options].map((o) => o.text)).toEqual([
    'EAFC Pro Clubs',
    'Other League',
  ])

  const language = screen.getByRole('combobox', { name: 'Language' })
  expect(language).toHaveValue('en')
  expect([...(language as HTMLSelectElement).options].map((o) => o.text)).toEqual([
    'English',
    'Spanish',
  ])
})

test('Save stores the three preferences, applies the language and closes', async () => {
  const { user, store } = renderOpen()
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Name' }), 'Other League')
  await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es')
  await user.click(screen.getByRole('button', { name: 'Save' }))

  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  expect(localStorage.getItem('gvl_community')).toBe('GVL USA')
  expect(localStorage.getItem('gvl_league_name')).toBe('Other League')
  expect(localStorage.getItem('language')).toBe('es')
  expect(store.getState().settings).toMatchObject({
    dialogOpen: false,
    community: 'GVL USA',
    leagueName: 'Other League',
    language: 'es',
  })
  expect(i18n.language).toBe('es')
  expect(document.documentElement.lang).toBe('es')
})

test('Cancel closes without saving, and the next opening starts from the saved values', async () => {
  const { user, store } = renderOpen()
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Name' }), 'Other League')
  await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es')
  await user.click(screen.getByRole('button', { name: 'Cancel' }))

  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  expect(localStorage.getItem('gvl_league_name')).toBeNull()
  expect(localStorage.getItem('language')).toBeNull()
  expect(store.getState().settings.leagueName).toBe('EAFC Pro Clubs')
  expect(i18n.language).toBe('en')

  store.dispatch(settingsOpened())
  expect(await screen.findByRole('combobox', { name: 'Name' })).toHaveValue('EAFC Pro Clubs')
  expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en')
})

test('Escape closes like Cancel', async () => {
  const { user, store } = renderOpen()
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Name' }), 'Other League')
  await user.keyboard('{Escape}')
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  expect(store.getState().settings.dialogOpen).toBe(false)
  expect(localStorage.getItem('gvl_league_name')).toBeNull()
})

test('the Mock API section is hidden against a real backend', async () => {
  renderOpen({ mockApi: false })
  await screen.findByRole('dialog', { name: 'Settings' })
  expect(screen.queryByRole('button', { name: 'Reset demo data' })).not.toBeInTheDocument()
})

test('the mock API’s controls are set apart from the settings and say what they are for', async () => {
  renderOpen({ mockApi: true })
  const tools = await screen.findByRole('region', { name: 'Developer tools: mock API' })
  expect(tools).toHaveAccessibleDescription(/^For demos and development, not part of your settings/)
  expect(within(tools).queryByRole('combobox', { name: 'Language' })).toBeNull()
  expect(within(tools).queryByRole('button', { name: 'Save' })).toBeNull()
  expect(within(tools).getByRole('button', { name: 'Reset demo data' })).toBeVisible()
})

test('Reset demo data asks first; keeping the data does nothing', async () => {
  const reload = vi.fn()
  let resets = 0
  server.use(
    http.post('*/api/__mock/reset', () => {
      resets += 1
      return new HttpResponse(null, { status: 204 })
    }),
  )
  const { user } = renderOpen({ mockApi: true, reload })
  await user.click(await screen.findByRole('button', { name: 'Reset demo data' }))

  expect(screen.getByText(/Reset the demo data and reload the page\?/)).toBeVisible()
  expect(screen.getByRole('button', { name: 'Keep my data' })).toHaveFocus()
  await user.click(screen.getByRole('button', { name: 'Keep my data' }))

  expect(screen.getByRole('button', { name: 'Reset demo data' })).toHaveFocus()
  expect(resets).toBe(0)
  expect(reload).not.toHaveBeenCalled()
})

test('confirming resets the mock API and reloads the page', async () => {
  const reload = vi.fn()
  let resets = 0
  server.use(
    http.post('*/api/__mock/reset', () => {
      resets += 1
      return new HttpResponse(null, { status: 204 })
    }),
  )
  const { user } = renderOpen({ mockApi: true, reload })
  await user.click(await screen.findByRole('button', { name: 'Reset demo data' }))
  await user.click(screen.getByRole('button', { name: 'Yes, reset' }))

  await expect.poll(() => reload.mock.calls.length).toBe(1)
  expect(resets).toBe(1)
})

test('a failed reset says so and does not reload', async () => {
  const reload = vi.fn()
  server.use(http.post('*/api/__mock/reset', () => new HttpResponse(null, { status: 500 })))
  const { user } = renderOpen({ mockApi: true, reload })
  await user.click(await screen.findByRole('button', { name: 'Reset demo data' }))
  await user.click(screen.getByRole('button', { name: 'Yes, reset' }))

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The demo data could not be reset. Please try again.',
  )
  expect(reload).not.toHaveBeenCalled()
})

test('reads in Spanish', async () => {
  await i18n.changeLanguage('es')
  renderOpen()
  expect(await screen.findByRole('dialog', { name: 'Ajustes' })).toBeVisible()
  expect(screen.getByRole('combobox', { name: 'Comunidad' })).toBeVisible()
  expect(screen.getByRole('button', { name: 'Guardar' })).toBeVisible()
  expect(screen.getByRole('button', { name: 'Cancelar' })).toBeVisible()
})
