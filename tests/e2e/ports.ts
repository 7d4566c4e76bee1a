/** Where the journeys find the servers playwright.config.ts starts (env overrides for parallel runs). */
export const PORT = Number(process.env.E2E_PORT ?? 4180)
/** `npm run api` for the HTTP journeys, and the dev server that runs the app against it. */
export const HTTP_API_PORT = Number(process.env.E2E_HTTP_API_PORT ?? PORT + 10)
export const HTTP_APP_PORT = HTTP_API_PORT + 1
export const HTTP_API_URL = `http://localhost:${HTTP_API_PORT}/api/`
