#!/usr/bin/env node
/**
 * Prerenders the first paint of the public pages whose content does not come from the API (issue #7:
 * Lighthouse mobile), after `vite build` (`npm run build`). It builds the server entry
 * (src/entry-server.tsx) with Vite for Node into a scratch folder, renders each page there with React's
 * static renderer (a worker per page, scripts/prerender/worker.mjs), and writes `dist/<page>.html`
 * (`index.html` for `/`): the built index.html with the page's markup in `#root`, its title, the
 * stylesheets of what it shows (their rules in the page, each file named by a link that loads
 * nothing), its font preloaded and the script that loads the app (scripts/prerender/page.mjs).
 * `vite preview` and static hosts serve `/players` from `players.html`.
 *
 * The browser paints that markup as soon as the HTML and CSS are in; the app then hydrates it
 * (src/main.tsx). A visitor for whom the page would differ gets an empty root before the first paint.
 * No browser takes part: the same sources give the same dist/. See docs/decisions.md, "The public
 * pages are prerendered in Node and hydrated".
 */
import { mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
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

const render = (entry, path) =>
  new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./prerender/worker.mjs', import.meta.url), {
      workerData: { entry, path },
      env: { ...process.env, NODE_ENV: 'production' },
    })
    worker.once('message', resolve)
    worker.once('error', reject)
    worker.once('exit', (code) => reject(new Error(`prerender: ${path} exited with ${code}`)))
  })

/** Renders the pages two at a time (the machines have two cores). */
async function renderAll(entry) {
  const pages = new Map()
  const queue = [...PRERENDERED_PAGES]
  const next = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      pages.set(path, await render(entry, path))
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
    const pages = await renderAll(serverEntry)
    for (const path of PRERENDERED_PAGES) {
      const { title, html: markup, loaded } = pages.get(path)
      const chunks = loadedChunks(clientManifest, serverManifest, serverDir, loaded)
      const loadedStylesheets = stylesheetsOf(clientManifest, [entryKey, ...chunks])
      const styling = stylesheetsFor(dist, loadedStylesheets, markup)
      const fonts = fontsFor(dist, styling, markup)
      const stylesheets = styling.map((href) => ({
        href,
        css: readFileSync(join(dist, href), 'utf8'),
      }))
      const page = { path, title, markup, entry, preloads, stylesheets, fonts }
      writeFileSync(join(dist, fileFor(path)), pageHtml(template, page))
    }
    console.log(
      `prerender: ${pages.size} pages in ${((Date.now() - started) / 1000).toFixed(1)} s (${PRERENDERED_PAGES.join(' ')})`,
    )
  } finally {
    rmSync(serverDir, { recursive: true, force: true })
  }
}

await main()
