/**
 * The lint rule that keeps every user-facing text in the translations (issue #6): ESLint with the
 * project's own configuration, on a screen that forgets i18next.
 */
import { ESLint } from 'eslint'
import { expect, test } from 'vitest'

const lint = async (code: string) => {
  const eslint = new ESLint({ cwd: process.cwd() })
  const [result] = await eslint.lintText(code, { filePath: 'src/features/example/Example.tsx' })
  return (result?.messages ?? []).map((message) => message.ruleId)
}

test('a literal in JSX text or in a read-aloud attribute fails; translated text passes', async () => {
  expect(
    await lint(
      `export function A() {\n  return (\n    <div>\n      <p>Hello world</p>\n    </div>\n  )\n}\n`,
    ),
  ).toContain('i18next/no-literal-string')
  expect(
    await lint(`export const A = () => <button type="button" aria-label="Close" />\n`),
  ).toContain('no-restricted-syntax')
  expect(
    await lint(
      `import { useTranslation } from 'react-i18next'\n\nexport function A() {\n  const { t } = useTranslation()\n  return <button type="button" aria-label={t('actions.close')} />\n}\n`,
    ),
  ).toEqual([])
}, 60_000)
