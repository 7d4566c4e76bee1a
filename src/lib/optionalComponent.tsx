/**
 * A component whose code is fetched when it first mounts, for what a page can do without: it renders
 * nothing until the code is in, and nothing if the fetch fails. A failure is not kept: the component
 * fetches again when the browser is back online or when it next mounts, and a success is shared by
 * every later mount.
 */
import { Suspense, type ComponentType } from 'react'
import { CodeLoadBoundary, onDemand } from './onDemand'

const nothing = () => null

export function optionalComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Component = onDemand(load)
  return function Optional(props: P) {
    return (
      <CodeLoadBoundary failure={nothing}>
        <Suspense fallback={null}>
          <Component {...props} />
        </Suspense>
      </CodeLoadBoundary>
    )
  }
}
