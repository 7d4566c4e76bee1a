import { useCallback, useLayoutEffect, useRef } from 'react'
import {
  createSearchParams,
  useNavigate,
  // The app's one use of the router's own hook (the lint rule's message says why).
  // eslint-disable-next-line no-restricted-imports
  useSearchParams as useRouterSearchParams,
  type NavigateOptions,
  type URLSearchParamsInit,
} from 'react-router'

/** A change of the search params: new ones, or a function of the latest ones asked for. */
export type SearchParamsChange =
  URLSearchParamsInit | ((latest: URLSearchParams) => URLSearchParamsInit)

/**
 * React Router's `useSearchParams`, with a setter that builds on the latest change asked for rather
 * than on the params of the last render.
 *
 * The router's setter hands its updater the params its component last drew. The router draws a
 * navigation in a transition, so on a busy page a second change made before the first is drawn (two
 * filters chosen one after the other) would start from the old URL and drop the first change. Here
 * each change is remembered until the page draws it (or draws another URL, as Back does), and the
 * next change starts from it.
 *
 * The third item reads the params the next change starts from, for a caller that decides its
 * navigation's options from them. The setter keeps its identity across renders.
 */
export function useSearchParams() {
  const [searchParams] = useRouterSearchParams()
  const navigate = useNavigate()
  const drawn = searchParams.toString()
  const drawnRef = useRef(drawn)
  // Searches asked for and not drawn yet, oldest first.
  const asked = useRef<string[]>([])

  useLayoutEffect(() => {
    drawnRef.current = drawn
    // What is drawn and what was asked before it are done; a URL nobody here asked for starts afresh.
    const at = asked.current.indexOf(drawn)
    asked.current = at === -1 ? [] : asked.current.slice(at + 1)
  }, [drawn])

  const latest = useCallback(
    () => new URLSearchParams(asked.current.at(-1) ?? drawnRef.current),
    [],
  )
  const setSearchParams = useCallback(
    (change: SearchParamsChange, options?: NavigateOptions) => {
      const next = createSearchParams(typeof change === 'function' ? change(latest()) : change)
      const search = next.toString()
      asked.current.push(search)
      void navigate(`?${search}`, options)
    },
    [latest, navigate],
  )
  return [searchParams, setSearchParams, latest] as const
}
