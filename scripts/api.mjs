/**
 * npm run api: the mock API over HTTP on localhost (mocks/httpServer.ts), with the demo data kept in
 * a JSON file between restarts.
 *
 *   npm run api                          http://localhost:4010/api/, data in .gvl-api/db.json
 *   npm run api -- --port 5000           another port
 *   npm run api -- --reset               start from a fresh seed
 *   npm run api -- --mock slow,fail:messages   start with a scenario (as ?mock= in the app)
 *   npm run api -- --data /tmp/gvl.json  keep the data elsewhere
 *   npm run api -- --fixed-clock         the clock at the seed's moment (the API document's examples)
 *   npm run api -- --no-mock-controls    no /api/__mock/… controls, as a shared environment would have
 *
 * The app against it: VITE_API_URL=http://localhost:4010/api/ npm run dev
 */
import { parseArgs } from 'node:util'
import { moduleRunner } from './lib/moduleRunner.mjs'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4010' },
    host: { type: 'string', default: 'localhost' },
    data: { type: 'string', default: '.gvl-api/db.json' },
    reset: { type: 'boolean', default: false },
    mock: { type: 'string' },
    'fixed-clock': { type: 'boolean', default: false },
    'mock-controls': { type: 'boolean', default: true },
  },
  allowNegative: true,
})
const port = Number(values.port)
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number, not "${values.port}"`)
  process.exit(2)
}

const runner = await moduleRunner()
const { startHttpApi } = await runner.import('/mocks/httpServer.ts')
const api = await startHttpApi({
  port,
  host: values.host,
  dataFile: values.data,
  reset: values.reset,
  mock: values.mock,
  fixedClock: values['fixed-clock'],
  mockControls: values['mock-controls'],
})
console.log(`GVL mock API: ${api.url}  (data: ${values.data}; Ctrl+C stops)`)
console.log(`The app against it: VITE_API_URL=${api.url} npm run dev`)

let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  await api.close()
  await runner.close()
  process.exit(0)
}
process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())
