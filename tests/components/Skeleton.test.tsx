/**
 * Skeletons stand still: an animation of their shapes costs a phone's main thread a style
 * recalculation every frame while the page loads, and keeps it from ever being idle, which is when
 * the mock API starts (docs/decisions.md, "Skeletons stand still").
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

test('no shape or region animates or transitions', () => {
  const moving: string[] = []
  css.walkDecls(/^(animation|transition)(-.*)?$/, (declaration) => {
    moving.push(declaration.toString())
  })
  css.walkAtRules(/keyframes|property/, (rule) => {
    moving.push(`@${rule.name} ${rule.params}`)
  })
  expect(moving).toEqual([])
})

test('the region is busy, with the layout class its screen gives it', () => {
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
  expect(region).toHaveClass('page-layout')
})
