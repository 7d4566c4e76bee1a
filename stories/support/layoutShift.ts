/**
 * No layout shift when the data arrives: a story holds a screen's answers so that its skeleton shows,
 * measures where the screen's parts are, lets the answers through, and measures again once the data
 * is drawn. The screen's header and blocks must not have moved or changed size, and the screen must be
 * as tall as its skeleton was, where the skeleton can know the data's size (a page of rows).
 */
import { http } from 'msw'
import { expect, waitFor } from 'storybook/test'

/** Holds the answers to `path` until released; any other request goes through at once. */
export function heldAnswers(path: string) {
  let release: () => void = () => undefined
  let released = Promise.resolve()
  return {
    /** Holds the answers again: call it in the story's `beforeEach`, so that every run starts loading. */
    hold() {
      released = new Promise<void>((resolve) => {
        release = resolve
      })
    },
    /** Lets the held answers (and any later one) through. */
    release: () => release(),
    /** The story's handler: it waits, then falls through to the mock API's own handler. */
    handler: http.get(path, async () => {
      await released
    }),
  }
}

/** Where a part of the screen is: a selector, or a function that finds it under the story's root. */
type Finder = string | ((root: HTMLElement) => Element | null | undefined)

/**
 * A part of the screen, all four sides of it held still; or only some (`{ at: 'li', only: ['top'] }`),
 * where the data's own words decide the rest (a card as tall as its longest line).
 */
type Part = Finder | { at: Finder; only: (keyof Box)[] }

interface Box {
  top: number
  left: number
  width: number
  height: number
}

/** How far a part may move or grow: rounding of fractional layouts, nothing a person would see. */
const TOLERANCE_PX = 1

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))

function measure(root: HTMLElement, parts: Record<string, Part>) {
  const origin = root.getBoundingClientRect()
  const boxes: Record<string, Partial<Box> | null> = {}
  for (const [name, part] of Object.entries(parts)) {
    const finder = typeof part === 'object' ? part.at : part
    const element = typeof finder === 'string' ? root.querySelector(finder) : finder(root)
    if (!element) {
      boxes[name] = null
      continue
    }
    const box = element.getBoundingClientRect()
    const all: Box = {
      top: box.top - origin.top,
      left: box.left - origin.left,
      width: box.width,
      height: box.height,
    }
    boxes[name] =
      typeof part === 'object'
        ? (Object.fromEntries(part.only.map((side) => [side, all[side]])) as Partial<Box>)
        : all
  }
  return boxes
}

/** The parts that moved or changed size, as "table: height 320.0 → 1027.0", or are missing. */
function shifts(
  before: Record<string, Partial<Box> | null>,
  after: Record<string, Partial<Box> | null>,
) {
  return Object.entries(before).flatMap(([name, was]) => {
    const is = after[name]
    if (!was || !is) return [`${name}: ${was ? 'gone once loaded' : 'missing while loading'}`]
    return Object.entries(was).flatMap(([side, value]) => {
      const now = is[side as keyof Box] ?? Number.NaN
      return Math.abs(value - now) > TOLERANCE_PX
        ? [`${name}: ${side} ${value.toFixed(1)} → ${now.toFixed(1)}`]
        : []
    })
  })
}

/**
 * Measures `parts` (and the story's whole height, unless `sameHeight` is false) while the skeleton
 * shows, calls `release`, waits for `loaded`, and expects every part where it was.
 */
export async function expectNoLayoutShift(
  canvasElement: HTMLElement,
  {
    parts,
    release,
    loaded,
    sameHeight = true,
  }: {
    /** The parts to hold still, by name: the header, the first block, the first row. */
    parts: Record<string, Part>
    /** Lets the held answers through. */
    release: () => void
    /** Resolves once the data is drawn (`canvas.findByText('399 players')`). */
    loaded: () => Promise<unknown>
    /** Whether the screen must keep the skeleton's height (the data's size is known in advance). */
    sameHeight?: boolean
  },
) {
  const all: Record<string, Part> = sameHeight ? { ...parts, screen: (root) => root } : parts
  // The loading state is in (its status says what is loading), and the fonts that size it have loaded.
  await waitFor(() => expect(canvasElement.querySelector('[role="status"]')).not.toBeNull())
  await document.fonts.ready
  await nextFrame()
  const before = measure(canvasElement, all)
  release()
  await loaded()
  await nextFrame()
  await nextFrame()
  const after = measure(canvasElement, all)
  await expect(shifts(before, after)).toEqual([])
}
