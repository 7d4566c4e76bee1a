import { useCallback, useLayoutEffect, useRef } from 'react'

/**
 * Dialogs and panels here open from the store (a button dispatches an action), not from a Radix
 * trigger, so Radix does not know where focus came from. Remember the focused element as the dialog
 * opens (layout effects run before Radix moves focus in) and return there on close: pass the result
 * as the Radix Content's `onCloseAutoFocus`. The function keeps its identity across renders, so an
 * effect or a listener that depends on it is not set up again on each render.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null)
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement)
      opener.current = document.activeElement
  }, [open])
  return useCallback((event: Event) => {
    if (!opener.current?.isConnected) return
    event.preventDefault()
    opener.current.focus()
    opener.current = null
  }, [])
}
