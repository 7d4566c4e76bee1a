/**
 * The built files a prerendered page needs, from Vite's manifests (dist/.vite/manifest.json for the
 * browser's build, the server build's own for the modules a page's render loaded): the app's entry and
 * its module preloads, the stylesheets of what the page shows, and the font files its text is drawn in.
 */
import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { JSDOM } from 'jsdom'
import { transform } from 'lightningcss'

export const readManifest = (dir) =>
  JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8'))

const url = (file) => `/${file}`

/** The browser build's entry (src/main.tsx) and the chunks it imports statically, as Vite lists them. */
export function entryFiles(manifest) {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry)
  if (entries.length !== 1) throw new Error(`prerender: ${entries.length} entries in the manifest`)
  const [key] = entries
  const preloads = []
  const visit = (chunk) => {
    for (const child of manifest[chunk].imports ?? []) {
      if (preloads.includes(url(manifest[child].file))) continue
      visit(child)
      preloads.push(url(manifest[child].file))
    }
  }
  visit(key)
  return { key, entry: url(manifest[key].file), preloads }
}

/**
 * The stylesheets of these chunks and of the chunks they import statically, in the order Vite loads
 * them (an import's before its importer's), each once.
 */
export function stylesheetsOf(manifest, keys) {
  const files = []
  const seen = new Set()
  const visit = (key) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const child of manifest[key].imports ?? []) visit(child)
    for (const file of manifest[key].css ?? [])
      if (!files.includes(url(file))) files.push(url(file))
  }
  keys.forEach(visit)
  return files
}

/**
 * The browser build's chunks for the modules a page's render loaded in Node (file URLs in the server
 * build): the ones that are code split points (its screen, the footer), by their source path.
 */
export function loadedChunks(clientManifest, serverManifest, serverDir, loaded) {
  const sourceOf = new Map(
    Object.entries(serverManifest).map(([key, chunk]) => [chunk.file, chunk.src ?? key]),
  )
  return loaded
    .filter((href) => href.startsWith('file:'))
    .map((href) => sourceOf.get(relative(serverDir, fileURLToPath(href))))
    .filter((source) => source !== undefined && clientManifest[source]?.isDynamicEntry)
}

/**
 * Whether a stylesheet can style any element of this markup: one of its rules has a selector whose
 * classes (those it names itself, not inside :not() or :is()) the markup all has, or names none.
 * Only the ones that can go into the page (scripts/prerender/page.mjs), so its HTML carries no file
 * that styles nothing in it; the others come with their chunk's code, as Vite loads them.
 */
function styles(dist, stylesheet, classes) {
  let styling = false
  transform({
    filename: stylesheet,
    code: readFileSync(join(dist, stylesheet)),
    visitor: {
      Rule: {
        style(rule) {
          styling ||= rule.value.selectors.some((selector) =>
            selector.every((part) => part.type !== 'class' || classes.has(part.name)),
          )
        },
      },
    },
  })
  return styling
}

/** The page's stylesheets (stylesheetsOf) that can style its markup, in their order. */
export function stylesheetsFor(dist, stylesheets, markup) {
  const elements = JSDOM.fragment(markup).querySelectorAll('[class]')
  const classes = new Set([...elements].flatMap((element) => [...element.classList]))
  return stylesheets.filter((stylesheet) => styles(dist, stylesheet, classes))
}

/** The @font-face rules of a stylesheet: each one's file and the characters it covers. */
function fontFaces(dist, stylesheet) {
  const faces = []
  transform({
    filename: stylesheet,
    code: readFileSync(join(dist, stylesheet)),
    visitor: {
      Rule: {
        'font-face'(rule) {
          const property = (type) => rule.value.properties.find((p) => p.type === type)?.value
          const source = property('source')?.find((s) => s.type === 'url')
          const ranges = property('unicode-range') ?? [{ start: 0, end: 0x10ffff }]
          if (source) faces.push({ href: source.value.url.url, ranges })
        },
      },
    },
  })
  return faces
}

/**
 * The font files the browser fetches for this markup: those of the stylesheets' @font-face rules whose
 * unicode-range covers one of its characters (its text's, and the tags', which are ASCII). Preloaded,
 * the text does not wait for the stylesheet to be parsed and the page laid out before they are asked for.
 */
export function fontsFor(dist, stylesheets, markup) {
  const characters = new Set([...markup].map((character) => character.codePointAt(0)))
  const used = []
  for (const stylesheet of stylesheets) {
    for (const { href, ranges } of fontFaces(dist, stylesheet)) {
      const covers = ranges.some(({ start, end }) =>
        [...characters].some((code) => code >= start && code <= end),
      )
      if (covers && !used.includes(href)) used.push(href)
    }
  }
  return used
}
