/**
 * Renders one page with the server build (src/entry-server.tsx) in a module graph of its own, and
 * reports which of its modules the render loaded: a page's screen and the components it loads lazily
 * (the footer) are loaded by its render only, so the page's stylesheets are among theirs and the entry's.
 */
import { registerHooks } from 'node:module'
import { parentPort, workerData } from 'node:worker_threads'

const loaded = []
registerHooks({
  load(url, context, nextLoad) {
    loaded.push(url)
    return nextLoad(url, context)
  },
})

const { renderPage } = await import(workerData.entry)
const page = await renderPage(workerData.path)
parentPort.postMessage({ ...page, loaded })
