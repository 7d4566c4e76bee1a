/**
 * The mock API's worker (the standalone app): the server of ./server.ts, answering the page's messages.
 * Started by ./client.ts.
 */
import './workerGlobals'
import { createApiServer } from './server'
import type { ToApi } from './protocol'

// `{ transfer }`: the bodies move to the page instead of being copied.
const server = createApiServer((message, transfer = []) => self.postMessage(message, { transfer }))

self.addEventListener('message', (event: MessageEvent<ToApi>) => server.receive(event.data))
