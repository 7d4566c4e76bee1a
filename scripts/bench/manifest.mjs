/**
 * A build's .vite/manifest.json: which built files are the app's and which only the mock API's.
 * load.mjs sorts the files a page fetched into: the first load (the entry's static imports plus those of
 * the app's lazy chunks requested before the first contentful paint: the route's screen and its
 * translations), what the mock API adds (reachable from mocks/browser.ts and not needed by that first
 * load, e.g. API contract chunks only the mock handlers import so early), and the app's later chunks
 * (panels and dialogs preloaded when the browser is idle, lazy parts a screen loads with its data).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** The manifest of the build in `dist` (the floor's has no mock API: its mock sets are empty). */
export function readManifest(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'))
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)
  if (!entryKey) throw new Error('No entry chunk in the manifest')
  const isMockRoot = (key) => /(^|\/)mocks\/browser\.ts$/.test(key)

  const closure = (starts, { dynamic, skip = () => false }) => {
    const seen = new Set()
    const visit = (key) => {
      if (seen.has(key) || !manifest[key] || skip(key)) return
      seen.add(key)
      for (const child of manifest[key].imports ?? []) visit(child)
      if (dynamic) for (const child of manifest[key].dynamicImports ?? []) visit(child)
    }
    starts.forEach(visit)
    return seen
  }
  const filesOf = (keys) => {
    const files = new Set()
    for (const key of keys) {
      const chunk = manifest[key]
      files.add(chunk.file)
      for (const css of chunk.css ?? []) files.add(css)
    }
    return files
  }

  const staticFirstLoad = filesOf(closure([entryKey], { dynamic: false }))
  const appFiles = filesOf(closure([entryKey], { dynamic: true, skip: isMockRoot }))
  const mockRoots = Object.keys(manifest).filter(isMockRoot)
  const mockFiles = new Set(
    [...filesOf(closure(mockRoots, { dynamic: true }))].filter((file) => !appFiles.has(file)),
  )
  const mockReach = filesOf(closure(mockRoots, { dynamic: true }))
  const keyOfFile = new Map()
  for (const [key, chunk] of Object.entries(manifest)) {
    keyOfFile.set(chunk.file, key)
    for (const css of chunk.css ?? []) if (!keyOfFile.has(css)) keyOfFile.set(css, key)
  }
  /** Files of the static closure of `keys` (their JS and CSS). */
  const staticFiles = (keys) => filesOf(closure(keys, { dynamic: false }))
  return {
    manifest,
    entryKey,
    staticFirstLoad,
    appFiles,
    mockFiles,
    mockReach,
    keyOfFile,
    isMockRoot,
    staticFiles,
  }
}
