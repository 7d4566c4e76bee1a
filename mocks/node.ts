/** The mock API in Node (Vitest): tests/setup.ts starts it, reseeds before each test, resets handlers after. */
import { setupServer } from 'msw/node'
import { allHandlers } from './handlers'

export const server = setupServer(...allHandlers)
