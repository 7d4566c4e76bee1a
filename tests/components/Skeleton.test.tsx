/**
 * The skeleton's breathing is one CSS animation per loading region, not one per shape: a page of
 * shapes each animated fired an `animationiteration` event per shape every cycle, which React listens
 * for at its root, and kept the main thread busy through the load (Total Blocking Time).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { render, screen } from '@testing-library/react'
import postcss from 'postcss'
import { expect, test } from 'vitest'
import { Skeleton, SkeletonBlock, SkeletonText } from '@/components/Skeleton'

const css = postcss.parse(
  readFileSync(join(import.meta.dirname, '../../src/components/Skeleton.module.css'), 'utf8'),
)

/** The selectors of the rules that start an animation. */
function animated(): string[] {
  const selectors: string[] = []
  css.walkDecls(/^animation(-name)?$/, (declaration) => {
    const rule = declaration.parent
    if (rule?.type === 'rule') selectors.push(...(rule as postcss.Rule).selectors)
  })
  return selectors
}

test('only the loading region animates; its shapes follow it through one property', () => {
  expect(animated()).toEqual(['.region'])
  const shapes: string[] = []
  css.walkDecls('opacity', (declaration) => {
    if (declaration.value === 'var(--skeleton-opacity)') {
      shapes.push(...(declaration.parent as postcss.Rule).selectors)
    }
  })
  expect(shapes.sort()).toEqual(['.block', '.inlineText::before', '.row', '.text::before'])
})

test('the region carries the class that breathes, beside the layout class its screen gives it', () => {
  render(
    <Skeleton label="Loading the table…" className="page-layout">
      <SkeletonText width="8ch" />
      <SkeletonBlock width={40} height={40} />
    </Skeleton>,
  )
  // The region has no role of its own (it is a layout box marked busy): found from its status.
  // eslint-disable-next-line testing-library/no-node-access
  const region = screen.getByRole('status').parentElement
  expect(region).toHaveAttribute('aria-busy', 'true')
  expect(region?.className).toMatch(/region/)
  expect(region).toHaveClass('page-layout')
})
