/**
 * Validates a value against a schema of an OpenAPI 3.1 document: its schemas are JSON Schema 2020-12,
 * so Ajv's 2020 dialect reads them as they are, `$ref`s into the document's components included.
 */
import { Ajv2020 } from 'ajv/dist/2020.js'

export function createValidator(document) {
  // The document's own keywords (`example`, `openapi`, …) are not JSON Schema's: not strict.
  const ajv = new Ajv2020({ strict: false, validateSchema: false, allErrors: true })
  // A picture's address (`/api/media/7`, or absolute): anything that reads as a URL against a base.
  ajv.addFormat('uri-reference', (value) => URL.canParse(value, 'https://example.invalid/api/'))
  ajv.addSchema(document, 'openapi.json')
  const compiled = new Map()
  /** The problems of `value` against the schema at `pointer` (a JSON pointer into the document). */
  return (pointer, value) => {
    if (!compiled.has(pointer))
      compiled.set(pointer, ajv.compile({ $ref: `openapi.json#${pointer}` }))
    const check = compiled.get(pointer)
    return check(value)
      ? []
      : (check.errors ?? []).map((error) => `${error.instancePath || '(root)'} ${error.message}`)
  }
}
