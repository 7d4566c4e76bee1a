import { afterEach, expect } from 'vitest'
import { page } from 'vitest/browser'
import { setProjectAnnotations } from '@storybook/react-vite'
import * as a11yAnnotations from '@storybook/addon-a11y/preview'
import * as projectAnnotations from './preview'

setProjectAnnotations([a11yAnnotations, projectAnnotations])

/** A page taller than this is cut in the picture (a guard against a runaway layout). */
const MAX_PICTURE_HEIGHT = 6000

/**
 * Every story is also a visual test: after its play function, the page is compared with its approved
 * picture in __screenshots__/ (written by `npm run test:update-snapshots`). The browser only draws what
 * is inside the viewport, so the viewport first grows to the page's full height: the picture covers the
 * whole story, not its first screen.
 */
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return
  await document.fonts.ready
  const width = window.innerWidth
  const height = Math.min(document.documentElement.scrollHeight, MAX_PICTURE_HEIGHT)
  if (height > window.innerHeight) await page.viewport(width, height)
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot(context.task.name)
})
