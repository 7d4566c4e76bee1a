/**
 * The standalone demo's service worker (public/demoServiceWorker.js) lets MSW's worker see the API's
 * requests only: the app's scripts, styles and fonts go to the network without a question to the
 * page. The file runs here in a sandbox that stands for the worker's global scope, with MSW's
 * imported worker replaced by a listener that records what reaches it.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { isApiRequest } from '@mocks/apiWorker/client'

const ORIGIN = 'https://gvl.example'
const source = readFileSync(join(import.meta.dirname, '../../public/demoServiceWorker.js'), 'utf8')

type Listener = (event: FetchEventLike) => void
interface FetchEventLike {
  request: { url: string }
  stopImmediatePropagation(): void
}

/** Loads the worker's script; returns what MSW's listener was given for each URL dispatched. */
function loadWorker() {
  const listeners: Listener[] = []
  const imported: string[] = []
  const seenByMsw: string[] = []
  const scope = {
    location: new URL(`${ORIGIN}/demoServiceWorker.js`),
    addEventListener: (type: string, listener: Listener) => {
      if (type === 'fetch') listeners.push(listener)
    },
  }
  runInNewContext(source, {
    self: scope,
    URL,
    importScripts: (url: string) => {
      imported.push(url)
      // MSW's worker adds its own fetch listener after the filter's.
      scope.addEventListener('fetch', (event) => seenByMsw.push(event.request.url))
    },
  })
  /** Dispatches a fetch event as a service worker's global scope does, listener by listener. */
  const dispatch = (url: string) => {
    let stopped = false
    const event: FetchEventLike = {
      request: { url },
      stopImmediatePropagation: () => {
        stopped = true
      },
    }
    for (const listener of listeners) {
      if (stopped) break
      listener(event)
    }
  }
  return { imported, seenByMsw, dispatch }
}

describe('the standalone demo’s service worker', () => {
  it('imports MSW’s worker, from beside itself', () => {
    expect(loadWorker().imported).toEqual(['./mockServiceWorker.js'])
  })

  it('lets MSW’s worker see the API’s requests only', () => {
    const worker = loadWorker()
    const urls = [
      `${ORIGIN}/api/competitions`,
      `${ORIGIN}/api/media/3?v=abc`,
      `${ORIGIN}/assets/main-abc123.js`,
      `${ORIGIN}/assets/main-abc123.css`,
      `${ORIGIN}/assets/inter-latin-wght-normal.woff2`,
      `${ORIGIN}/competitions`,
      `${ORIGIN}/apis/elsewhere`,
      'https://cdn.example/api/competitions',
    ]
    for (const url of urls) worker.dispatch(url)
    expect(worker.seenByMsw).toEqual([`${ORIGIN}/api/competitions`, `${ORIGIN}/api/media/3?v=abc`])
  })

  it('draws the line where the page’s handler does', () => {
    const worker = loadWorker()
    const urls = [
      `${ORIGIN}/api/`,
      `${ORIGIN}/api`,
      `${ORIGIN}/api/players?page=2`,
      `${ORIGIN}/images/logo.svg`,
      'http://gvl.example/api/players',
    ]
    for (const url of urls) worker.dispatch(url)
    expect(worker.seenByMsw).toEqual(urls.filter((url) => isApiRequest(url, ORIGIN)))
  })
})
