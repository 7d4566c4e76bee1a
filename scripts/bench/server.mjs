/** Build the standalone app, serve it with `vite preview` (which gzips), and the Chromium to drive. */
import { spawn, spawnSync } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { join, resolve } from 'node:path'

export const root = fileURLToPath(new URL('../..', import.meta.url))
/** BUILD_DIR: build and serve elsewhere than dist/, so a bench can run beside other builds. */
export const dist = resolve(root, process.env.BUILD_DIR ?? 'dist')
const viteBin = join(root, 'node_modules', 'vite', 'bin', 'vite.js')

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
/** TOOLCHAIN.md's flags for Debian's Chromium on these machines. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * `vite build` and scripts/prerender.mjs (the public pages' first paint), as `npm run build` does, then
 * scripts/check-bundle.mjs (the static first-load walk); returns the walk's output.
 */
export function build({ skip }) {
  if (!skip) {
    const built = spawnSync(
      process.execPath,
      [viteBin, 'build', '--logLevel', 'warn', '--outDir', dist, '--emptyOutDir'],
      {
        cwd: root,
        stdio: 'inherit',
      },
    )
    if (built.status !== 0) throw new Error('vite build failed')
    const prerendered = spawnSync(process.execPath, [join(root, 'scripts', 'prerender.mjs')], {
      cwd: root,
      stdio: 'inherit',
    })
    if (prerendered.status !== 0) throw new Error('prerender failed')
  }
  const checked = spawnSync(process.execPath, [join(root, 'scripts', 'check-bundle.mjs')], {
    cwd: root,
    encoding: 'utf8',
  })
  return { ok: checked.status === 0, output: `${checked.stdout}${checked.stderr}`.trim() }
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** Starts `vite preview` on a free port; resolves when it answers. `stop()` ends that process only. */
export async function startPreview() {
  const port = await freePort()
  const child = spawn(
    process.execPath,
    [
      viteBin,
      'preview',
      '--port',
      String(port),
      '--strictPort',
      '--host',
      '127.0.0.1',
      '--outDir',
      dist,
    ],
    { cwd: root, stdio: 'ignore' },
  )
  const base = `http://127.0.0.1:${port}`
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM')
  }
  for (let i = 0; i < 150; i += 1) {
    if (child.exitCode !== null) throw new Error(`vite preview exited with ${child.exitCode}`)
    const ok = await fetch(base)
      .then((r) => r.ok)
      .catch(() => false)
    if (ok) return { base, port, stop }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  stop()
  throw new Error('vite preview did not answer within 30 s')
}
