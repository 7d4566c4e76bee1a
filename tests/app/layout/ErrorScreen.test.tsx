import { render, screen, within } from '@testing-library/react'
import { Provider } from 'react-redux'
import { createMemoryRouter, data, Outlet, type RouteObject } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { afterEach, expect, test, vi } from 'vitest'
import { ErrorScreen } from '@/app/layout/ErrorScreen'
import { LoadingScreen } from '@/app/layout/LoadingScreen'
import { i18n } from '@/locales/i18n'
import { makeStore } from '@/app/store'

/** A root route with ErrorScreen as its error element, as the app's router has. */
function renderAt(path: string, children: RouteObject[]) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Outlet />,
        errorElement: <ErrorScreen />,
        HydrateFallback: LoadingScreen,
        children,
      },
    ],
    { initialEntries: [path] },
  )
  render(
    <Provider store={makeStore()}>
      <RouterProvider router={router} />
    </Provider>,
  )
  return router
}

function Boom(): never {
  throw new Error('The standings could not be computed.')
}

afterEach(() => {
  vi.restoreAllMocks()
})

test('an unknown route shows the default error page with 404 Not Found', async () => {
  renderAt('/no-such-page', [{ index: true, element: <p>Home</p> }])
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
  ).toBeVisible()
  expect(screen.getByText('404 Not Found')).toBeVisible()
  // What a lost visitor needs: home, search and the competitions.
  const ways = screen.getByRole('navigation', { name: 'Ways back' })
  expect(within(ways).getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
  expect(within(ways).getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search')
  expect(within(ways).getByRole('link', { name: 'Competitions' })).toHaveAttribute(
    'href',
    '/competitions',
  )
})

test('an error response thrown by a loader shows its status and text', async () => {
  renderAt('/teams', [
    {
      path: 'teams',
      loader: () => {
        throw data(null, { status: 503, statusText: 'Service Unavailable' })
      },
      element: <p>Teams</p>,
    },
  ])
  expect(await screen.findByText('503 Service Unavailable')).toBeVisible()
})

test('a thrown error shows its message', async () => {
  // React reports the render error to the console; the page is what this test is about.
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  renderAt('/', [{ index: true, Component: Boom }])
  expect(
    await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
  ).toBeVisible()
  expect(screen.getByText('The standings could not be computed.')).toBeVisible()
})

test('reads in Spanish', async () => {
  await i18n.changeLanguage('es')
  renderAt('/no-such-page', [{ index: true, element: <p>Inicio</p> }])
  expect(
    await screen.findByRole('heading', { name: '¡Error inesperado de la aplicación!' }),
  ).toBeVisible()
  expect(screen.getByText('404 No encontrado')).toBeVisible()
  expect(screen.getByRole('link', { name: 'Volver al inicio' })).toBeVisible()
})
