/**
 * A build plugin: each entry chunk, and each chunk a dynamic import loads (a screen, a panel, a
 * dialog), imports every chunk it needs, not only those it imports itself. The browser requests a
 * chunk's imports once it has parsed it, so a chunk whose imports import others would wait one round
 * trip per level; with the whole set named in it, it waits one. Rollup does this by default
 * (`output.hoistTransitiveImports`), Rolldown 1.2 does not (docs/decisions.md, "A lazy chunk names
 * every chunk it needs").
 *
 * The imports go at the end of the chunk: declarations are hoisted, and after the chunk's own imports
 * they change nothing in the order modules run, since each is reached through those first. The hook
 * runs before hashing, so a chunk's name covers what it names. scripts/check-bundle.mjs proves the
 * result on every build.
 */
import path from 'node:path'
import MagicString from 'magic-string'
import type { Plugin, Rolldown } from 'vite'

type Chunks = Record<string, Pick<Rolldown.RenderedChunk, 'imports' | 'moduleIds'>>

/**
 * A plain stylesheet's chunk: Vite deletes such chunks once their CSS is extracted, and removes the
 * imports of them that the bundler wrote; one of these would be left pointing at nothing.
 */
const isStylesheetOnly = (chunk: Chunks[string]) =>
  chunk.moduleIds.length > 0 &&
  chunk.moduleIds.every((id) =>
    /\.(css|less|sass|scss|styl|stylus|pcss|postcss|sss)(\?|$)/.test(id),
  )

/** The chunks `fileName` needs, directly or through others, in the order they are reached. */
export function chunksNeeded(fileName: string, chunks: Chunks): string[] {
  const needed = new Set<string>()
  const visit = (file: string) => {
    for (const dependency of chunks[file]?.imports ?? []) {
      // A package left outside the bundle (the prerender's server build) is not a chunk.
      const chunk = chunks[dependency]
      if (needed.has(dependency) || chunk === undefined || isStylesheetOnly(chunk)) continue
      needed.add(dependency)
      visit(dependency)
    }
  }
  visit(fileName)
  needed.delete(fileName)
  return [...needed]
}

/** The specifier by which a chunk in `from`'s folder imports `file`. */
export function specifier(from: string, file: string): string {
  const relative = path.posix.relative(path.posix.dirname(from), file)
  return relative.startsWith('.') ? relative : `./${relative}`
}

export const hoistTransitiveImports = (): Plugin => ({
  name: 'gvl:hoist-transitive-imports',
  apply: 'build',
  renderChunk(code, chunk, outputOptions, meta) {
    if (!chunk.isEntry && !chunk.isDynamicEntry) return null
    const hoisted = chunksNeeded(chunk.fileName, meta.chunks).filter(
      (file) => !chunk.imports.includes(file),
    )
    if (hoisted.length === 0) return null
    const output = new MagicString(code)
    for (const file of hoisted) {
      output.append(`\nimport ${JSON.stringify(specifier(chunk.fileName, file))};`)
    }
    return {
      code: output.toString(),
      map: outputOptions.sourcemap ? output.generateMap({ hires: 'boundary' }) : null,
    }
  },
})
