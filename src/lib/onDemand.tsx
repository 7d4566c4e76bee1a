/**
 * Code fetched when it is first needed, whose fetch can fail (offline, or a deploy replaced the
 * chunks) and be tried again. React's `lazy` keeps a failed fetch's outcome for good, so a component
 * that once failed offline would fail for the rest of the visit; these forget a failure, and the next
 * render fetches again (browsers fetch a module again after a failed dynamic import).
 */
import { Component, lazy, useEffect, type ComponentType, type ReactNode } from 'react'

/**
 * `load` called at most once at a time: every caller shares the pending or fulfilled promise, and
 * after a rejection the next call starts a new fetch.
 */
export function fetchedOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null
      throw error
    }))
}

/** A component's code that could not be fetched: the network, not the component, failed. */
export class CodeLoadError extends Error {
  constructor(
    cause: unknown,
    /** Forgets the failure, so that the component's next render fetches its code again. */
    readonly forget: () => void = () => undefined,
  ) {
    super('The code of a component could not be fetched', { cause })
    this.name = 'CodeLoadError'
  }
}

/**
 * A component whose code is fetched when it first renders: it suspends until the code is in, and
 * throws a CodeLoadError for the nearest CodeLoadBoundary when the fetch fails. Once a boundary has
 * shown the failure, the next render fetches again. `fetchAhead` fetches the same code early (it
 * never rejects); a component whose code is in renders at once, without suspending.
 */
export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> & { fetchAhead: () => Promise<void> } {
  let loaded: ComponentType<P> | null = null
  const fetchComponent = fetchedOnce(async () => (loaded = await load()))
  // React's lazy, for its handling of Suspense, with a new one for each attempt: React keeps a lazy
  // component's outcome for good. The failure is not forgotten at once: React renders a failed
  // component once more before it shows the error, and that render would fetch again (offline, in
  // a loop); the boundary forgets it once it has shown it.
  const attempt = (): ComponentType<P> => {
    const component = lazy(() =>
      fetchComponent().then(
        (loadedComponent) => ({ default: loadedComponent }),
        (error: unknown) => {
          throw new CodeLoadError(error, () => {
            if (current === component) current = attempt()
          })
        },
      ),
    )
    return component
  }
  let current = attempt()
  function OnDemand(props: P) {
    const Current = loaded ?? current
    return <Current {...props} />
  }
  // Offline, a fetch ahead fails: the component's own render fetches again.
  OnDemand.fetchAhead = () =>
    fetchComponent().then(
      () => undefined,
      () => undefined,
    )
  return OnDemand
}

interface CodeLoadBoundaryProps {
  /** What stands in for the children while their code cannot be fetched; `retry` renders them again. */
  failure: (retry: () => void) => ReactNode
  /** A new value renders the children again after a failure (a panel opened once more). */
  resetKey?: unknown
  children: ReactNode
}

interface CodeLoadBoundaryState {
  error: unknown
  resetKey: unknown
}

/**
 * Catches the CodeLoadError of an `onDemand` component below it and shows `failure` instead. When the
 * browser is back online, or `failure` calls `retry`, it renders the children again, which fetches
 * their code again. Any other error is not a network's: it goes on to the next error boundary up.
 */
export class CodeLoadBoundary extends Component<CodeLoadBoundaryProps, CodeLoadBoundaryState> {
  override state: CodeLoadBoundaryState = { error: null, resetKey: this.props.resetKey }

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  static getDerivedStateFromProps(
    props: CodeLoadBoundaryProps,
    state: CodeLoadBoundaryState,
  ): Partial<CodeLoadBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey }
  }

  override componentDidCatch(error: unknown) {
    if (error instanceof CodeLoadError) error.forget()
  }

  private retry = () => this.setState({ error: null })

  override render() {
    const { error } = this.state
    if (error === null) return this.props.children
    if (!(error instanceof CodeLoadError)) throw error
    return (
      <>
        <RetryWhenOnline retry={this.retry} />
        {this.props.failure(this.retry)}
      </>
    )
  }
}

function RetryWhenOnline({ retry }: { retry: () => void }) {
  useEffect(() => {
    window.addEventListener('online', retry)
    return () => window.removeEventListener('online', retry)
  }, [retry])
  return null
}
