/**
 * The bar that says a list is on its way (ResultList.module.css's `.stale`) comes and goes with each
 * change of the view. What it sets on the list's own element is inherited by every element under it:
 * a custom property or the cursor there restyles the whole list (500 elements in a page of players)
 * twice per change, which issue #18's players filter (≤ 100 ms over 10,000 players) cannot afford.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import postcss from 'postcss'
import { expect, test } from 'vitest'

const src = join(import.meta.dirname, '../../src')

function cssModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return cssModules(path)
    return entry.name.endsWith('.module.css') ? [path] : []
  })
}

/** Declarations on `.stale` itself (not its pseudo-elements) that its descendants inherit. */
function inheritedOnStale(file: string): string[] {
  const found: string[] = []
  postcss.parse(readFileSync(file, 'utf8')).walkRules((rule) => {
    // `.stale` itself or in a state of its own (`:hover`), not its `::before`/`::after`.
    if (
      !rule.selectors.some((selector) => /\.stale(?![\w-]|::|:(?:before|after)\b)/.test(selector))
    )
      return
    rule.walkDecls((declaration) => {
      if (declaration.prop.startsWith('--') || declaration.prop === 'cursor')
        found.push(`${relative(src, file)}: ${rule.selector} { ${declaration.prop} }`)
    })
  })
  return found
}

test('no list sets an inherited property on its stale element (the bar is styled on ::before)', () => {
  const files = cssModules(src).filter((file) => /\.stale\b/.test(readFileSync(file, 'utf8')))
  // The kit's rule and the two screens that place or paint the bar.
  expect(files.map((file) => relative(src, file)).sort()).toEqual([
    'components/ResultList.module.css',
    'features/market/MarketScreen.module.css',
    'features/players/PlayersScreen.module.css',
  ])
  expect(files.flatMap(inheritedOnStale)).toEqual([])
})
