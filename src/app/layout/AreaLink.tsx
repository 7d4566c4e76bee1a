import { Link, matchPath, useLocation, type LinkProps } from 'react-router'

/**
 * A main navigation item: NavLink's `aria-current="page"`, but current on every page of its area
 * (`also`): the Players item on /players and on /market, which share the Players area's tab strip.
 */
export function AreaLink({
  to,
  also = [],
  end = false,
  ...props
}: Omit<LinkProps, 'to'> & {
  to: string
  /** The area's other pages (and the pages under them). */
  also?: readonly string[]
  /** Current only on `to` itself, not on the pages under it (Home's `/`). */
  end?: boolean
}) {
  const { pathname } = useLocation()
  const current = [to, ...also].some((path) => matchPath({ path, end }, pathname) !== null)
  return <Link {...props} to={to} aria-current={current ? 'page' : undefined} />
}
