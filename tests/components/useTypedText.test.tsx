/**
 * A search box's text runs ahead of where it is kept: every key shows at once, and the text is
 * committed once typing pauses (or at once on Enter); a kept value changed elsewhere wins.
 */
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { useTypedText, type TypedTextOptions } from '@/components/useTypedText'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const trimmed = (text: string) => text.trim()

function typedText(initial: Partial<TypedTextOptions> = {}) {
  const onCommit = vi.fn<(text: string) => void>()
  const view = renderHook((props: TypedTextOptions) => useTypedText(props), {
    initialProps: { kept: '', onCommit, delayMs: 250, normalize: trimmed, ...initial },
  })
  return { ...view, onCommit }
}

test('a key shows at once; the text is committed, normalised, once typing pauses', () => {
  const { result, onCommit } = typedText()
  act(() => result.current.setText('ma'))
  expect(result.current.text).toBe('ma')
  act(() => vi.advanceTimersByTime(200))
  act(() => result.current.setText('maya '))
  act(() => vi.advanceTimersByTime(200))
  expect(onCommit).not.toHaveBeenCalled()
  act(() => vi.advanceTimersByTime(50))
  expect(onCommit).toHaveBeenCalledExactlyOnceWith('maya')
})

test('nothing is committed while the text, normalised, is what is kept', () => {
  const { result, onCommit } = typedText({ kept: 'maya' })
  act(() => result.current.setText('maya  '))
  act(() => vi.advanceTimersByTime(1000))
  expect(onCommit).not.toHaveBeenCalled()
})

test('the text follows the kept value when it changes elsewhere, and the pending commit is dropped', () => {
  const { result, rerender, onCommit } = typedText({ kept: 'maya' })
  act(() => result.current.setText('mayb'))
  rerender({ kept: '', onCommit, delayMs: 250, normalize: trimmed })
  expect(result.current.text).toBe('')
  act(() => vi.advanceTimersByTime(1000))
  expect(onCommit).not.toHaveBeenCalled()
})

test('commitNow commits without waiting', () => {
  const { result, onCommit } = typedText()
  act(() => result.current.setText(' rivera'))
  act(() => result.current.commitNow())
  expect(onCommit).toHaveBeenCalledExactlyOnceWith('rivera')
})

test('a new callback on each render neither restarts the pause nor is left unused', () => {
  const first = vi.fn<(text: string) => void>()
  const { result, rerender } = typedText({ onCommit: first })
  act(() => result.current.setText('gk'))
  act(() => vi.advanceTimersByTime(200))
  const second = vi.fn<(text: string) => void>()
  rerender({ kept: '', onCommit: second, delayMs: 250, normalize: trimmed })
  act(() => vi.advanceTimersByTime(50))
  expect(first).not.toHaveBeenCalled()
  expect(second).toHaveBeenCalledExactlyOnceWith('gk')
})

test('when the kept value becomes what the box committed, the box keeps what was typed since', () => {
  const { result, rerender, onCommit } = typedText()
  act(() => result.current.setText('maya '))
  act(() => vi.advanceTimersByTime(250))
  expect(onCommit).toHaveBeenCalledExactlyOnceWith('maya')
  // A key pressed while the page redrew for the commit.
  act(() => result.current.setText('maya g'))
  rerender({ kept: 'maya', onCommit, delayMs: 250, normalize: trimmed })
  expect(result.current.text).toBe('maya g')
  act(() => vi.advanceTimersByTime(250))
  expect(onCommit).toHaveBeenLastCalledWith('maya g')
})

test('Enter commits nothing when the text is what is kept, and the pause does not commit again', () => {
  const { result, onCommit } = typedText({ kept: 'maya' })
  act(() => result.current.setText('maya '))
  act(() => result.current.commitNow())
  expect(onCommit).not.toHaveBeenCalled()
  act(() => result.current.setText('rivera'))
  act(() => result.current.commitNow())
  act(() => vi.advanceTimersByTime(1000))
  expect(onCommit).toHaveBeenCalledExactlyOnceWith('rivera')
})

test('clearing the filters empties the box, even when the kept value was already empty', () => {
  const { result, rerender, onCommit } = typedText()
  act(() => result.current.setText('gho'))
  rerender({ kept: '', onCommit, delayMs: 250, normalize: trimmed, clears: 1 })
  expect(result.current.text).toBe('')
  act(() => vi.advanceTimersByTime(1000))
  expect(onCommit).not.toHaveBeenCalled()
})

test('Enter sends again a commit the URL never showed (another change of the URL left it out)', () => {
  const { result, onCommit } = typedText()
  act(() => result.current.setText('gk'))
  act(() => vi.advanceTimersByTime(250))
  expect(onCommit).toHaveBeenCalledTimes(1)
  // The kept value never became 'gk': the pause does not send it again, Enter does.
  act(() => vi.advanceTimersByTime(1000))
  expect(onCommit).toHaveBeenCalledTimes(1)
  act(() => result.current.commitNow())
  expect(onCommit).toHaveBeenCalledTimes(2)
  expect(onCommit).toHaveBeenLastCalledWith('gk')
})

test('a clear empties the box at once, before the kept value follows', () => {
  const { result, rerender, onCommit } = typedText({ kept: 'maya' })
  act(() => result.current.setText('mayax'))
  rerender({ kept: 'maya', onCommit, delayMs: 250, normalize: trimmed, clears: 1 })
  expect(result.current.text).toBe('')
})
