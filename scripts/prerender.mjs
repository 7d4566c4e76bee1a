#!/usr/bin/env node
/**
 * Prerenders the first paint of the public pages (issue #7: Lighthouse mobile), after `vite build`
 * (`npm run build`): those whose content does not come from the API, and every competition's page
 * and every registered team's with its data (issue #18), as the API the build is for answers (a
 * standalone build's: the mock API in Node, over a first visit's demo data). It builds the server
 * entry (src/entry-server.tsx) with Vite for Node into a scratch folder, renders each page there
 * with React's static renderer (a worker per page, scripts/prerender/worker.mjs), and writes
 * `dist/<page>.html` (`index.html` for `/`): the built index.html with the page's markup in
 * `#root`, its title, the stylesheets of what it shows (their rules in the page, each file named by
 * a link that loads nothing), its font preloaded, the script that loads the app and, for a page
 * with its data, that data (scripts/prerender/page.mjs). `vite preview` and static hosts serve
 * `/players` from `players.html`, and `/competition/3` from `competition/3.html`.
 *
 * The browser paints that markup as soon as the HTML and CSS are in; the app then hydrates it
 * (src/main.tsx). A visitor for whom the page would differ gets an empty root before the first paint.
 * No browser takes part: the same sources give the same dist/, apart from the pages with data,
 * whose data is the API's at build time. See docs/decisions.md, "The public pages are prerendered in
 * Node and hydrated" and "A competition's page is prerendered with its data".
 */
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { Worker } from 'node:worker_threads'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import {
  entryFiles,
  fontsFor,
  loadedChunks,
  readManifest,
  stylesheetsFor,
  stylesheetsOf,
} from './prerender/assets.mjs'
import { PRERENDERED_PAGES, fileFor, pageHtml } from './prerender/page.mjs'

const root = resolve(import.meta.dirname, '..')
// BUILD_DIR: a build made elsewhere (`vite build --outDir …`), so parallel runs do not share dist/.
const dist = resolve(root, process.env.BUILD_DIR ?? 'dist')

/**
 * Builds src/entry-server.tsx for Node into a folder under node_modules, where its imports resolve.
 * Returns the folder's real path: Node names the modules it loads by theirs, and node_modules may be
 * a link (a git worktree's to the main checkout's), whose path would match none of them (loadedChunks).
 */
async function buildServer() {
  const outDir = mkdtempSync(join(root, 'node_modules', '.prerender-'))
  await build({
    root,
    logLevel: 'warn',
    build: {
      ssr: 'src/entry-server.tsx',
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      sourcemap: false,
      minify: false,
      // Its own manifest: which built file holds which source module (scripts/prerender/assets.mjs).
      manifest: true,
    },
  })
  return realpathSync(outDir)
}

/**
 * Runs scripts/prerender/worker.mjs with `task` (a page to render, or none: the list of the pages
 * rendered with their data) and resolves with its answer. The worker is ended once it has answered:
 * the mock API's interception and timers would keep it alive.
 */
const inWorker = (entry, task) =>
  new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./prerender/worker.mjs', import.meta.url), {
      workerData: { entry, ...task },
      env: { ...process.env, NODE_ENV: 'production' },
    })
    worker.once('message', (answer) => {
      resolve(answer)
      void worker.terminate()
    })
    worker.once('error', reject)
    worker.once('exit', (code) =>
      reject(new Error(`prerender: ${task.path ?? 'the data pages'} exited with ${code}`)),
    )
  })

/** Renders the pages two at a time (the machines have two cores). */
async function renderAll(entry, dataPages) {
  const pages = new Map()
  const queue = [
    ...PRERENDERED_PAGES.map((path) => ({ path, withData: false })),
    ...dataPages.map((path) => ({ path, withData: true })),
  ]
  const next = async () => {
    for (let task = queue.shift(); task !== undefined; task = queue.shift()) {
      pages.set(task.path, await inWorker(entry, task))
    }
  }
  await Promise.all([next(), next()])
  return pages
}

async function main() {
  const started = Date.now()
  const clientManifest = readManifest(dist)
  const { key: entryKey, entry, preloads } = entryFiles(clientManifest)
  const template = readFileSync(join(dist, 'index.html'), 'utf8')
  const serverDir = await buildServer()
  try {
    const serverManifest = readManifest(serverDir)
    const serverEntry = pathToFileURL(join(serverDir, 'entry-server.js')).href
    const pages = await renderAll(serverEntry, await inWorker(serverEntry, {}))
    for (const [path, { title, html: markup, data, loaded }] of pages) {
      const chunks = loadedChunks(clientManifest, serverManifest, serverDir, loaded)
      const loadedStylesheets = stylesheetsOf(clientManifest, [entryKey, ...chunks])
      const styling = stylesheetsFor(dist, loadedStylesheets, markup)
      const fonts = fontsFor(dist, styling, markup)
      const stylesheets = styling.map((href) => ({
        href,
        css: readFileSync(join(dist, href), 'utf8'),
      }))
      const page = { path, title, markup, data, entry, preloads, stylesheets, fonts }
      const file = join(dist, fileFor(path))
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(file, pageHtml(template, page))
    }
    console.log(
      `prerender: ${pages.size} pages in ${((Date.now() - started) / 1000).toFixed(1)} s (${[...pages.keys()].join(' ')})`,
    )
  } finally {
    rmSync(serverDir, { recursive: true, force: true })
  }
}

await main()
