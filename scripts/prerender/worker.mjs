/**
 * Renders one page with the server build (src/entry-server.tsx) in a module graph of its own, and
 * reports which of its modules the render loaded: a page's screen and the components it loads lazily
 * (the footer) are loaded by its render only, so the page's stylesheets are among theirs and the entry's.
 *
 * A page with its data (`withData`) first readies the API it is rendered from (the mock API, started
 * in this thread, for a standalone build). Without a `path`, the worker reports which pages are
 * rendered with their data.
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

const { renderPage, prepareApi, dataPages } = await import(workerData.entry)
if (workerData.path === undefined) {
  await prepareApi()
  parentPort.postMessage(await dataPages())
} else {
  if (workerData.withData) await prepareApi()
  const page = await renderPage(workerData.path, workerData.withData)
  parentPort.postMessage({ ...page, loaded })
}
