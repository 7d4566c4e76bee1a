import { render, screen } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { Skeleton, SkeletonBlock, SkeletonRows, SkeletonText } from '@/components/Skeleton'

const animate = vi.fn(() => ({ cancel: vi.fn() }) as unknown as Animation)

function motion(reduced: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduced && query.includes('reduce'),
    media: query,
  }))
  HTMLElement.prototype.animate = animate
}

afterEach(() => {
  vi.unstubAllGlobals()
  animate.mockClear()
  // jsdom has no Web Animations API.
  delete (HTMLElement.prototype as Partial<HTMLElement>).animate
})

function Loading() {
  return (
    <Skeleton label="Loading the table…">
      <h2>Table</h2>
      <SkeletonText width="8ch" />
      <SkeletonBlock width={40} height={40} />
      <SkeletonRows count={3} height={24} />
    </Skeleton>
  )
}

test('the region animates each of its shapes, a text line by its bar, and nothing else', () => {
  motion(false)
  render(<Loading />)
  // One line, one block, three rows: the heading is real text and stays still.
  expect(animate).toHaveBeenCalledTimes(5)
  const options = animate.mock.calls.map((call) => (call as unknown[])[1])
  expect(
    options.filter((option) => (option as { pseudoElement?: string }).pseudoElement === '::before'),
  ).toHaveLength(1)
  expect(screen.getByRole('status')).toHaveTextContent('Loading the table…')
})

test('its shapes stand still for those who ask for reduced motion', () => {
  motion(true)
  render(<Loading />)
  expect(animate).not.toHaveBeenCalled()
})

test('the animations stop when the data arrives (the region unmounts)', () => {
  motion(false)
  const { unmount } = render(<Loading />)
  const animations = animate.mock.results.map((result) => result.value as { cancel: () => void })
  unmount()
  for (const animation of animations) expect(animation.cancel).toHaveBeenCalledOnce()
})

test('without the Web Animations API (an old browser, jsdom), the shapes stand still and nothing breaks', () => {
  vi.stubGlobal('matchMedia', () => ({ matches: false }))
  render(<Loading />)
  expect(screen.getByRole('status')).toBeInTheDocument()
})
