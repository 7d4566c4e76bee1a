/**
 * End-to-end journeys (issue #6): real Chromium (Debian's) against the built standalone app — the
 * same build `npm start` serves, with the mock API and demo data in the browser. `npm run test:e2e`
 * builds first; each test gets a fresh browser context, so a fresh demo database.
 */
import { defineConfig, devices } from '@playwright/test'
import { HTTP_API_PORT, HTTP_API_URL, HTTP_APP_PORT, PORT } from './ports'

// E2E_PORT and E2E_DIST let a second checkout or a parallel run use its own server and build.
const DIST = process.env.E2E_DIST ?? 'dist'

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  outputDir: '../../.e2e-results',
  fullyParallel: true,
  // Two cores: one worker per core; the seed is generated in each fresh context.
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // A journey loads the app several times (each goto and reload is a full start, see fixtures.ts).
  timeout: 90_000,
  // A first visit downloads and seeds the mock API (a few seconds on a busy two-core machine).
  expect: { timeout: 15_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: '../../.e2e-report' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'en-US',
    timezoneId: 'UTC',
    // A failure keeps its trace (DOM snapshots, network, console); the screencast is left out, since it
    // cost about a third of a journey's time on two cores.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: ['**/*.phone.e2e.ts', '**/*.http.e2e.ts'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'phone',
      testMatch: '**/*.phone.e2e.ts',
      use: { ...devices['Pixel 7'], channel: undefined },
    },
    {
      // The app with VITE_API_URL against `npm run api` (issue #16), on the dev server.
      name: 'http-api',
      testMatch: '**/*.http.e2e.ts',
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: `http://localhost:${HTTP_APP_PORT}`,
      },
    },
  ],
  webServer: [
    {
      command: `npx vite preview --port ${PORT} --strictPort --outDir ${DIST}`,
      cwd: '../..',
      url: `http://localhost:${PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `node scripts/api.mjs --port ${HTTP_API_PORT} --reset --data .gvl-api/e2e-db.json`,
      cwd: '../..',
      url: `${HTTP_API_URL}premium/plans`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      command: `npx vite --port ${HTTP_APP_PORT} --strictPort`,
      cwd: '../..',
      env: { VITE_API_URL: HTTP_API_URL },
      url: `http://localhost:${HTTP_APP_PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
})
