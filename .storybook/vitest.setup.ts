import { afterEach, beforeEach, expect } from 'vitest'
import { page } from 'vitest/browser'
import { setProjectAnnotations } from '@storybook/react-vite'
import * as a11yAnnotations from '@storybook/addon-a11y/preview'
import { configure } from 'storybook/test'
import { forgetHeldRequests, requestsHeldForEver } from '../stories/support/neverAnswers'
import * as projectAnnotations from './preview'
import { pendingStoryApiCalls } from './StoryProviders'
import { answersBeingDrawn } from '@/components/useDeferredAnswer'

setProjectAnnotations([a11yAnnotations, projectAnnotations])

/**
 * How long a play function's `findBy…` and `waitFor` wait before they fail. Testing Library's 1 s is
 * short for a story's lazy screen and its data on a busy two-core machine (the whole suite runs
 * there at once): a story whose data came in 1.2 s failed. A passing story waits no longer for it.
 */
configure({ asyncUtilTimeout: 3000 })

/** A page taller than this is cut in the picture (a guard against a runaway layout). */
const MAX_PICTURE_HEIGHT = 6000

/**
 * How long the page may keep changing, once no request is awaited, before its picture is taken anyway
 * (a guard against a page that never stops moving).
 */
const SETTLE_TIMEOUT_MS = 2500

/**
 * How long the picture waits for the story's requests. The mock API answers in a few ms, but a page's
 * second request (a profile's transfer history, after the profile) can take seconds on a busy two-core
 * machine, and a picture taken then keeps its skeleton's height. A request the story holds on purpose
 * (`neverAnswers`, a loading state) is not waited for, so only a broken story waits this long. With
 * up to three rounds of settling (SETTLE_TIMEOUT_MS each) and the picture, it stays inside Vitest's
 * 30 s hook timeout, so the story fails with this file's message rather than a bare timeout.
 */
const REQUESTS_TIMEOUT_MS = 15_000

/**
 * How long, and for how many frames, nothing may be in flight or change for the page to count as
 * settled (React commits within a frame or two of its data arriving; headless frames can come ms apart).
 */
const QUIET_FRAMES = 2
const QUIET_MS = 50

/**
 * The current story's requests in flight. A story without a play function (or whose play function does
 * not wait for every query) ends while its data is still on its way; the page grows a few ms later. RTK
 * Query looks up the global `fetch` at each call, so counting here sees every API request. A request a
 * previous story left hanging (`neverAnswers`) is not the current story's: each story counts anew.
 */
let requestsInFlight = 0
let story = 0
const realFetch = globalThis.fetch
globalThis.fetch = async function countedFetch(this: unknown, ...args: Parameters<typeof fetch>) {
  const startedBy = story
  requestsInFlight += 1
  try {
    const response = await realFetch.apply(this, args)
    // In flight until its body has arrived too: streamed from MSW's service worker, it can come
    // a few hundred ms after the headers.
    await response
      .clone()
      .arrayBuffer()
      .catch(() => undefined)
    return response
  } finally {
    if (startedBy === story) requestsInFlight -= 1
  }
}
beforeEach(() => {
  story += 1
  requestsInFlight = 0
  forgetHeldRequests()
})

/**
 * Whether a request of the story is out that the story does not hold on purpose: a `fetch` in flight,
 * or an API call whose answer is not in the store yet (its request about to go out, or its answer
 * still being read). Each count sees what the other misses: a call's answer is dispatched some time
 * after its body has arrived, and a `fetch` made outside RTK Query is no API call. The larger of the
 * two stands for both, which is exact unless a story holds a request of one kind while one of the
 * other kind is out (no story does).
 */
const requestsOut = () => Math.max(requestsInFlight, pendingStoryApiCalls()) > requestsHeldForEver()

/**
 * Whether the story's data is still to reach the page: a request out, or an answer in the store that
 * the screen has not drawn yet (answersBeingDrawn). An answer is drawn in a deferred render, which
 * changes nothing in the page until it commits.
 */
const dataOnItsWay = () => requestsOut() || answersBeingDrawn() > 0

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))

/**
 * The page's height in whole pixels. `scrollHeight` rounds a fractional body (1832.17px) down, and the
 * picture of the body then has one row more than the viewport: a white line at its bottom.
 */
const pageHeight = () =>
  Math.max(
    document.documentElement.scrollHeight,
    Math.ceil(document.body.getBoundingClientRect().bottom + window.scrollY),
  )

/**
 * Waits until the story stops changing: none of its requests awaited (those it holds for ever aside),
 * every image loaded, and neither the DOM nor the page's height changed for QUIET_FRAMES frames and
 * QUIET_MS. Requests are awaited until `requestsDeadline`; once none is, the page has SETTLE_TIMEOUT_MS
 * more to settle.
 */
async function settle(requestsDeadline: number) {
  let changed = false
  const observer = new MutationObserver(() => (changed = true))
  observer.observe(document.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  })
  try {
    let giveUp = performance.now() + SETTLE_TIMEOUT_MS
    let quietFrames = 0
    let quietSince = performance.now()
    let height = pageHeight()
    while (
      (quietFrames < QUIET_FRAMES || performance.now() - quietSince < QUIET_MS) &&
      performance.now() < giveUp
    ) {
      await nextFrame()
      const newHeight = pageHeight()
      const awaiting = dataOnItsWay() && performance.now() < requestsDeadline
      if (awaiting) giveUp = performance.now() + SETTLE_TIMEOUT_MS
      const busy =
        changed ||
        newHeight !== height ||
        awaiting ||
        Array.from(document.images).some((image) => !image.complete)
      quietFrames = busy ? 0 : quietFrames + 1
      if (busy) quietSince = performance.now()
      changed = false
      height = newHeight
    }
    await document.fonts.ready
  } finally {
    observer.disconnect()
  }
}

/**
 * Grows the viewport (and Vitest's test iframe with it) to the page's full height, once the page has
 * settled. Measured too early (the story's data still on its way), the viewport stays shorter than the
 * page: Playwright then captures the body beyond the viewport, but the iframe is only as tall as the
 * viewport, so the rest of the picture is the empty (white) orchestrator page around it. A taller
 * viewport can itself load or lay out more (a `100vh` box, an image that comes into view): look again.
 */
async function fitViewportToPage() {
  const requestsDeadline = performance.now() + REQUESTS_TIMEOUT_MS
  for (let round = 0; round < 3; round += 1) {
    await settle(requestsDeadline)
    if (dataOnItsWay() && performance.now() >= requestsDeadline) {
      throw new Error(
        requestsOut()
          ? `The story's requests were still out after ${REQUESTS_TIMEOUT_MS} ms. A loading state's ` +
              'request that must never answer is held with `neverAnswers` (stories/support/neverAnswers.ts).'
          : `${answersBeingDrawn()} answer(s) of the story were still not drawn after ` +
              `${REQUESTS_TIMEOUT_MS} ms: a deferred render that suspends for ever (useDeferredAnswer).`,
      )
    }
    const height = Math.min(pageHeight(), MAX_PICTURE_HEIGHT)
    if (height <= window.innerHeight) return
    await page.viewport(window.innerWidth, height)
  }
}

/**
 * Every story is also a visual test: after its play function, the page is compared with its approved
 * picture in __screenshots__/ (written by `npm run test:update-snapshots`). The browser only draws what
 * is inside the viewport, so the viewport first grows to the page's full height: the picture covers the
 * whole story, not its first screen.
 */
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return
  await fitViewportToPage()
  // Still taller than the viewport: past MAX_PICTURE_HEIGHT, or a layout that always overflows its
  // viewport (a `100vh` box under a bordered bar). The picture is the body's box: cut it at the
  // viewport, or it ends with the white band of the orchestrator page below Vitest's iframe.
  const before = pageHeight()
  const cut = before > window.innerHeight
  if (cut) document.body.style.maxHeight = `${window.innerHeight}px`
  try {
    await expect.element(page.elementLocator(document.body)).toMatchScreenshot(context.task.name)
  } finally {
    if (cut) document.body.style.removeProperty('max-height')
  }
  // A page that grew while it was captured has a blank band at the bottom of its picture: say so.
  const after = pageHeight()
  if (after > before) {
    throw new Error(
      `The page grew from ${before}px to ${after}px while its picture was taken: the picture is cut. ` +
        'Make the play function wait for what the story loads.',
    )
  }
})
