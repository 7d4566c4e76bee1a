/** The operations of an OpenAPI document as the conformance suite walks them. */

const escapePointer = (part) => part.replaceAll('~', '~0').replaceAll('/', '~1')

/** Follows a local `$ref` (`#/components/schemas/X`) to what it names. */
function resolve(document, node) {
  let current = node
  while (current?.$ref !== undefined) {
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce((parent, key) => parent[key.replaceAll('~1', '/').replaceAll('~0', '~')], document)
  }
  return current
}

export function listOperations(document) {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => {
      const pointer = `/paths/${escapePointer(path)}/${method}`
      const parameters = operation.parameters ?? []
      const integerParams = parameters
        .filter(
          (parameter) =>
            parameter.in === 'path' && resolve(document, parameter.schema)?.type === 'integer',
        )
        .map((parameter) => parameter.name)
      const json = operation.requestBody?.content?.['application/json']
      const bodySchema = resolve(document, json?.schema)
      const security = operation.security ?? document.security ?? []
      const protectedByToken =
        security.length > 0 && security.every((requirement) => 'bearer' in requirement)
      const successStatus = Number(
        Object.keys(operation.responses).find((status) => status.startsWith('2')),
      )
      return {
        label: `${method.toUpperCase()} ${path}`,
        method,
        responses: operation.responses,
        successStatus,
        example: operation['x-example-request'],
        /** One of the mock API's controls (tag `mock`), which a real backend does not have. */
        mock: (operation.tags ?? []).includes('mock'),
        // Staff operations are those that document a 403 `staff_only`.
        access: protectedByToken
          ? (operation.responses['403']?.description ?? '').includes('`staff_only`')
            ? 'staff'
            : 'bearer'
          : 'public',
        integerParams,
        jsonBody: json !== undefined,
        requiredBodyFields:
          operation.requestBody?.required === true ? (bodySchema?.required ?? []) : [],
        schemaPointer(status) {
          const content = operation.responses[status]?.content?.['application/json']
          return content === undefined
            ? undefined
            : `${pointer}/responses/${status}/content/application~1json/schema`
        },
        pathWith(params = {}, query = {}) {
          const filled = path.replace(/\{(\w+)\}/g, (_, name) =>
            encodeURIComponent(String(params[name] ?? '1')),
          )
          const search = new URLSearchParams(query).toString()
          return `${filled.replace(/^\//, '')}${search === '' ? '' : `?${search}`}`
        },
      }
    }),
  )
}
