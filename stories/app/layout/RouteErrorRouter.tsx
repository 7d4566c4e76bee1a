/**
 * A tiny data router for stories of an error element: `useRouteError` needs the router to have caught
 * the error. Storybook already wraps every story in a router, and React Router refuses a router inside
 * another, so the outer router's location and route contexts are cleared for this subtree.
 */
import { useState, type ContextType, type ReactNode } from 'react'
import {
  createMemoryRouter,
  Outlet,
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_RouteContext as RouteContext,
  type RouteObject,
} from 'react-router'
import { RouterProvider } from 'react-router/dom'

type LocationContextValue = ContextType<typeof LocationContext>

export function RouteErrorRouter({
  errorElement,
  route,
  routes,
}: {
  errorElement: ReactNode
  /** The URL to open; a path without a route is the router's 404. */
  route: string
  /** The pages under the root route, which has the error element. */
  routes: RouteObject[]
}) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          path: '/',
          element: <Outlet />,
          errorElement,
          HydrateFallback: () => null,
          children: routes,
        },
      ],
      { initialEntries: [route] },
    ),
  )
  return (
    <LocationContext.Provider value={null as unknown as LocationContextValue}>
      <RouteContext.Provider value={{ outlet: null, matches: [], isDataRoute: false }}>
        <RouterProvider router={router} />
      </RouteContext.Provider>
    </LocationContext.Provider>
  )
}
