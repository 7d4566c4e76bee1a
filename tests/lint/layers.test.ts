/**
 * The layer rules (eslint.config.js, scripts/lint/layers.js) refuse what docs/architecture.md says
 * may not happen: each case lints a probe file placed in the layer it speaks of, as a new file there
 * would be.
 */
import { ESLint } from 'eslint'
import { beforeAll, expect, test } from 'vitest'

let eslint: ESLint

beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() })
})

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message)
}

test.each([
  [
    'a feature importing another feature',
    'src/features/home/Probe.tsx',
    "import { TeamName } from '@/features/competitions/TeamName'\nexport const probe = TeamName",
    'A feature never imports another feature',
  ],
  [
    'the same, by a relative path',
    'src/features/home/Probe.tsx',
    "import { TeamName } from '../competitions/TeamName'\nexport const probe = TeamName",
    'A feature never imports another feature',
  ],
  [
    'the API layer importing a feature',
    'src/api/endpoints/probeApi.ts',
    "import { readPlayersView } from '@/features/players/playersView'\nexport const probe = readPlayersView",
    'A shared layer imports no feature',
  ],
  [
    'a kit component importing the session',
    'src/components/Probe.tsx',
    "import { selectUser } from '@/session/authSlice'\nexport const probe = selectUser",
    'The kit holds no store and calls no API',
  ],
  [
    'a kit component calling an endpoint',
    'src/components/Probe.tsx',
    "import { useGetMeQuery } from '@/api/endpoints/meApi'\nexport const probe = useGetMeQuery",
    'The kit holds no store and calls no API',
  ],
  [
    'a feature importing app/',
    'src/features/home/Probe.tsx',
    "import { routes } from '@/app/router'\nexport const probe = routes",
    'Only app/ composes',
  ],
  [
    'the kit reading which API answers',
    'src/components/Probe.tsx',
    "import { usesMockApi } from '@/api/url'\nexport const probe = usesMockApi",
    'The kit holds no store and calls no API',
  ],
  [
    'a shared layer importing app/',
    'src/lib/probe.ts',
    "import { routes } from '@/app/router'\nexport const probe = routes",
    'Only app/ composes',
  ],
])(
  '%s fails the lint',
  async (_case, filePath, code, why) => {
    const errors = await layerErrors(filePath, code)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toContain(why)
  },
  60_000,
)

test.each([
  [
    'a feature importing the shared layers',
    'src/features/home/Probe.tsx',
    "import { Crest } from '@/components/Crest'\nimport { selectUser } from '@/session/authSlice'\nimport { useGetMeQuery } from '@/api/endpoints/meApi'\nexport const probe = [Crest, selectUser, useGetMeQuery]",
  ],
  [
    'a feature importing its own modules',
    'src/features/competitions/Probe.tsx',
    "import { TeamName } from './TeamName'\nexport const probe = TeamName",
  ],
  [
    'app/ composing features',
    'src/app/Probe.tsx',
    "import { TeamName } from '@/features/competitions/TeamName'\nexport const probe = TeamName",
  ],
])(
  '%s passes',
  async (_case, filePath, code) => {
    expect(await layerErrors(filePath, code)).toEqual([])
  },
  60_000,
)
