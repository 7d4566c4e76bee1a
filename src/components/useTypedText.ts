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
  /**
   * How many times the filters were cleared: a new count empties the box, even while `kept` is
   * already empty and a pause is running ("Clear filters" outside the box's own bar).
   */
  clears?: number
}

const asTyped = (text: string) => text

/**
 * A search box's text, which runs ahead of where it is kept by a pause in the typing: the box shows
 * every key at once, and `onCommit` (which changes the URL and so redraws the page) waits for the
 * pause. When `kept` changes from elsewhere (Back, a link, "Clear filters"), the text follows it;
 * when it changes to what the box itself committed, the box keeps what was typed since (a trailing
 * space, the keys pressed while the page redrew).
 *
 * The component that holds the box should hold this too, and hold little else: each key redraws it,
 * and a screen that held the text would redraw its whole page for every key (issue #18: a key's next
 * paint within one frame).
 */
export function useTypedText({
  kept,
  onCommit,
  delayMs,
  normalize = asTyped,
  clears = 0,
}: TypedTextOptions) {
  const [text, setText] = useState(kept)
  const [seen, setSeen] = useState({ kept, clears })
  /** What the box committed and `kept` has not shown yet. */
  const [sent, setSent] = useState<string | null>(null)
  if (kept !== seen.kept || clears !== seen.clears) {
    const echo = clears === seen.clears && kept === sent
    setSeen({ kept, clears })
    setSent(null)
    // A clear empties the box at once: the URL's own change may still be on its way (a transition).
    if (!echo) setText(clears !== seen.clears ? '' : kept)
  }

  // The latest callback, so that a new one each render does not restart the pause.
  const commit = useRef(onCommit)
  useLayoutEffect(() => {
    commit.current = onCommit
  })

  /** Commits the text unless it is what is kept. */
  const send = useCallback(
    (value: string) => {
      const next = normalize(value)
      if (next === kept) return
      setSent(next)
      commit.current(next)
    },
    [normalize, kept],
  )

  // The pause does not send again what is on its way to the URL.
  useEffect(() => {
    const next = normalize(text)
    if (next === kept || next === sent) return
    const timer = setTimeout(() => send(text), delayMs)
    return () => clearTimeout(timer)
  }, [text, kept, sent, delayMs, normalize, send])

  /**
   * Keeps the text without waiting (Enter), and the pause's own commit is then not needed. It sends
   * even what was sent before: a change of the URL made meanwhile (another filter, Back) may have
   * left that commit out.
   */
  const commitNow = useCallback(() => send(text), [send, text])
  return { text, setText, commitNow }
}
