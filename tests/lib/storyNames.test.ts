import { readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { storyNameFromExport } from 'storybook/internal/csf'
import { loadCsf } from 'storybook/internal/csf-tools'
import { describe, expect, test } from 'vitest'

/**
 * Story names are UI states, and a failure state is named by one scheme (docs/testing.md, "Story
 * names"; the Introduction page in Storybook), so a reviewer finds the same failures under the same
 * names on every screen:
 *
 * - `ServerError`: the data of the screen, panel or dialog cannot be loaded; `<Part>ServerError` when
 *   one part fails while the rest still shows (`NewsServerError`);
 * - `<Action>Fails`: something the person did fails for a reason they cannot fix (`SaveFails`);
 * - `<Action>Refused`: something the person did is refused with a reason (`AppealRefused`).
 *
 * The words the scheme is made of mean nothing else in a story's name, so any name holding one of them
 * is a failure story and must fit the scheme.
 */
const FAILURE_WORD = /Error|Fail|Refus|Reject/
const FAILURE_SCHEME = /^(?:[A-Z][A-Za-z0-9]*)?ServerError$|^[A-Z][A-Za-z0-9]*(?:Fails|Refused)$/

const root = join(import.meta.dirname, '../..')

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  )
}

const storyFiles = files(join(root, 'stories'))
  .filter((file) => file.endsWith('.stories.tsx'))
  .map((file) => relative(root, file))

/** The stories of a file as Storybook's indexer reads them: export name and displayed name. */
function storiesOf(file: string) {
  const csf = loadCsf(readFileSync(join(root, file), 'utf8'), {
    fileName: file,
    makeTitle: (title) => title ?? file,
  }).parse()
  return csf.indexInputs.map(({ exportName, name }) => ({ exportName, name }))
}

describe('the scheme itself', () => {
  test.each([
    'ServerError',
    'NewsServerError',
    'ConversationServerError',
    'SaveFails',
    'SignUpFails',
    'AppealRefused',
    'WrongFileRefused',
  ])('%s fits', (name) => {
    expect(name).toMatch(FAILURE_WORD)
    expect(name).toMatch(FAILURE_SCHEME)
  })

  test.each([
    'Error',
    'Failed',
    'LoadError',
    'NewsError',
    'SaveFailed',
    'SectionFailing',
    'ServerErrors',
    'ServerFailure',
    'RefusedByServer',
    'Rejected',
  ])('%s does not', (name) => {
    expect(name).toMatch(FAILURE_WORD)
    expect(name).not.toMatch(FAILURE_SCHEME)
  })
})

test('there are story files to check', () => {
  expect(storyFiles.length).toBeGreaterThan(0)
})

describe.each(storyFiles)('%s', (file) => {
  const stories = storiesOf(file)

  test('has stories', () => {
    expect(stories.length).toBeGreaterThan(0)
  })

  test('names its failure stories by the scheme', () => {
    const outside = stories
      .map(({ exportName }) => exportName)
      .filter((name) => FAILURE_WORD.test(name) && !FAILURE_SCHEME.test(name))
    expect(outside, 'ServerError, <Part>ServerError, <Action>Fails or <Action>Refused').toEqual([])
  })

  test('exports no story named Error (it would shadow the global Error in the file)', () => {
    expect(stories.map(({ exportName }) => exportName)).not.toContain('Error')
  })

  test("shows each story under its export's name (the sidebar, the test and the picture agree)", () => {
    for (const { exportName, name } of stories) expect(name).toBe(storyNameFromExport(exportName))
  })
})
