/**
 * `npm run api` (mocks/httpServer.ts): the mock API over real HTTP, with CORS for local front ends,
 * `?mock=` scenarios, and the database kept in a file between restarts.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { server as msw } from '@mocks/node'
import { startHttpApi, type HttpApi } from '@mocks/httpServer'
import { DEMO_PASSWORD } from '@/api/demoAccounts'

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

/** node:http, not fetch: the answer must come from the server, over a socket. */
function call(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = options.body === undefined ? undefined : JSON.stringify(options.body)
    const headers = {
      ...options.headers,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    }
    const outgoing = httpRequest(url, { method: options.method ?? 'GET', headers }, (incoming) => {
      let text = ''
      incoming.setEncoding('utf8')
      incoming.on('data', (chunk: string) => (text += chunk))
      incoming.on('end', () =>
        resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: text }),
      )
    })
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

let dir: string
let api: HttpApi | undefined

beforeAll(async () => {
  // The tests' msw/node would answer these requests itself; here the server must.
  msw.close()
  dir = await mkdtemp(join(tmpdir(), 'gvl-api-'))
})

afterEach(async () => {
  await api?.close()
  api = undefined
})

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
  msw.listen({ onUnhandledFrame: 'error' })
})

const dataFile = () => join(dir, 'db.json')

const start = (options: { reset?: boolean; mock?: string } = {}) =>
  startHttpApi({ port: 0, host: '127.0.0.1', dataFile: dataFile(), ...options })

async function signIn(base: string, username: string): Promise<string> {
  const answer = await call(`${base}login`, {
    method: 'POST',
    body: { username, password: DEMO_PASSWORD },
  })
  expect(answer.status).toBe(200)
  return (JSON.parse(answer.body) as { token: string }).token
}

describe('the mock API over HTTP', () => {
  it('keeps a write in its file across a restart, and starts afresh with reset', async () => {
    api = await start({ reset: true })
    const token = await signIn(api.url, 'demo')
    const sent = await call(`${api.url}message`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: { senderId: 1, receiverId: 2, content: 'Kept over a restart' },
    })
    expect(sent.status).toBe(201)
    await api.close()

    api = await start()
    const kept = await call(`${api.url}messages?user2=2`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(kept.status).toBe(200)
    expect(kept.body).toContain('Kept over a restart')
    await api.close()

    api = await start({ reset: true })
    const again = await call(`${api.url}messages?user2=2`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    // A fresh seed has no such session: the token is unknown.
    expect(again.status).toBe(401)
  }, 120_000)

  it('owns its data file while it runs: each save writes the data it holds, the latest', async () => {
    api = await start({ reset: true })
    const { url } = api
    const token = await signIn(url, 'demo')
    const send = (content: string) =>
      call(`${url}message`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: { senderId: 1, receiverId: 2, content },
      })
    expect((await send('Before the edit')).status).toBe(201)
    // An edit behind the server's back is not read: the next save writes over it.
    const onDisk = JSON.parse(await readFile(dataFile(), 'utf8')) as Record<string, unknown>
    await writeFile(dataFile(), JSON.stringify({ ...onDisk, 'written-behind-its-back': true }))

    const contents = Array.from({ length: 30 }, (_, index) => `Write ${index}`)
    const answers = await Promise.all(contents.map(send))
    expect(answers.map(({ status }) => status)).toEqual(contents.map(() => 201))

    const saved = await readFile(dataFile(), 'utf8')
    expect(JSON.parse(saved)).not.toHaveProperty('written-behind-its-back')
    for (const content of ['Before the edit', ...contents]) expect(saved).toContain(content)
    const listed = await call(`${url}messages?user2=2`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    for (const content of contents) expect(listed.body).toContain(content)
  }, 120_000)

  it('sets a data file that is not JSON aside and starts from a fresh seed', async () => {
    await writeFile(dataFile(), 'not JSON {')
    api = await start()
    expect(await readFile(`${dataFile()}.unreadable`, 'utf8')).toBe('not JSON {')
    expect((await call(`${api.url}premium/plans`)).status).toBe(200)
    expect(JSON.parse(await readFile(dataFile(), 'utf8'))).toHaveProperty('gvl-mock-db')
  }, 120_000)

  it('answers a local front end’s preflight and its requests with CORS headers, and nobody else', async () => {
    api = await start({ reset: true })
    const preflight = await call(`${api.url}message`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:5173')
    expect(preflight.headers['access-control-allow-headers']).toContain('Authorization')

    const local = await call(`${api.url}premium/plans`, {
      headers: { Origin: 'http://127.0.0.1:3000' },
    })
    expect(local.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3000')
    // Another site's page may not use it at all: CORS alone would still let it send writes.
    const remote = await call(`${api.url}premium/plans`, {
      headers: { Origin: 'https://example.com' },
    })
    expect(remote.status).toBe(403)
    expect(remote.headers['access-control-allow-origin']).toBeUndefined()
    expect(JSON.parse(remote.body)).toMatchObject({ code: 'forbidden_origin' })
    const remotePreflight = await call(`${api.url}__mock/reset`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://example.com', 'Access-Control-Request-Method': 'POST' },
    })
    expect(remotePreflight.status).toBe(403)
    const image = await call(`${api.url}news?mock=fail`, {
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    })
    expect(image.status).toBe(403)
    expect(JSON.parse((await call(`${api.url}__mock/scenario`)).body)).toMatchObject({
      failing: [],
    })
    // A stored picture is public and reading it changes nothing: an <img> of a front end on
    // 127.0.0.1 asking localhost (cross-site to the browser) gets it, unless it asks for a scenario.
    const picture = await call(`${api.url}media/1?v=0`, {
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    })
    expect(picture.status).toBe(200)
    expect(picture.headers['content-type']).toBe('image/svg+xml')
    expect(picture.headers['vary']).toContain('Origin')
    const pictureScenario = await call(`${api.url}media/1?mock=fail`, {
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    })
    expect(pictureScenario.status).toBe(403)
  }, 120_000)

  it('answers what it cannot read with an error, and keeps running', async () => {
    api = await start({ reset: true })
    const trace = await call(`${api.url}news`, { method: 'TRACE' })
    expect(trace.status).toBe(400)
    const oddHost = await call(`${api.url}premium/plans`, { headers: { Host: 'a b' } })
    expect(oddHost.status).toBe(200)
    expect((await call(`${api.url}premium/plans`)).status).toBe(200)
  }, 120_000)

  it('counts a client by its socket, whatever address the request claims', async () => {
    api = await start({ reset: true })
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const answer = await call(`${api.url}login`, {
        method: 'POST',
        headers: { 'x-gvl-client-address': `198.51.100.${attempt}` },
        body: { username: `nobody_${attempt}`, password: 'guess-1234' },
      })
      expect(answer.status).toBe(401)
    }
    const spoofed = await call(`${api.url}login`, {
      method: 'POST',
      headers: { 'x-gvl-client-address': '203.0.113.7' },
      body: { username: 'demo', password: DEMO_PASSWORD },
    })
    expect(spoofed.status).toBe(429)
  }, 120_000)

  it('takes a scenario from ?mock= and answers 404 outside /api/', async () => {
    api = await start({ reset: true })
    const failing = await call(`${api.url}news?mock=fail:news`)
    expect(failing.status).toBe(503)
    expect(JSON.parse(failing.body)).toMatchObject({ code: 'service_unavailable' })
    const scenario = await call(`${api.url}__mock/scenario`)
    expect(JSON.parse(scenario.body)).toMatchObject({ failing: ['news'], latency: 0 })

    const outside = await call(api.url.replace('/api/', '/elsewhere'))
    expect(outside.status).toBe(404)
  }, 120_000)
})
