/**
 * `npm run build` proves what the built app loads (scripts/check-bundle.mjs), from each chunk's
 * manifest entry, the modules it holds and its code: the first load holds no mock API code and no
 * screen's translations, and stays under its ratchet; the screens without a form load neither zod
 * nor react-hook-form; every static import names a file of the build; each entry and lazy chunk
 * imports every chunk it needs; no chunks import each other in a cycle. Run here on small builds
 * written by hand.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

const script = join(import.meta.dirname, '../../scripts/check-bundle.mjs')
const root = '/project/'

let dist: string | undefined

/** Two kit chunks of a lazy screen; `cyclic` has the second import the first back. */
function kitChunks(cyclic: boolean) {
  return {
    '_kit-a.js': { file: 'assets/kit-a.js', imports: ['_kit-b.js', 'src/main.tsx'] },
    '_kit-b.js': { file: 'assets/kit-b.js', imports: cyclic ? ['_kit-a.js'] : ['src/main.tsx'] },
  }
}

/** A manifest entry, with the modules its chunk holds and its code when a test needs them. */
interface Chunk {
  file: string
  imports: string[]
  isDynamicEntry?: boolean
  modules?: string[]
  code?: string
}

/** The screens the check holds to loading no form library (its LEAN_SCREENS). */
const LEAN_SCREENS = [
  'home/HomeScreen',
  'players/PlayersScreen',
  'competitions/CompetitionsScreen',
  'competitions/CompetitionScreen',
  'search/SearchScreen',
  'news/NewsArticleScreen',
  'profile/MyProfileScreen',
  'invitations/InvitationsScreen',
  'staff/StaffQueueScreen',
  'teams/TeamScreen',
  'profile/ProfileScreen',
  'match/MatchScreen',
]

/** The lean screens' chunks (a build of the app has them all), the competition's importing `imports`. */
function leanScreens(imports: string[] = []): Record<string, Chunk> {
  return Object.fromEntries(
    LEAN_SCREENS.map((screen) => {
      const competition = screen === 'competitions/CompetitionScreen'
      return [
        `src/features/${screen}.tsx`,
        {
          file: `assets/${screen.split('/')[1]}.js`,
          imports: ['src/main.tsx', ...(competition ? imports : [])],
          modules: [`src/features/${screen}.tsx`],
        },
      ]
    }),
  )
}

/** A panel's lazy chunk (assets/Panel.js) importing `imports`, with `code` as its text. */
function panel(imports: string[], code: string): Record<string, Chunk> {
  return {
    'src/app/layout/Panel.tsx': { file: 'assets/Panel.js', imports, isDynamicEntry: true, code },
  }
}

/**
 * A build whose first load (assets/main.js) holds these modules besides the entry, and these chunks
 * besides (manifest entries, each with the one module its chunk holds).
 */
function build(
  firstLoadModules: string[],
  chunks: Record<string, Chunk> = {},
  { screens = true } = {},
): string {
  chunks = { ...(screens ? leanScreens() : {}), ...chunks }
  dist = mkdtempSync(join(tmpdir(), 'check-bundle-'))
  mkdirSync(join(dist, '.vite'))
  mkdirSync(join(dist, 'assets'))
  const files = ['main.js', 'browser.js', 'account.js', 'kit-a.js', 'kit-b.js']
  for (const chunk of Object.values(chunks)) files.push(chunk.file.replace('assets/', ''))
  for (const file of new Set(files)) {
    writeFileSync(join(dist, 'assets', file), `export const file = '${file}'\n`)
  }
  for (const { file, code } of Object.values(chunks)) {
    if (code !== undefined) writeFileSync(join(dist, file), code)
  }
  const manifest = {
    ...chunks,
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
    'assets/kit-a.js': [`${root}node_modules/@radix-ui/react-dialog/dist/index.mjs`],
    'assets/kit-b.js': [`${root}src/components/ModalDialog.tsx`],
    ...Object.fromEntries(
      Object.values(chunks).flatMap(({ file, modules }) =>
        modules ? [[file, modules.map((path) => root + path)]] : [],
      ),
    ),
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

  it('passes chunks that import others without a cycle, and says so', () => {
    const result = check(build(['src/app/App.tsx'], kitChunks(false)))
    expect(result.status).toBe(0)
    expect(result.output).toContain('chunk imports: no cycle')
  })

  it('fails when two chunks import each other, and names them with what they hold', () => {
    const result = check(build(['src/app/App.tsx'], kitChunks(true)))
    expect(result.status).toBe(1)
    expect(result.output).toContain('Chunks import each other in a cycle:')
    expect(result.output).toContain(
      'assets/kit-a.js (@radix-ui/react-dialog/dist/index.mjs)\n  → assets/kit-b.js (components/ModalDialog.tsx)\n  → assets/kit-a.js',
    )
  })

  it('fails when a screen without a form loads zod or react-hook-form, and names both', () => {
    const result = check(
      build(['src/app/App.tsx'], {
        ...leanScreens(['_kit-form.js']),
        '_kit-form.js': {
          file: 'assets/kit-form.js',
          imports: ['src/main.tsx'],
          modules: ['node_modules/react-hook-form/dist/index.esm.mjs', 'node_modules/zod/index.js'],
        },
      }),
    )
    expect(result.status).toBe(1)
    expect(result.output).toContain(
      'Screens without a form load form libraries: src/features/competitions/CompetitionScreen.tsx (react-hook-form, zod)',
    )
  })

  it('passes a screen without a form whose chunks hold neither', () => {
    const result = check(
      build(['src/app/App.tsx'], { ...kitChunks(false), ...leanScreens(['_kit-a.js']) }),
    )
    expect(result.output).toContain('none loads zod or react-hook-form')
    expect(result.status).toBe(0)
  })

  it('fails when a screen it names is not in the build: renamed or moved', () => {
    const { 'src/features/staff/StaffQueueScreen.tsx': _staff, ...others } = leanScreens()
    const result = check(build(['src/app/App.tsx'], others, { screens: false }))
    expect(result.status).toBe(1)
    expect(result.output).toContain(
      'Screens named in LEAN_SCREENS are not in the build: src/features/staff/StaffQueueScreen.tsx',
    )
  })

  it('passes a lazy chunk that imports the chunks its imports import', () => {
    const result = check(
      build(['src/app/App.tsx'], {
        ...kitChunks(false),
        ...panel(
          ['_kit-a.js', 'src/main.tsx'],
          'import{a}from"./kit-a.js";import"./main.js";export const b=a;import"./kit-b.js";\n',
        ),
      }),
    )
    expect(result.output).toContain('entries and lazy chunks: each imports every chunk it needs')
    expect(result.status).toBe(0)
  })

  it('fails when a lazy chunk leaves a chunk to be found through another, and names both', () => {
    const result = check(
      build(['src/app/App.tsx'], {
        ...kitChunks(false),
        ...panel(
          ['_kit-a.js', 'src/main.tsx'],
          'import{a}from"./kit-a.js";import"./main.js";export const b=a;\n',
        ),
      }),
    )
    expect(result.status).toBe(1)
    expect(result.output).toContain(
      'Lazy chunks do not import every chunk they need:\n  assets/Panel.js (assets/kit-b.js)',
    )
  })

  it('fails when a chunk imports a file the build does not have, and names both', () => {
    const result = check(
      build(['src/app/App.tsx'], {
        ...panel(['src/main.tsx'], 'import"./main.js";import"./global.js";export const b=1;\n'),
      }),
    )
    expect(result.status).toBe(1)
    expect(result.output).toContain(
      'Chunks import files the build does not have:\n  assets/Panel.js → assets/global.js',
    )
  })

  it('fails when a screen’s translations are inside it', () => {
    const result = check(build(['src/locales/en/account.json']))
    expect(result.status).toBe(1)
    expect(result.output).toContain('in the first load: src/locales/en/account.json')
  })
})
