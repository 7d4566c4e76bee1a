import { act, render, screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { FetchFailedError } from '@/lib/fetchFailed'
import { optionalComponent } from '@/lib/optionalComponent'

function Hello({ name }: { name: string }) {
  return <p>Hello, {name}</p>
}

test('renders nothing until its code is in, then the component', async () => {
  const Optional = optionalComponent(() => Promise.resolve(Hello))
  const { container } = render(<Optional name="Maya" />)
  expect(container).toBeEmptyDOMElement()
  expect(await screen.findByText('Hello, Maya')).toBeVisible()
})

test('a failed fetch renders nothing, and the next mount fetches again', async () => {
  const load = vi
    .fn<() => Promise<typeof Hello>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValue(Hello)
  const Optional = optionalComponent(load)
  const view = render(<Optional name="Nate" />)
  await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1))
  // React renders the failure (nothing) in a task of its own.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
  expect(view.container).toBeEmptyDOMElement()
  view.unmount()
  render(<Optional name="Nate" />)
  expect(await screen.findByText('Hello, Nate')).toBeVisible()
  expect(load).toHaveBeenCalledTimes(2)
})

test('fetches once for every mount after a success', async () => {
  const load = vi.fn(() => Promise.resolve(Hello))
  const Optional = optionalComponent(load)
  const view = render(<Optional name="Rivera" />)
  await screen.findByText('Hello, Rivera')
  view.unmount()
  render(<Optional name="Rivera" />)
  // In at once: no second fetch, no empty first render.
  expect(screen.getByText('Hello, Rivera')).toBeVisible()
  expect(load).toHaveBeenCalledTimes(1)
})

test('back online, a failed component fetches again and shows', async () => {
  const load = vi
    .fn<() => Promise<typeof Hello>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValue(Hello)
  const Optional = optionalComponent(load)
  const view = render(<Optional name="Lone" />)
  await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1))
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
  expect(view.container).toBeEmptyDOMElement()
  act(() => void window.dispatchEvent(new Event('online')))
  expect(await screen.findByText('Hello, Lone')).toBeVisible()
})

test('a screen text that cannot be fetched is the network’s failure too: nothing renders, nothing breaks', async () => {
  const load = vi
    .fn<() => Promise<typeof Hello>>()
    .mockRejectedValue(new FetchFailedError('Could not load the text of auth'))
  const Optional = optionalComponent(load)
  const view = render(<Optional name="Demo" />)
  await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1))
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
  expect(view.container).toBeEmptyDOMElement()
})
