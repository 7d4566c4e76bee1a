/**
 * useReturnFocus: a dialog opened from the store gives focus back to the element that had it when it
 * opened, and hands its callers one function for its whole life.
 */
import { renderHook } from '@testing-library/react'
import { expect, test } from 'vitest'
import { useReturnFocus } from '@/components/useReturnFocus'

function button(name: string) {
  const element = document.createElement('button')
  element.textContent = name
  document.body.append(element)
  return element
}

test('gives focus back to the element focused as it opened, once', () => {
  const opener = button('Open')
  opener.focus()
  const { result, rerender } = renderHook(({ open }) => useReturnFocus(open), {
    initialProps: { open: false },
  })
  rerender({ open: true })
  const elsewhere = button('Elsewhere')
  elsewhere.focus()

  const closing = new Event('close', { cancelable: true })
  result.current(closing)
  expect(opener).toHaveFocus()
  expect(closing.defaultPrevented).toBe(true)

  // Remembered once: a second close leaves the focus where it is.
  elsewhere.focus()
  const again = new Event('close', { cancelable: true })
  result.current(again)
  expect(elsewhere).toHaveFocus()
  expect(again.defaultPrevented).toBe(false)
  opener.remove()
  elsewhere.remove()
})

test('leaves the focus to Radix when the opener is gone', () => {
  const opener = button('Open')
  opener.focus()
  const { result } = renderHook(() => useReturnFocus(true))
  opener.remove()
  const closing = new Event('close', { cancelable: true })
  result.current(closing)
  expect(closing.defaultPrevented).toBe(false)
})

test('returns the same function on every render, so listeners that use it stay attached', () => {
  const { result, rerender } = renderHook(({ open }) => useReturnFocus(open), {
    initialProps: { open: true },
  })
  const first = result.current
  rerender({ open: true })
  rerender({ open: false })
  expect(result.current).toBe(first)
})
