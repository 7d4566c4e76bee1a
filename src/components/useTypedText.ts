import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'

export interface TypedTextOptions {
  /** What is kept (the URL's `q`): the text starts from it, and follows it when it changes elsewhere. */
  kept: string
  /** Keeps the text: called once typing pauses for `delayMs`, or at once by `commitNow`. */
  onCommit: (text: string) => void
  delayMs: number
  /**
   * What is kept of a text (trimmed, say): nothing is committed while it equals `kept`. Called on
   * every change, so a function defined outside the component.
   */
  normalize?: (text: string) => string
}

const asTyped = (text: string) => text

/**
 * A search box's text, which runs ahead of where it is kept by a pause in the typing: the box shows
 * every key at once, and `onCommit` (which changes the URL and so redraws the page) waits for the
 * pause. When `kept` changes from elsewhere (Back, a link, "Clear filters"), the text follows it.
 *
 * The component that holds the box should hold this too, and hold little else: each key redraws it,
 * and a screen that held the text would redraw its whole page for every key (issue #18: a key's next
 * paint within one frame).
 */
export function useTypedText({ kept, onCommit, delayMs, normalize = asTyped }: TypedTextOptions) {
  const [text, setText] = useState(kept)
  const [seen, setSeen] = useState(kept)
  if (kept !== seen) {
    setSeen(kept)
    setText(kept)
  }

  // The latest callback, so that a new one each render does not restart the pause.
  const commit = useRef(onCommit)
  useLayoutEffect(() => {
    commit.current = onCommit
  })

  useEffect(() => {
    const next = normalize(text)
    if (next === kept) return
    const timer = setTimeout(() => commit.current(next), delayMs)
    return () => clearTimeout(timer)
  }, [text, kept, delayMs, normalize])

  /** Keeps the text without waiting (Enter). */
  const commitNow = useCallback(() => commit.current(normalize(text)), [normalize, text])
  return { text, setText, commitNow }
}
