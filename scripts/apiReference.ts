/**
 * The API reference as a page of the build (`/api-reference/`): Scalar's standalone viewer over
 * docs/openapi.json, served at `/openapi.json`. Both are copied as they are, not bundled, so the app's
 * build and first load do not change; the dev server serves the same three files.
 */
import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

/** The package exports no path to its browser build; this is where it ships it. */
const SCALAR = 'node_modules/@scalar/api-reference/dist/browser/standalone.js'

/**
 * Scalar's options: the document from this origin; no fonts, telemetry or AI features fetched from
 * Scalar's servers (the page must work where only this origin is reachable).
 */
const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>GVL API reference</title>
    <meta name="description" content="The GVL API: every endpoint, its schemas and examples (OpenAPI 3.1)." />
  </head>
  <body>
    <div id="reference"></div>
    <script src="/api-reference/scalar.js"></script>
    <script>
      Scalar.createApiReference('#reference', {
        url: '/openapi.json',
        withDefaultFonts: false,
        telemetry: false,
        agent: { disabled: true },
        mcp: { disabled: true },
        showDeveloperTools: 'never',
        hideDarkModeToggle: true,
        forceDarkModeState: 'light',
      })
    </script>
  </body>
</html>
`

const files = (root: string): Record<string, () => string | Buffer> => ({
  'api-reference/index.html': () => PAGE,
  'api-reference/scalar.js': () => readFileSync(`${root}/${SCALAR}`),
  'openapi.json': () => readFileSync(`${root}/docs/openapi.json`),
})

export function apiReference(root: string): Plugin {
  return {
    name: 'gvl:api-reference',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0]?.replace(/^\//, '') ?? ''
        const name =
          path === 'api-reference' || path === 'api-reference/' ? 'api-reference/index.html' : path
        const file = files(root)[name]
        if (file === undefined) {
          next()
          return
        }
        const type = name.endsWith('.html')
          ? 'text/html'
          : name.endsWith('.js')
            ? 'text/javascript'
            : 'application/json'
        response.setHeader('Content-Type', `${type}; charset=utf-8`)
        response.end(file())
      })
    },
    generateBundle() {
      for (const [fileName, source] of Object.entries(files(root))) {
        this.emitFile({ type: 'asset', fileName, source: source() })
      }
    },
  }
}
