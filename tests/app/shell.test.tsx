/** The whole frame as a player uses it: panels open from the navigation and give focus back. */
import { screen, waitFor } from '@testing-library/react'
import { expect, test } from 'vitest'
import { AppLayout } from '@/app/Shell'
import { renderWithProviders, signInAs } from '../utils/render'

test.each(['Messages', /^Notifications/])(
  'closing the %s panel returns focus to its button',
  async (name) => {
    await signInAs('demo')
    localStorage.setItem('language', 'en')
    const { user } = renderWithProviders(<AppLayout />, { route: '/' })
    const button = await screen.findByRole('button', { name })
    await user.click(button)
    expect(await screen.findByRole('dialog')).toBeVisible()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(button).toHaveFocus()
  },
)

test('page scrolling is locked while a panel is open', async () => {
  await signInAs('demo')
  localStorage.setItem('language', 'en')
  const { user } = renderWithProviders(<AppLayout />, { route: '/' })
  await user.click(await screen.findByRole('button', { name: 'Messages' }))
  await screen.findByRole('dialog')
  expect(document.body).toHaveAttribute('data-scroll-locked')
  await user.keyboard('{Escape}')
  await waitFor(() => expect(document.body).not.toHaveAttribute('data-scroll-locked'))
})

test('the footer, loaded after the first paint, follows the page with its links', async () => {
  localStorage.setItem('language', 'en')
  renderWithProviders(<AppLayout />, { route: '/' })
  const footer = await screen.findByRole('contentinfo')
  expect(footer).toBeVisible()
  expect(screen.getByRole('navigation', { name: 'Footer' })).toBeVisible()
})
