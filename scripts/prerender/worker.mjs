/**
 * Renders one page with the server build (src/entry-server.tsx) in a module graph of its own, and
 * reports which of its modules the render loaded: a page's screen and the components it loads lazily
 * (the footer) are loaded by its render only, so the page's stylesheets are among theirs and the entry's.
 *
 * A page with its data (`withData`) first starts the mock API in this thread. Without a `path`, the
 * worker starts it and reports which pages are rendered with their data.
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

const { renderPage, startMockApi, dataPages } = await import(workerData.entry)
if (workerData.path === undefined) {
  await startMockApi()
  parentPort.postMessage(await dataPages())
} else {
  if (workerData.withData) await startMockApi()
  const page = await renderPage(workerData.path, workerData.withData)
  parentPort.postMessage({ ...page, loaded })
}
