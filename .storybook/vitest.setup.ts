import { afterEach, expect } from 'vitest'
import { page } from 'vitest/browser'
import { setProjectAnnotations } from '@storybook/react-vite'
import * as a11yAnnotations from '@storybook/addon-a11y/preview'
import * as projectAnnotations from './preview'

setProjectAnnotations([a11yAnnotations, projectAnnotations])

/**
 * Every story is also a visual test: after its play function, the story root is compared with its
 * approved picture in __screenshots__/ (written by `npm run test:update-snapshots`).
 */
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return
  await document.fonts.ready
  const root = document.getElementById('storybook-root') ?? document.body
  await expect.element(page.elementLocator(root)).toMatchScreenshot(context.task.name)
})
