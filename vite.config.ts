/// <reference types="vitest/config" />
import { defineConfig, normalizePath, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { playwright } from '@vitest/browser-playwright'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { fileURLToPath } from 'node:url'
import { apiReference } from './scripts/apiReference.ts'
import { hoistTransitiveImports } from './scripts/hoistTransitiveImports.ts'

const root = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/** The page template, the kit's folder and its forms', as the bundler names modules (forward slashes). */
const pageTemplate = normalizePath(root('./index.html'))
const kitFolder = normalizePath(root('./src/components/'))
const formFolder = normalizePath(root('./src/components/form/'))

/**
 * The kit's group or its forms' that a chunk (or its stylesheet) belongs to, from its name, which
 * lists the screens sharing it (`kit~HomeScreen~…`); null for any other chunk.
 */
const kitGroup = (name: string) => /^(kit|forms)~/.exec(name)?.[1] ?? null

/** Debian's Chromium: Playwright cannot download its own browser on these machines. */
const chromium = playwright({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--font-render-hinting=none',
      '--force-color-profile=srgb',
      '--hide-scrollbars',
    ],
  },
  // Deterministic pictures: no motion, one time zone and locale whatever the machine's.
  contextOptions: { reducedMotion: 'reduce', timezoneId: 'UTC', locale: 'en-US' },
})

/**
 * index.html is the template of every page: a build's prerender (scripts/prerender.mjs) fills its
 * `<!--app-head-->` for each public page (the app's entry, src/main.tsx, is the build's second input).
 * The dev server has no prerender: its pages get the title and the app's script here.
 */
const devPage = (): Plugin => ({
  name: 'gvl:dev-page',
  apply: 'serve',
  transformIndexHtml: {
    order: 'pre',
    handler: (html) =>
      html.includes('<!--app-head-->')
        ? [
            { tag: 'title', children: 'GVL', injectTo: 'head' },
            { tag: 'script', attrs: { type: 'module', src: '/src/main.tsx' }, injectTo: 'body' },
          ]
        : undefined,
  },
})

/**
 * Writes `.vite/chunk-modules.json`: each chunk's file and the modules in it. The manifest names
 * chunks, not what they hold; scripts/check-bundle.mjs reads this to prove what the first load holds.
 */
const chunkModules = (): Plugin => ({
  name: 'gvl:chunk-modules',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).flatMap((output) =>
      output.type === 'chunk' ? [[output.fileName, output.moduleIds] as const] : [],
    )
    this.emitFile({
      type: 'asset',
      fileName: '.vite/chunk-modules.json',
      source: JSON.stringify(Object.fromEntries(chunks), null, 1),
    })
  },
})

const browser = (name: string) => ({
  enabled: true,
  headless: true,
  provider: chromium,
  instances: [{ browser: 'chromium' as const, name, viewport: { width: 1280, height: 800 } }],
})

export default defineConfig({
  plugins: [react(), devPage(), chunkModules(), hoistTransitiveImports(), apiReference(root('.'))],
  resolve: {
    alias: {
      '@': root('./src'),
      '@mocks': root('./mocks'),
      // Not in tests: see mocks/lib/tldts.ts (≈ 97 kB gzip less in the mock API's page chunk).
      ...(process.env.VITEST ? {} : { tldts: root('./mocks/lib/tldts.ts') }),
    },
  },
  // Pre-bundled up front: a dependency discovered mid-run makes Vite reload the browser and fail that run.
  optimizeDeps: {
    include: [
      '@radix-ui/react-dialog',
      '@radix-ui/react-dropdown-menu',
      '@hookform/resolvers/zod',
      'react-hook-form',
      'lucide-react',
      'zod',
      'msw',
      'msw/browser',
      '@faker-js/faker',
      'idb-keyval',
      '@tanstack/react-virtual',
      'confusables',
    ],
  },
  // The standalone app runs its mock API in a module worker (mocks/apiWorker/worker.ts).
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: true,
    // No `<link rel="modulepreload">` for a lazy chunk's imports: Chromium fetches and compiles each
    // such link on the main thread as it is inserted, which made the first visit's longest tasks on
    // a phone (docs/decisions.md, "Lazy chunks bring their imports without preload links"). A lazy
    // chunk's imports are fetched once it is parsed; its stylesheets still load before it runs.
    modulePreload: false,
    // scripts/check-bundle.mjs reads it to prove the first load carries no mock API.
    manifest: true,
    // The page template and the app: index.html holds no script (see devPage).
    rolldownOptions: {
      input: { index: root('./index.html'), main: root('./src/main.tsx') },
      output: {
        // Fewer requests before a lazy screen can draw (docs/decisions.md, "The first load is one
        // chunk, and the kit comes in a few shared chunks"): left to itself, the bundler makes each
        // kit component a screen imports a chunk of its own, found only once the file importing it
        // is parsed.
        codeSplitting: {
          groups: [
            // The first load (what src/main.tsx imports statically) is one chunk with the entry. The
            // page template is an input too: caught here, it would import the chunk, and Vite would
            // write the app's script into every page, prerendered or not.
            {
              name: 'main',
              tags: ['$initial'],
              test: (id) => id !== pageTemplate,
              priority: 2,
            },
            // Radix, by the screens that use each of its packages, never merged. Merged sets can import
            // each other, and chunks in a cycle run in an order nothing guarantees: one can run
            // before a binding it imports is set. Sets split only by who uses them cannot form a
            // cycle; scripts/check-bundle.mjs proves there is none.
            {
              name: 'kit',
              test: (id) => id.includes('/node_modules/@radix-ui/'),
              priority: 1.5,
              entriesAware: true,
            },
            // The kit's forms (react-hook-form, its resolvers, src/components/form/), by the screens
            // that use them, merged only with each other, so that a screen without a form never
            // shares a chunk with them (react-hook-form alone is 17 kB gzip). The fields and
            // messages the forms import stay in the group below, since display screens draw them
            // too: this group does not take in what its modules import. Its modules define
            // components and hooks and run nothing as they load, so the order in which its chunks
            // and the kit's run changes nothing; scripts/check-bundle.mjs proves that no chunks import
            // each other in a cycle and that the screens without a form load none of it.
            {
              name: 'forms',
              test: (id) =>
                /\/node_modules\/(react-hook-form|@hookform)\//.test(id) ||
                id.startsWith(formFolder),
              priority: 1.2,
              entriesAware: true,
              entriesAwareMergeThreshold: 20_000,
              includeDependenciesRecursively: false,
            },
            // The kit's lazy components, by the screens that use them, with what they import that no
            // other group holds (icons, src/lib, the forms' fields). A set of modules under 20 kB
            // (before minifying) joins its nearest neighbour, so a screen loads a few chunks and
            // little that it does not use.
            {
              name: 'kit',
              test: (id) => id.startsWith(kitFolder),
              priority: 1,
              entriesAware: true,
              entriesAwareMergeThreshold: 20_000,
            },
          ],
        },
        // A kit chunk's name lists the screens that share it (`kit~HomeScreen~…`): one short name.
        chunkFileNames: ({ name }) => `assets/${kitGroup(name) ?? '[name]'}-[hash].js`,
        assetFileNames: ({ names }) => {
          const group = names.map(kitGroup).find((found) => found !== null)
          return `assets/${group ?? '[name]'}-[hash][extname]`
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**'],
          setupFiles: ['tests/setup.ts'],
          restoreMocks: true,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: root('.storybook') })],
        test: {
          name: 'storybook',
          browser: browser('storybook-chromium'),
          // A file's first story also loads its modules: up to 12 s on a loaded two-core machine, near
          // the default 15 s. Only a story that would otherwise time out waits longer.
          testTimeout: 30_000,
          setupFiles: ['.storybook/vitest.setup.ts'],
        },
      },
    ],
  },
})
