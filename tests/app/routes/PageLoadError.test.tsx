import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ComponentType } from 'react'
import { createMemoryRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { PageLoadError } from '@/app/routes/PageLoadError'

const PlayersScreen: ComponentType = () => <h1>Players list</h1>

function renderAt(retry: () => Promise<ComponentType>, reload = vi.fn()) {
  const router = createMemoryRouter(
    [
      {
        path: '/players',
        handle: { title: 'players' },
        element: <PageLoadError retry={retry} reload={reload} />,
      },
    ],
    { initialEntries: ['/players'] },
  )
  render(<RouterProvider router={router} />)
  return { reload, user: userEvent.setup() }
}

const offline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)

afterEach(() => vi.restoreAllMocks())

describe('PageLoadError (a screen whose code could not be fetched)', () => {
  test('names the page, says why, and offers to try again', () => {
    renderAt(() => Promise.reject(new Error('offline')))
    expect(screen.getByRole('heading', { level: 1, name: 'Players' })).toBeVisible()
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This page could not be loaded. Check your connection and try again.',
    )
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible()
  })

  test('still offline: trying again keeps the message and the button, and does not reload', async () => {
    offline()
    const { reload, user } = renderAt(() => Promise.reject(new Error('offline')))
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible()
    expect(reload).not.toHaveBeenCalled()
  })

  test('back online: trying again shows the screen in place', async () => {
    const retry = vi.fn(() => Promise.resolve(PlayersScreen))
    const { user } = renderAt(retry)
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Players list' })).toBeVisible()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(retry).toHaveBeenCalledOnce()
  })

  test('online but the browser will not fetch the module again: the page reloads', async () => {
    const { reload, user } = renderAt(() => Promise.reject(new Error('cached failure')))
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce())
  })
})
