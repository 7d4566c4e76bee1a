/**
 * Every handler, keyed by area. msw-storybook-addon merges `parameters.msw.handlers` objects key by
 * key, so a story replaces one area (`{ messages: [...] }`) and keeps the rest.
 */
import type { HttpHandler } from 'msw'
import { authHandlers } from './auth'
import { messagesHandlers } from './messages'
import { mockHandlers } from './mock'
import { notificationsHandlers } from './notifications'

export const handlers = {
  auth: authHandlers,
  messages: messagesHandlers,
  notifications: notificationsHandlers,
  mock: mockHandlers,
} satisfies Record<string, HttpHandler[]>

export type HandlerArea = keyof typeof handlers

export const allHandlers: HttpHandler[] = Object.values(handlers).flat()
