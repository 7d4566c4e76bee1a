import { act, fireEvent, render, screen } from '@testing-library/react'
import { Component, Suspense, type ReactNode } from 'react'
import { expect, test, vi } from 'vitest'
import { CodeLoadBoundary, CodeLoadError, fetchedOnce, onDemand } from '@/lib/onDemand'

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
      failure={(retry) => (
        <button type="button" onClick={retry}>
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
  expect(await screen.findByText('Hello, Nate')).toBeVisible()
  expect(screen.queryByRole('button')).not.toBeInTheDocument()
  expect(load).toHaveBeenCalledTimes(2)
})

test('offline, a failed component fetches once and waits: React’s second render does not fetch again', async () => {
  const load = vi.fn<() => Promise<typeof Hello>>().mockRejectedValue(offline())
  const Loaded = onDemand(load)
  render(
    <Boundary>
      <Loaded name="Maya" />
    </Boundary>,
  )
  await screen.findByRole('button', { name: 'Could not load: try again' })
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
  expect(load).toHaveBeenCalledTimes(1)
  fireEvent.click(screen.getByRole('button'))
  await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2))
  expect(await screen.findByRole('button', { name: 'Could not load: try again' })).toBeVisible()
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

test('a fetch ahead shares the render’s fetch and never rejects, even offline', async () => {
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
