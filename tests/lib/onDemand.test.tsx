import { act, fireEvent, render, screen } from '@testing-library/react'
import {
  Component,
  startTransition,
  StrictMode,
  Suspense,
  useEffect,
  useState,
  type ReactNode,
} from 'react'
import { expect, test, vi } from 'vitest'
import {
  CodeLoadBoundary,
  CodeLoadError,
  fetchedOnce,
  isFetchFailure,
  onDemand,
} from '@/lib/onDemand'
import { FetchFailedError } from '@/lib/fetchFailed'

function Hello({ name }: { name: string }) {
  return <p>Hello, {name}</p>
}

const offline = () => new TypeError('Failed to fetch dynamically imported module')

/** A load that fails the first time (offline) and then succeeds. */
const failingOnce = () =>
  vi.fn<() => Promise<typeof Hello>>().mockRejectedValueOnce(offline()).mockResolvedValue(Hello)

function Boundary({ children }: { children: ReactNode }) {
  return (
    <CodeLoadBoundary
      failure={(retry, retrying) => (
        <button type="button" onClick={retry} aria-busy={retrying}>
          Could not load: try again
        </button>
      )}
    >
      <Suspense fallback={<p>Loading…</p>}>{children}</Suspense>
    </CodeLoadBoundary>
  )
}

test('fetchedOnce shares a fetch under way and its success, and fetches again after a failure', async () => {
  const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(offline())
  load.mockResolvedValue('code')
  const fetchCode = fetchedOnce(load)
  const [first, second] = [fetchCode(), fetchCode()]
  expect(first).toBe(second)
  await expect(first).rejects.toThrow('Failed to fetch')
  await expect(fetchCode()).resolves.toBe('code')
  await expect(fetchCode()).resolves.toBe('code')
  expect(load).toHaveBeenCalledTimes(2)
})

test('a component suspends until its code is in, then renders with its props', async () => {
  const Loaded = onDemand(() => Promise.resolve(Hello))
  render(
    <Boundary>
      <Loaded name="Maya" />
    </Boundary>,
  )
  expect(screen.getByText('Loading…')).toBeVisible()
  expect(await screen.findByText('Hello, Maya')).toBeVisible()
})

test('a failed fetch shows the failure, and Try again fetches again and renders the component', async () => {
  const load = failingOnce()
  const Loaded = onDemand(load)
  render(
    <Boundary>
      <Loaded name="Nate" />
    </Boundary>,
  )
  const retry = await screen.findByRole('button', { name: 'Could not load: try again' })
  fireEvent.click(retry)
  // The failure stays, busy, while the code is fetched again: nothing flickers, nothing is announced twice.
  expect(retry).toHaveAttribute('aria-busy', 'true')
  expect(screen.queryByText('Loading…')).not.toBeInTheDocument()
  expect(await screen.findByText('Hello, Nate')).toBeVisible()
  expect(screen.queryByRole('button')).not.toBeInTheDocument()
  expect(load).toHaveBeenCalledTimes(2)
})

test('a try again leaves alone the stylesheet links a prerendered page keeps disabled', async () => {
  // The page carries the stylesheet's rules itself; the disabled link only names the file, so that
  // Vite does not load it again. It has no sheet by design: it did not fail.
  const named = document.createElement('link')
  named.rel = 'stylesheet'
  named.href = '/assets/main.css'
  named.setAttribute('disabled', '')
  document.head.append(named)
  try {
    const Loaded = onDemand(failingOnce())
    render(
      <Boundary>
        <Loaded name="Nate" />
      </Boundary>,
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Could not load: try again' }))
    expect(await screen.findByText('Hello, Nate')).toBeVisible()
    expect(named.isConnected).toBe(true)
    expect(named).toHaveAttribute('disabled')
  } finally {
    named.remove()
  }
})

test('offline, a failed component fetches once and waits: React’s second render does not fetch again', async () => {
  const load = vi.fn<() => Promise<typeof Hello>>().mockRejectedValue(offline())
  const Loaded = onDemand(load)
  // StrictMode, as the app renders: its double renders fetch no more either.
  render(
    <StrictMode>
      <Boundary>
        <Loaded name="Maya" />
      </Boundary>
    </StrictMode>,
  )
  const retry = await screen.findByRole('button', { name: 'Could not load: try again' })
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
  expect(load).toHaveBeenCalledTimes(1)
  fireEvent.click(retry)
  await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2))
  // Still offline: the same failure stays, no longer busy.
  await vi.waitFor(() => expect(retry).toHaveAttribute('aria-busy', 'false'))
  expect(retry).toBeVisible()
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
  expect(load).toHaveBeenCalledTimes(2)
})

test('back online, a failed component fetches again by itself', async () => {
  const load = failingOnce()
  const Loaded = onDemand(load)
  render(
    <Boundary>
      <Loaded name="Rivera" />
    </Boundary>,
  )
  await screen.findByRole('button', { name: 'Could not load: try again' })
  act(() => void window.dispatchEvent(new Event('online')))
  expect(await screen.findByText('Hello, Rivera')).toBeVisible()
})

test('a fetch ahead never rejects, even offline, and a component whose code is in renders at once', async () => {
  const load = failingOnce()
  const Loaded = onDemand(load)
  await expect(Loaded.fetchAhead()).resolves.toBeUndefined()
  await expect(Loaded.fetchAhead()).resolves.toBeUndefined()
  render(
    <Boundary>
      <Loaded name="Lone" />
    </Boundary>,
  )
  // In at once: the second fetch ahead brought the code, and the render does not fetch it again.
  expect(screen.getByText('Hello, Lone')).toBeVisible()
  expect(load).toHaveBeenCalledTimes(2)
})

test('a render during a fetch ahead waits for that fetch instead of starting another', async () => {
  let arrive: (component: typeof Hello) => void = () => undefined
  const load = vi.fn(() => new Promise<typeof Hello>((resolve) => (arrive = resolve)))
  const Loaded = onDemand(load)
  const ahead = Loaded.fetchAhead()
  render(
    <Boundary>
      <Loaded name="Demo" />
    </Boundary>,
  )
  expect(screen.getByText('Loading…')).toBeVisible()
  act(() => arrive(Hello))
  await ahead
  expect(await screen.findByText('Hello, Demo')).toBeVisible()
  expect(load).toHaveBeenCalledOnce()
})

test('a module that throws as it runs is not the network’s failure: it is not caught as one', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const load = vi.fn<() => Promise<typeof Hello>>(() =>
    Promise.reject(new TypeError('e is not a function')),
  )
  const Loaded = onDemand(load)
  render(
    <Outer>
      <Boundary>
        <Loaded name="Rivera" />
      </Boundary>
    </Outer>,
  )
  expect(await screen.findByText('The outer boundary caught it')).toBeVisible()
  expect(screen.queryByRole('button')).not.toBeInTheDocument()
})

class Outer extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null }
  static getDerivedStateFromError(error: unknown) {
    return { error }
  }
  override render() {
    const { children } = this.props
    return this.state.error === null ? children : <p>The outer boundary caught it</p>
  }
}

test('an error that is not a failed fetch goes on to the next boundary up', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const Broken = onDemand(() =>
    Promise.resolve(function Broken(): ReactNode {
      throw new Error('a bug in the component')
    }),
  )
  render(
    <Outer>
      <Boundary>
        <Broken />
      </Boundary>
    </Outer>,
  )
  expect(await screen.findByText('The outer boundary caught it')).toBeVisible()
  expect(screen.queryByRole('button')).not.toBeInTheDocument()
})

test('the failure it throws says that the code, not the component, failed', async () => {
  const Loaded = onDemand(() => Promise.reject(offline()))
  let caught: unknown = null
  class Catcher extends Component<{ children: ReactNode }, { error: unknown }> {
    override state: { error: unknown } = { error: null }
    static getDerivedStateFromError(error: unknown) {
      caught = error
      return { error }
    }
    override render() {
      const { children } = this.props
      return this.state.error === null ? children : null
    }
  }
  render(
    <Catcher>
      <Suspense fallback={null}>
        <Loaded />
      </Suspense>
    </Catcher>,
  )
  await vi.waitFor(() => expect(caught).toBeInstanceOf(CodeLoadError))
  expect((caught as CodeLoadError).cause).toBeInstanceOf(TypeError)
})

test('a failure on the network is told apart from one in the code, in each browser’s words', () => {
  for (const message of [
    'Failed to fetch dynamically imported module: https://gvl.example/assets/MessagesPanel-1.js',
    'error loading dynamically imported module: https://gvl.example/assets/MessagesPanel-1.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/MessagesPanel-1.css',
  ])
    expect(isFetchFailure(new TypeError(message))).toBe(true)
  expect(isFetchFailure(new FetchFailedError('Could not load the text of auth'))).toBe(true)
  expect(isFetchFailure(new TypeError('e is not a function'))).toBe(false)
  expect(isFetchFailure('Failed to fetch dynamically imported module')).toBe(false)
})

test('a component keeps its state once its code is in: the next render does not mount it again', async () => {
  // Shown in a transition (as a navigation renders), React waits for the code and goes on with the
  // lazy wrapper it rendered, without rendering its parent again. The parent's next render must not
  // swap that wrapper for the loaded component: React would mount it again and reset its state.
  let mounts = 0
  function Counter({ label }: { label: string }) {
    const [count, setCount] = useState(0)
    useEffect(() => {
      mounts += 1
    }, [])
    return (
      <button type="button" onClick={() => setCount(count + 1)}>
        {label}: {count}
      </button>
    )
  }
  const Loaded = onDemand(() => Promise.resolve(Counter))
  // The parent's state is set from outside act(): inside it, React renders the transition at once.
  const parent = { show: (label: string): void => void label }
  function Parent() {
    const [label, setLabel] = useState<string | null>(null)
    useEffect(() => {
      parent.show = setLabel
    }, [])
    return <Boundary>{label === null ? null : <Loaded label={label} />}</Boundary>
  }
  render(<Parent />)
  startTransition(() => parent.show('Clicks'))
  fireEvent.click(await screen.findByRole('button', { name: 'Clicks: 0' }))
  act(() => parent.show('Taps'))
  expect(screen.getByRole('button', { name: 'Taps: 1' })).toBeVisible()
  expect(mounts).toBe(1)
})
