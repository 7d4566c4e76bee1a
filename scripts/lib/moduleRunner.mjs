/**
 * The project's TypeScript modules (`@/…`, `@mocks/…`) loaded in Node through Vite's module runner,
 * for the scripts that run the mock API outside a browser (npm run api, openapi, test:contract).
 */
import { fileURLToPath } from 'node:url'
import { createServer, createServerModuleRunner } from 'vite'

export const root = fileURLToPath(new URL('../..', import.meta.url))

/** A loader of the project's modules by root-relative path (`/mocks/httpServer.ts`), and its close. */
export async function moduleRunner() {
  const vite = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
    resolve: { alias: { '@': `${root}src`, '@mocks': `${root}mocks` } },
  })
  const runner = createServerModuleRunner(vite.environments.ssr, { hmr: false })
  return {
    import: (path) => runner.import(path),
    close: async () => {
      await runner.close()
      await vite.close()
    },
  }
}
