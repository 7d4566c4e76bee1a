/**
 * The floor app's build (scripts/bench/floor/main.tsx): `npm run bench` builds it into
 * .bench/floor-dist (git-ignored) and serves it with `vite preview --config` this file. Its imports
 * resolve in the project's node_modules, so it measures the versions the app ships.
 */
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

const here = fileURLToPath(new URL('.', import.meta.url))

export default defineConfig({
  root: here,
  plugins: [react()],
  build: {
    // As the app's (vite.config.ts): the same target, and a manifest for scripts/bench/load.mjs.
    target: 'es2022',
    manifest: true,
    outDir: fileURLToPath(new URL('../../../.bench/floor-dist', import.meta.url)),
    emptyOutDir: true,
  },
})
