/**
 * What the bench measures and drives: the builds of each configuration (the app, standalone or
 * against `npm run api`, and the floor app), `vite preview` serving one of them (it gzips), the mock
 * API over HTTP for the production configuration, and the Chromium to drive.
 */
import { spawn, spawnSync } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { join, resolve } from 'node:path'

export const root = fileURLToPath(new URL('../..', import.meta.url))
const viteBin = join(root, 'node_modules', 'vite', 'bin', 'vite.js')
/** The floor app's Vite config (scripts/bench/floor/). */
export const FLOOR_CONFIG = join(root, 'scripts', 'bench', 'floor', 'vite.config.ts')

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

/** This process's environment with `extra` set and the API settings of the shell left out. */
function environment(extra) {
  const env = { ...process.env }
  delete env.VITE_API_URL
  delete env.VITE_MOCK_CONTROLS
  return { ...env, ...extra }
}

const run = (args, env, what) => {
  const done = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env })
  if (done.status !== 0) throw new Error(`${what} failed`)
}

/**
 * The app as `npm run build` makes it, into `dist`: `vite build`, then scripts/prerender.mjs (the
 * public pages' first paint), then scripts/check-bundle.mjs (the static first-load walk), each with
 * BUILD_DIR=dist and `env` (VITE_API_URL for the production configuration). Returns the walk's output.
 */
export function buildApp({ dist, env = {}, skip }) {
  const vars = environment({ ...env, BUILD_DIR: dist })
  const started = Date.now()
  if (!skip) {
    const args = [viteBin, 'build', '--logLevel', 'warn', '--outDir', dist, '--emptyOutDir']
    run(args, vars, 'vite build')
    run([join(root, 'scripts', 'prerender.mjs')], vars, 'prerender')
  }
  const checked = spawnSync(process.execPath, [join(root, 'scripts', 'check-bundle.mjs')], {
    cwd: root,
    encoding: 'utf8',
    env: vars,
  })
  return {
    ok: checked.status === 0,
    output: `${checked.stdout}${checked.stderr}`.trim(),
    seconds: Math.round((Date.now() - started) / 1000),
  }
}

/** The floor app (scripts/bench/floor/), built with its own Vite config into `dist`. */
export function buildFloor({ dist, skip }) {
  const started = Date.now()
  if (!skip) {
    const args = [viteBin, 'build', '--config', FLOOR_CONFIG, '--logLevel', 'warn']
    run([...args, '--outDir', dist, '--emptyOutDir'], environment({}), 'vite build (floor)')
  }
  return { ok: true, output: '', seconds: Math.round((Date.now() - started) / 1000) }
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

/** Waits until `url` answers (any status) or `child` exits; at most `seconds`. */
async function answers(url, child, what, seconds) {
  for (let i = 0; i < seconds * 5; i += 1) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`)
    const ok = await fetch(url)
      .then((r) => r.status < 500)
      .catch(() => false)
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${what} did not answer within ${seconds} s`)
}

const stopper = (child) => () => {
  if (child.exitCode === null) child.kill('SIGTERM')
}

/**
 * Starts `vite preview` of `dist` on a free port (with `config`, the floor's; else the project's);
 * resolves when it answers. `stop()` ends that process only.
 */
export async function startPreview({ dist, config }) {
  const port = await freePort()
  const args = [viteBin, 'preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1']
  if (config) args.push('--config', config)
  const child = spawn(process.execPath, [...args, '--outDir', dist], {
    cwd: root,
    stdio: 'ignore',
  })
  const base = `http://127.0.0.1:${port}`
  const stop = stopper(child)
  try {
    await answers(base, child, 'vite preview', 30)
  } catch (error) {
    stop()
    throw error
  }
  return { base, port, stop }
}

/**
 * Starts `npm run api` (scripts/api.mjs) on `port` of 127.0.0.1 (a free one by default), from a fresh seed kept in
 * `dataFile`, with its mock controls (the bench sets the latency and the seed through them). Its CORS
 * lets any local origin call it, so the preview's pages may. `reset(size)` reseeds it
 * (POST /api/__mock/reset, as the standalone bench does in the page; 'large': 10,000 players and a
 * 2,000-message conversation); `stop()` ends that process only.
 */
export async function startApi({ dataFile, port: wanted }) {
  const port = wanted ?? (await freePort())
  const child = spawn(
    process.execPath,
    [
      join(root, 'scripts', 'api.mjs'),
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--data',
      resolve(root, dataFile),
      '--reset',
    ],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: environment({}) },
  )
  const url = `http://127.0.0.1:${port}/api/`
  const stop = stopper(child)
  const control = async (path, method, body) => {
    const response = await fetch(url + path, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`${method} ${url}${path} answered ${response.status}`)
  }
  try {
    await answers(`${url}__mock/scenario`, child, 'npm run api', 60)
    // No latency, so that only the app's own work and the server's are timed.
    await control('__mock/scenario', 'PUT', { latency: 0 })
  } catch (error) {
    stop()
    throw error
  }
  const reset = (size) => control('__mock/reset', 'POST', size ? { size } : {})
  return { url, port, reset, stop }
}
