/**
 * Code fetched when it is first needed, whose fetch can fail (offline) and be tried again. React's
 * `lazy` keeps a failed fetch's outcome for good, so a component that once failed offline would fail
 * for the rest of the visit; these forget a network's failure and fetch again. Chromium fetches a
 * module again after a failed dynamic import (the HTML standard now asks it of every browser); a
 * browser that keeps the failure fails the retry too, and a reload brings the code.
 */
import { Component, lazy, useEffect, useState, type ComponentType, type ReactNode } from 'react'
import { FetchFailedError } from './fetchFailed'

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

/**
 * Whether an import failed on the network rather than in the module's code: Chromium's, Firefox's
 * and Safari's words for a module that could not be fetched, Vite's for a stylesheet of it, and the
 * app's own FetchFailedError (a screen's text).
 */
export function isFetchFailure(error: unknown): boolean {
  return (
    error instanceof FetchFailedError ||
    (error instanceof Error &&
      /dynamically imported module|Importing a module script failed|Unable to preload CSS/.test(
        error.message,
      ))
  )
}

/**
 * Whether a stylesheet link's sheet never came. Chromium gives a link that failed a sheet whose rules
 * cannot be read, as if it came from another origin; other browsers give none, or an empty one. A
 * sheet from another origin hides its rules too, and is taken as come.
 */
function sheetNeverCame(link: HTMLLinkElement): boolean {
  try {
    return link.sheet === null || link.sheet.cssRules.length === 0
  } catch {
    return new URL(link.href).origin === window.location.origin
  }
}

/**
 * Puts back the stylesheets that failed to load: Vite counts a stylesheet it once asked for as
 * loaded, so a second import of its chunk would not ask again and the component would render
 * unstyled. Each link whose sheet never came is replaced by a new one, waited for. A disabled link
 * is left alone: a prerendered page carries that stylesheet's rules itself and only names the file
 * (scripts/prerender/page.mjs), so its link has no sheet by design.
 */
async function reloadFailedStylesheets(): Promise<void> {
  const failed = [
    ...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]:not([disabled])'),
  ].filter(sheetNeverCame)
  await Promise.all(
    failed.map(
      (dead) =>
        new Promise<void>((resolve, reject) => {
          const link = document.createElement('link')
          link.rel = 'stylesheet'
          link.href = dead.href
          link.addEventListener('load', () => resolve())
          link.addEventListener('error', () => {
            link.remove()
            reject(new FetchFailedError(`Could not load the stylesheet ${dead.href}`))
          })
          dead.replaceWith(link)
        }),
    ),
  )
}

/** A component's code that could not be fetched: the network, not the component, failed. */
export class CodeLoadError extends Error {
  constructor(
    cause: unknown,
    /** Fetches the code again; resolves once it is in, after which the component renders at once. */
    readonly fetchAgain: () => Promise<void>,
    /** Forgets the failure, so that the component's next render fetches its code again. */
    readonly forget: () => void,
  ) {
    super('The code of a component could not be fetched', { cause })
    this.name = 'CodeLoadError'
  }
}

/**
 * A component whose code is fetched when it first renders: it suspends until the code is in, and
 * throws a CodeLoadError for the nearest CodeLoadBoundary when the network fails (any other failure,
 * a module that throws as it runs, is thrown as it is, for the error boundaries). Once a boundary
 * has shown the failure, the next render fetches again. `fetchAhead` fetches the same code early (it
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
          if (!isFetchFailure(error)) throw error
          const forget = () => {
            if (current === component) current = attempt()
          }
          const fetchAgain = () =>
            reloadFailedStylesheets()
              .then(fetchComponent)
              .then(() => undefined)
          throw new CodeLoadError(error, fetchAgain, forget)
        },
      ),
    )
    return component
  }
  let current = attempt()
  function OnDemand(props: P) {
    // Chosen once per mount: a render in a transition may wait for the code and commit the lazy
    // wrapper without rendering this again, and swapping it for the loaded component later would
    // make React mount the component again, resetting its state.
    const [Current] = useState(() => loaded ?? current)
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
  /**
   * What stands in for the children while their code cannot be fetched. `retry` fetches it again
   * (`retrying` while that runs) and renders the children once it is in; until then this stays.
   */
  failure: (retry: () => void, retrying: boolean) => ReactNode
  /** A new value fetches again after a failure (a panel opened once more). */
  resetKey?: unknown
  children: ReactNode
}

interface CodeLoadBoundaryState {
  error: unknown
  retrying: boolean
}

/**
 * Catches the CodeLoadError of an `onDemand` component below it and shows `failure` instead. When the
 * browser is back online, when `failure` calls `retry` or when `resetKey` changes, it fetches the
 * code again, keeping `failure` on screen, and renders the children once the code is in. Any other
 * error goes on to the next error boundary up.
 */
export class CodeLoadBoundary extends Component<CodeLoadBoundaryProps, CodeLoadBoundaryState> {
  override state: CodeLoadBoundaryState = { error: null, retrying: false }
  private mounted = false

  static getDerivedStateFromError(error: unknown) {
    return { error, retrying: false }
  }

  override componentDidMount() {
    this.mounted = true
  }

  override componentWillUnmount() {
    this.mounted = false
  }

  override componentDidCatch(error: unknown) {
    if (error instanceof CodeLoadError) error.forget()
  }

  override componentDidUpdate(previous: CodeLoadBoundaryProps) {
    if (previous.resetKey !== this.props.resetKey && this.state.error !== null) this.retry()
  }

  private retry = () => {
    const { error, retrying } = this.state
    if (!(error instanceof CodeLoadError) || retrying) return
    this.setState({ retrying: true })
    error.fetchAgain().then(
      () => this.mounted && this.setState({ error: null, retrying: false }),
      () => this.mounted && this.setState({ retrying: false }),
    )
  }

  override render() {
    const { error, retrying } = this.state
    if (error === null) return this.props.children
    if (!(error instanceof CodeLoadError)) throw error
    return (
      <>
        <RetryWhenOnline retry={this.retry} />
        {this.props.failure(this.retry, retrying)}
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
