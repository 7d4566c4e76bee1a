/**
 * npm run openapi: writes docs/openapi.json, the OpenAPI 3.1 document of the API, from the contract
 * (src/api/openapi/) with examples answered by the mock API over the demo data
 * (mocks/openapiExamples.ts). tests/api/openapi.test.ts fails when the file is not what this writes.
 */
import { writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { createServer, createServerModuleRunner } from 'vite'

const root = fileURLToPath(new URL('..', import.meta.url))
const vite = await createServer({
  root,
  configFile: false,
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false, watch: null },
  appType: 'custom',
  resolve: { alias: { '@': `${root}src`, '@mocks': `${root}mocks` } },
})
const runner = createServerModuleRunner(vite.environments.ssr, { hmr: false })
try {
  const { openApiJson } = await runner.import('/mocks/openapiExamples.ts')
  const target = `${root}docs/openapi.json`
  await writeFile(target, await openApiJson())
  console.log(`Wrote ${target}`)
} finally {
  await runner.close()
  await vite.close()
}
