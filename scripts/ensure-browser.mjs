#!/usr/bin/env node
/**
 * Makes sure the browser tests have their browser before they start (`npm test`, `npm run
 * test:stories`, `npm run test:e2e`). Playwright cannot download a browser on our machines, so the
 * story tests and the journeys run Debian's Chromium (`/usr/bin/chromium`, or `CHROMIUM_PATH`), and
 * the visual baselines were drawn with Debian's fallback fonts. On Debian (Ubuntu packages its
 * Chromium as a snap, not as this package), what is missing is installed with apt-get when that can
 * be done without a password (root, or sudo without one);
 * otherwise the run stops at once with the one command to type, instead of failing later on the first
 * story with "Failed to launch chromium because executable doesn't exist".
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { accessSync, constants } from 'node:fs'
import { pathToFileURL } from 'node:url'

/** Debian's packages for the browser tests: the browser, and the fonts the baselines were drawn with. */
export const PACKAGES = [
  'chromium',
  'fonts-dejavu-core',
  'fonts-liberation',
  'fonts-noto-color-emoji',
]

export const DEFAULT_CHROMIUM = '/usr/bin/chromium'

/**
 * What to do, from what the machine has.
 *
 * @param {{ chromiumPath: string, chromiumFound: boolean, apt: boolean, missing: string[],
 *   root: boolean, sudo: boolean }} machine `missing`: the packages of PACKAGES dpkg does not list as
 *   installed (empty where there is no dpkg); `sudo`: sudo runs without asking for a password
 * @returns {{ action: 'ready' } | { action: 'install', commands: string[][] } |
 *   { action: 'stop', message: string }} `commands`: apt's index update, then the install
 */
export function decide({ chromiumPath, chromiumFound, apt, missing, root, sudo }) {
  const custom = chromiumPath !== DEFAULT_CHROMIUM
  // A Chromium of one's own (CHROMIUM_PATH) is used as it is: apt has nothing to add to it.
  if (custom) {
    return chromiumFound
      ? { action: 'ready' }
      : { action: 'stop', message: `CHROMIUM_PATH is ${chromiumPath}, and no Chromium is there.` }
  }
  if (chromiumFound && missing.length === 0) return { action: 'ready' }
  if (!apt) {
    return chromiumFound
      ? { action: 'ready' }
      : {
          action: 'stop',
          message: `The browser tests need Chromium at ${DEFAULT_CHROMIUM}. Install it, or set CHROMIUM_PATH to a Chromium.`,
        }
  }
  if (root || sudo) {
    const as = root ? [] : ['sudo']
    const commands = [
      [...as, 'apt-get', 'update', '-qq'],
      [...as, 'apt-get', 'install', '-y', '-qq', ...missing],
    ]
    return { action: 'install', commands }
  }
  return {
    action: 'stop',
    message: `The browser tests need Debian's ${missing.join(', ')}. Install them with:\n\n  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}\n`,
  }
}

const succeeds = (command, args) => spawnSync(command, args, { stdio: 'ignore' }).status === 0

function executable(path) {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/** The packages dpkg does not list as installed; none where there is no dpkg. */
function missingPackages() {
  if (!succeeds('dpkg-query', ['--version'])) return []
  return PACKAGES.filter((name) => {
    const result = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' })
    return !(result.status === 0 && result.stdout.includes('install ok installed'))
  })
}

function main() {
  const chromiumPath = process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM
  const plan = decide({
    chromiumPath,
    chromiumFound: executable(chromiumPath),
    apt: succeeds('apt-get', ['--version']),
    missing: missingPackages(),
    root: process.getuid?.() === 0,
    sudo: succeeds('sudo', ['-n', 'true']),
  })
  if (plan.action === 'ready') return
  if (plan.action === 'stop') {
    console.error(`\n${plan.message}`)
    process.exit(1)
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  for (const [command, ...args] of plan.commands) {
    console.log(`browser tests: ${command} ${args.join(' ')}`)
    execFileSync(command, args, { stdio: 'inherit', env })
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main()
