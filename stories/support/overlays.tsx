/**
 * Panels and dialogs render in a portal over the page, outside the story's canvas: stories query the
 * whole page, and a page behind the overlay gives the picture its size.
 */
import type { Decorator } from '@storybook/react-vite'
import { within } from 'storybook/test'

export const pageOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

export const withPageBehind: Decorator = (Story) => (
  <>
    <div style={{ minHeight: '100vh' }} />
    <Story />
  </>
)
