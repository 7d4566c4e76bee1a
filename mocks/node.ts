/** The mock API in Node (Vitest): msw/node answers `fetch` with the server's handlers (mocks/server.ts). */
import { setupServer } from 'msw/node'
import { allHandlers } from './server'

export const server = setupServer(...allHandlers)
