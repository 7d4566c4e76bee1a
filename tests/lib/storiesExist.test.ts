import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expect, test } from 'vitest'

/** Every Screen, Panel and Dialog is built in isolation: it has a stories file mirroring its path. */
const root = join(import.meta.dirname, '../..')

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  )
}

const components = files(join(root, 'src')).filter((file) =>
  /(Screen|Panel|Dialog)\.tsx$/.test(file),
)

test('the project has screens, panels and dialogs to check', () => {
  expect(components.length).toBeGreaterThan(0)
})

test.each(components.map((file) => relative(join(root, 'src'), file)))('%s has stories', (file) => {
  const stories = join(root, 'stories', file.replace(/\.tsx$/, '.stories.tsx'))
  expect(existsSync(stories), `missing ${relative(root, stories)}`).toBe(true)
})

const screens = components
  .map((file) => relative(join(root, 'src'), file))
  .filter((file) => file.endsWith('Screen.tsx'))

/** Chromatic takes every screen in English and Spanish, desktop and mobile (.storybook/modes.ts). */
test.each(screens)('%s is reviewed in every Chromatic mode', (file) => {
  const stories = join(root, 'stories', file.replace(/\.tsx$/, '.stories.tsx'))
  expect(readFileSync(stories, 'utf8')).toMatch(/chromatic: \{ modes: screenModes \}/)
})

const kitStories = readdirSync(join(root, 'stories/components')).filter((file) =>
  file.endsWith('.stories.tsx'),
)

/** Each kit component gets a docs page from its props' JSDoc (stories/Introduction.mdx, "The kit"). */
test.each(kitStories)('stories/components/%s has a docs page', (file) => {
  expect(readFileSync(join(root, 'stories/components', file), 'utf8')).toMatch(
    /tags: \[[^\]]*'autodocs'/,
  )
})
