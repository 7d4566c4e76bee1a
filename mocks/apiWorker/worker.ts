/**
 * The mock API's worker (the standalone app): the host of ./host.ts, answering the page's messages.
 * Started by ./client.ts.
 */
import './workerGlobals'
import { createApiHost } from './host'
import type { ToApi } from './protocol'

// `{ transfer }`: the bodies move to the page instead of being copied.
const host = createApiHost((message, transfer = []) => self.postMessage(message, { transfer }))

self.addEventListener('message', (event: MessageEvent<ToApi>) => host.receive(event.data))
