import { readdirSync, readFileSync } from 'node:fs'
import { extname, join, relative } from 'node:path'
import { describe, expect, test } from 'vitest'

/**
 * docs/requirements.md is the one place that states the fixed behaviour, and code cites it by id
 * ("requirements: storage-keys"). These tests keep the citations and the page true to each other,
 * and keep docs/decisions.md's entries dated and with a status.
 */
const root = join(import.meta.dirname, '../..')
const read = (path: string) => readFileSync(join(root, path), 'utf8')

/** Generated and installed files; of the dot-folders only .storybook holds the project's own code. */
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'storybook-static',
  'coverage',
  '__screenshots__',
  'public',
  'test-results',
])
const skipped = (name: string) =>
  SKIPPED_DIRS.has(name) || (name.startsWith('.') && name !== '.storybook')
const SCANNED_EXTENSIONS = new Set(['.ts', '.tsx', '.mts', '.js', '.mjs', '.css', '.md', '.html'])

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return skipped(entry.name) ? [] : sourceFiles(path)
    return SCANNED_EXTENSIONS.has(extname(entry.name)) ? [relative(root, path)] : []
  })
}

// This file spells the old citation form in its own pattern, so it does not scan itself.
const thisFile = relative(root, import.meta.filename)
const files = sourceFiles(root).filter((file) => file !== thisFile)

const ID = '[a-z0-9]+(?:-[a-z0-9]+)*'
const CITATION = new RegExp(`requirements: (${ID}(?:, ${ID})*)`, 'g')

/** A comment's text as one line: a citation may wrap onto the next comment line. */
const unwrap = (text: string) => text.replace(/\n[ \t]*(?:\/\/|\*(?!\/))?[ \t]*/g, ' ')

function citedIds(text: string): string[] {
  return [...unwrap(text).matchAll(CITATION)].flatMap((match) => match[1]?.split(', ') ?? [])
}

const requirements = read('docs/requirements.md')
const definedIds = [...requirements.matchAll(/^### (.+)$/gm)].map((match) => match[1] ?? '')

describe('docs/requirements.md', () => {
  test('every requirement heading is an id', () => {
    expect(definedIds.length).toBeGreaterThan(30)
    for (const id of definedIds) expect(id).toMatch(new RegExp(`^${ID}$`))
    expect(new Set(definedIds).size).toBe(definedIds.length)
  })

  test('its own links point at requirements it defines', () => {
    const anchors = [...requirements.matchAll(/\]\(#([^)]+)\)/g)].map((match) => match[1])
    expect(anchors.length).toBeGreaterThan(0)
    expect(anchors.filter((anchor) => !definedIds.includes(anchor ?? ''))).toEqual([])
  })

  const uiStrings = requirements.split(/^### ui-strings$/m)[1] ?? ''
  const tableStrings = [...uiStrings.matchAll(/^\| '(.+?)' +\|/gm)].map((match) => match[1] ?? '')
  const english = readdirSync(join(root, 'src/locales/en')).flatMap((file) =>
    leaves(JSON.parse(read(`src/locales/en/${file}`)) as unknown),
  )
  const code = sourceFiles(join(root, 'src'))
    .filter((file) => /\.tsx?$/.test(file))
    .map(read)
    .join('\n')

  test('lists the fixed strings', () => {
    expect(tableStrings).toContain('Unexpected Application Error!')
  })

  test.each(tableStrings)("'%s' is in the English translations or the code", (text) => {
    expect(english.includes(text) || code.includes(`'${text}'`)).toBe(true)
  })
})

function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(leaves)
  return []
}

describe('citations', () => {
  test('the project has files to check', () => {
    expect(files).toContain('src/main.tsx')
    expect(files).toContain('docs/architecture.md')
  })

  test('no file cites the original specification; they cite docs/requirements.md', () => {
    const old = /\bSPEC\b/
    expect(files.filter((file) => old.test(read(file)))).toEqual([])
  })

  test('every cited requirement is defined in docs/requirements.md', () => {
    const undefinedCitations = files.flatMap((file) =>
      citedIds(read(file))
        .filter((id) => !definedIds.includes(id))
        .map((id) => `${file}: ${id}`),
    )
    expect(undefinedCitations).toEqual([])
  })

  test('code cites requirements', () => {
    const citing = files.filter((file) => citedIds(read(file)).length > 0)
    expect(citing).toContain('src/main.tsx')
  })
})

describe('docs/decisions.md', () => {
  const [entriesPart = '', history = ''] =
    read('docs/decisions.md').split(/^## Performance history$/m)
  const entries = entriesPart.split(/^## /m).slice(1)
  const headings = entries.map((entry) => entry.split('\n')[0] ?? '')

  test('has entries and a performance history', () => {
    expect(entries.length).toBeGreaterThan(10)
    expect(history).toMatch(/^### \d{4}-\d{2}-\d{2}/m)
  })

  test.each(entries.map((entry) => [entry.split('\n')[0], entry] as const))(
    '"%s" has a date and a status',
    (_heading, entry) => {
      const status = /^\*\*(\d{4}-\d{2}-\d{2})\*\* · (.+)$/m.exec(entry)
      expect(status, 'a line "**YYYY-MM-DD** · <status>"').not.toBeNull()
      expect(status?.[2]).toMatch(/^(kept|kept in part|superseded by|dropped)\b/)
      const successor = /superseded by \[[^\]]+\]\(#([^)]+)\)/.exec(status?.[2] ?? '')
      if (successor) expect(headings.map(anchorOf)).toContain(successor[1])
    },
  )
})

/** GitHub's anchor for a heading: lowercase, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')
}
