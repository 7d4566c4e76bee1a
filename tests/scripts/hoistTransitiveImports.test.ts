/**
 * The build plugin that has each entry and lazy chunk import every chunk it needs
 * (scripts/hoistTransitiveImports.ts), on a chunk graph written by hand: what it appends, and what
 * it leaves out.
 */
import { describe, expect, it } from 'vitest'
import {
  chunksNeeded,
  hoistTransitiveImports,
  specifier,
} from '../../scripts/hoistTransitiveImports'

const chunk = (imports: string[], moduleIds = ['/project/src/x.tsx']) => ({ imports, moduleIds })

/** A screen importing a kit chunk that imports two more, one of them through another. */
const chunks = {
  'assets/Screen.js': chunk(['assets/main.js', 'assets/kit-a.js']),
  'assets/main.js': chunk([]),
  'assets/kit-a.js': chunk(['assets/main.js', 'assets/kit-b.js', 'react']),
  'assets/kit-b.js': chunk(['assets/kit-c.js', 'assets/global.js']),
  'assets/kit-c.js': chunk(['assets/kit-a.js']),
  // A chunk of a plain stylesheet: Vite deletes it once its CSS is extracted.
  'assets/global.js': chunk([], ['/project/src/global.css']),
}

type RenderChunk = (
  code: string,
  chunk: { fileName: string; imports: string[]; isEntry: boolean; isDynamicEntry: boolean },
  options: { sourcemap: boolean },
  meta: { chunks: typeof chunks },
) => { code: string; map: unknown } | null

/** The plugin's hook, called as the bundler would. */
const runHook = (fileName: keyof typeof chunks, lazy: boolean, sourcemap = false) =>
  (hoistTransitiveImports().renderChunk as unknown as RenderChunk)(
    'import{a}from"./kit-a.js";export default a;',
    {
      fileName,
      imports: chunks[fileName].imports,
      isEntry: false,
      isDynamicEntry: lazy,
    },
    { sourcemap },
    { chunks },
  )

describe('chunksNeeded', () => {
  it('lists every chunk reached through the imports, once, and not the chunk itself', () => {
    expect(chunksNeeded('assets/Screen.js', chunks)).toEqual([
      'assets/main.js',
      'assets/kit-a.js',
      'assets/kit-b.js',
      'assets/kit-c.js',
    ])
  })

  it('leaves out a package outside the bundle and a plain stylesheet’s chunk', () => {
    const needed = chunksNeeded('assets/kit-a.js', chunks)
    expect(needed).not.toContain('react')
    expect(needed).not.toContain('assets/global.js')
  })
})

describe('specifier', () => {
  it('names a chunk of the same folder with ./, and one elsewhere by its relative path', () => {
    expect(specifier('assets/Screen.js', 'assets/kit-a.js')).toBe('./kit-a.js')
    expect(specifier('assets/Screen.js', 'chunks/kit-a.js')).toBe('../chunks/kit-a.js')
  })
})

describe('the plugin', () => {
  it('appends to a lazy chunk an import of each chunk it needs but does not import', () => {
    const appended = runHook('assets/Screen.js', true)
    expect(appended?.code).toBe(
      'import{a}from"./kit-a.js";export default a;\nimport "./kit-b.js";\nimport "./kit-c.js";',
    )
    expect(appended?.map).toBeNull()
  })

  it('gives a source map when the build writes them', () => {
    expect(runHook('assets/Screen.js', true, true)?.map).toMatchObject({ mappings: /.+/ })
  })

  it('leaves a chunk that is neither an entry nor lazy as it is', () => {
    expect(runHook('assets/kit-a.js', false)).toBeNull()
  })

  it('leaves a lazy chunk that imports nothing as it is', () => {
    expect(runHook('assets/main.js', true)).toBeNull()
  })
})
