/**
 * A component whose code is fetched when it first mounts, for what a page can do without: it renders
 * nothing until the code is in, and nothing if the fetch fails. Unlike React's `lazy`, which keeps a
 * failed fetch's outcome for good, a failure is not kept: the component's next mount fetches again
 * (the network may be back), and a success is shared by every later mount.
 */
import { useEffect, useState, type ComponentType } from 'react'

export function optionalComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null
  let pending: Promise<ComponentType<P>> | null = null
  const fetchOnce = (): Promise<ComponentType<P>> => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null
        throw error
      },
    )
    return pending
  }
  function Optional(props: P) {
    // A function in state is called as an updater: the component is kept in a box.
    const [box, setBox] = useState<{ component: ComponentType<P> } | null>(() =>
      loaded === null ? null : { component: loaded },
    )
    useEffect(() => {
      if (box !== null) return
      let mounted = true
      fetchOnce().then(
        (component) => {
          if (mounted) setBox({ component })
        },
        () => undefined,
      )
      return () => {
        mounted = false
      }
    }, [box])
    if (box === null) return null
    const Component = box.component
    return <Component {...props} />
  }
  return Optional
}
