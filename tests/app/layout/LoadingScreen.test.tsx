import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { LoadingScreen } from '@/app/layout/LoadingScreen'
import { renderWithProviders } from '../../utils/render'

test('shows the navigation, a spinner and the brand initials', () => {
  renderWithProviders(<LoadingScreen />)
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible()
  expect(screen.getByRole('status')).toHaveTextContent('Loading GVL…')
  expect(screen.getByRole('main')).toHaveTextContent('GVL')
  expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true')
})

test('its gear opens Settings', async () => {
  const { user } = renderWithProviders(<LoadingScreen />)
  await user.click(screen.getByRole('button', { name: 'Settings' }))
  expect(await screen.findByRole('dialog', { name: 'Settings' })).toBeVisible()
})
