/**
 * An answer is drawn in a deferred render: until that render commits, the page keeps showing what
 * it showed, and answersBeingDrawn() says an answer is waiting to be drawn (the stories' visual tests
 * wait for it before their pictures).
 */
import { act, render, screen } from '@testing-library/react'
import { Suspense, use, useEffect, useState } from 'react'
import { expect, test } from 'vitest'
import { answersBeingDrawn, useDeferredAnswer } from '@/components/useDeferredAnswer'

interface Answer {
  text: string
  /** Holds the answer's drawing until it settles. */
  until?: Promise<void>
}

function Drawing({ answer }: { answer: Answer }) {
  const shown = useDeferredAnswer(answer)
  return <Held until={shown.until} text={shown.text} />
}

function Held({ until, text }: { until?: Promise<void>; text: string }) {
  if (until) use(until)
  return <p>{text}</p>
}

/** Gives the page a new answer, as the store would. */
let answerArrives: (answer: Answer) => void = () => undefined

function Page() {
  const [answer, setAnswer] = useState<Answer>({ text: 'skeleton' })
  useEffect(() => {
    answerArrives = setAnswer
  }, [])
  return (
    <Suspense fallback={<p>fallback</p>}>
      <Drawing answer={answer} />
    </Suspense>
  )
}

test('an answer not drawn yet leaves the page as it was, and is counted until drawn', async () => {
  render(<Page />)
  expect(screen.getByText('skeleton')).toBeVisible()
  expect(answersBeingDrawn()).toBe(0)

  let release = () => undefined as void
  const until = new Promise<void>((resolve) => {
    release = resolve
  })
  await act(async () => answerArrives({ text: 'the answer', until }))
  // The deferred render is held: no fallback replaces the page, which still shows the old answer.
  expect(screen.getByText('skeleton')).toBeVisible()
  expect(screen.queryByText('fallback')).toBeNull()
  expect(answersBeingDrawn()).toBe(1)

  await act(async () => release())
  expect(await screen.findByText('the answer')).toBeVisible()
  expect(answersBeingDrawn()).toBe(0)
})

test('an answer is no longer counted once its screen is gone', async () => {
  const { unmount } = render(<Page />)
  const never = new Promise<void>(() => undefined)
  await act(async () => answerArrives({ text: 'held', until: never }))
  expect(answersBeingDrawn()).toBe(1)
  unmount()
  expect(answersBeingDrawn()).toBe(0)
})
