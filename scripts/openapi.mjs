/**
 * npm run openapi: writes docs/openapi.json, the OpenAPI 3.1 document of the API, from the contract
 * (src/api/openapi/) with examples answered by the mock API over the demo data
 * (mocks/openapiExamples.ts). tests/api/openapi.test.ts fails when the file is not what this writes.
 */
import { writeFile } from 'node:fs/promises'
import { moduleRunner, root } from './lib/moduleRunner.mjs'

const runner = await moduleRunner()
try {
  const { openApiJson } = await runner.import('/mocks/openapiExamples.ts')
  const target = `${root}docs/openapi.json`
  await writeFile(target, await openApiJson())
  console.log(`Wrote ${target}`)
} finally {
  await runner.close()
}
