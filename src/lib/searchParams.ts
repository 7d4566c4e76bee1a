import { useCallback, useContext } from 'react'
import {
  createSearchParams,
  useNavigate,
  UNSAFE_DataRouterContext as DataRouterContext,
  // The app's one use of the router's own hook (the lint rule's message says why).
  // eslint-disable-next-line no-restricted-imports
  useSearchParams as useRouterSearchParams,
  type NavigateOptions,
  type URLSearchParamsInit,
} from 'react-router'

/** A change of the search params: new ones, or a function of the latest ones. */
export type SearchParamsChange =
  URLSearchParamsInit | ((latest: URLSearchParams) => URLSearchParamsInit)

/**
 * React Router's `useSearchParams`, with a setter that builds on the router's latest location rather
 * than on the params of the component's last render.
 *
 * The router's setter hands its updater the params its component last drew. The router draws a
 * navigation in a transition, so on a busy page a second change made before the first is drawn (two
 * filters chosen one after the other) would start from the old URL and drop the first change. The
 * router itself knows the URL at once: a navigation to the same route is in its state as soon as it
 * is asked for (as its location, or as the navigation under way while a loader runs), and so is Back
 * once the browser has gone back. Every
 * component on the page reads that one state, so one component's change is not lost to another's.
 * It needs a data router (the app's, the prerender's, the tests' and the stories' all are).
 *
 * The third item reads the params the next change starts from, for a caller that decides its
 * navigation's options from them. The setter keeps its identity across renders. Like the router's,
 * it drops the URL's hash.
 */
export function useSearchParams() {
  const [searchParams] = useRouterSearchParams()
  const navigate = useNavigate()
  const dataRouter = useContext(DataRouterContext)
  if (!dataRouter)
    throw new Error('useSearchParams needs a data router (createBrowserRouter and kin)')
  const { router } = dataRouter

  const latest = useCallback(() => {
    const { navigation, location } = router.state
    // A change of this page's search waiting for a loader (the signed-in pages' check) is the URL the
    // next change builds on; a navigation to another page is not this page's to build on.
    const pending = navigation.location
    return new URLSearchParams(
      (pending?.pathname === location.pathname ? pending : location).search,
    )
  }, [router])
  const setSearchParams = useCallback(
    (change: SearchParamsChange, options?: NavigateOptions) => {
      const next = createSearchParams(typeof change === 'function' ? change(latest()) : change)
      void navigate(`?${next.toString()}`, options)
    },
    [latest, navigate],
  )
  return [searchParams, setSearchParams, latest] as const
}
