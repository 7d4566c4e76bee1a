/**
 * `npm run build` proves the first load holds no mock API code and no screen's translations
 * (scripts/check-bundle.mjs), from the modules each chunk holds: the first load is one chunk, whose
 * manifest entry names no module inside it. Run here on a small build of its own.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

const script = join(import.meta.dirname, '../../scripts/check-bundle.mjs')
const root = '/project/'

let dist: string | undefined

/** A build whose first load (assets/main.js) holds these modules besides the entry. */
function build(firstLoadModules: string[]): string {
  dist = mkdtempSync(join(tmpdir(), 'check-bundle-'))
  mkdirSync(join(dist, '.vite'))
  mkdirSync(join(dist, 'assets'))
  for (const file of ['main.js', 'browser.js', 'account.js']) {
    writeFileSync(join(dist, 'assets', file), `export const file = '${file}'\n`)
  }
  const manifest = {
    'src/main.tsx': {
      file: 'assets/main.js',
      isEntry: true,
      dynamicImports: ['mocks/browser.ts', 'src/locales/en/account.json'],
    },
    'mocks/browser.ts': { file: 'assets/browser.js', isDynamicEntry: true },
    'src/locales/en/account.json': { file: 'assets/account.js', isDynamicEntry: true },
  }
  const chunkModules = {
    'assets/main.js': [
      `${root}node_modules/react/index.js`,
      ...firstLoadModules.map((path) => root + path),
      `${root}src/main.tsx`,
    ],
    'assets/browser.js': [
      `${root}node_modules/msw/lib/browser/index.mjs`,
      `${root}mocks/browser.ts`,
    ],
    'assets/account.js': [`${root}src/locales/en/account.json`],
  }
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest))
  writeFileSync(join(dist, '.vite', 'chunk-modules.json'), JSON.stringify(chunkModules))
  return dist
}

function check(buildDir: string) {
  const run = spawnSync(process.execPath, [script], {
    env: { ...process.env, BUILD_DIR: buildDir },
    encoding: 'utf8',
  })
  return { status: run.status, output: run.stdout + run.stderr }
}

afterEach(() => {
  if (dist) rmSync(dist, { recursive: true, force: true })
  dist = undefined
})

describe('the bundle check', () => {
  it('passes a first load of the app alone, and prints its size', () => {
    const result = check(build(['src/app/App.tsx', 'src/locales/en/common.json']))
    expect(result.output).toContain('first load (entry + static imports): 1 chunks')
    expect(result.status).toBe(0)
  })

  it('fails when a module of the mock API is inside the first load’s chunk', () => {
    const result = check(build(['src/app/App.tsx', 'mocks/seed/build.ts']))
    expect(result.status).toBe(1)
    expect(result.output).toContain(
      'The first load includes mock API code: /project/mocks/seed/build.ts',
    )
  })

  it('fails when MSW or faker is inside it', () => {
    const result = check(build(['node_modules/@faker-js/faker/dist/index.js']))
    expect(result.status).toBe(1)
    expect(result.output).toContain('node_modules/@faker-js/faker')
  })

  it('fails when a screen’s translations are inside it', () => {
    const result = check(build(['src/locales/en/account.json']))
    expect(result.status).toBe(1)
    expect(result.output).toContain('in the first load: src/locales/en/account.json')
  })
})
