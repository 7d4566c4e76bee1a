/**
 * npm run test:contract: the conformance suite of the GVL API. It reads only docs/openapi.json and
 * checks a server against it, so it is the definition of done of a real backend too
 * (docs/api.md, "Conformance"):
 *
 *   npm run test:contract                             against a mock API it starts (npm run api)
 *   npm run test:contract -- --base-url http://localhost:8080/api/
 *   npm run test:contract -- --document other.json   another version of the document
 *   (npm run api -- --fixed-clock --reset serves the examples' demo data)
 *
 * For every operation: its example request (`x-example-request`, as a demo account) answers the
 * documented success; without a token (and with a wrong one) a protected operation answers 401, and
 * a staff operation 403 to a player; malformed and empty bodies and unknown path ids answer their
 * documented failures; and every answer's status is documented and its body valid against the
 * document's schema. The server is expected to hold the demo data; `POST /__mock/reset` (where the
 * server has it) restores it before each example that writes.
 */
import { readFileSync } from 'node:fs'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { parseArgs } from 'node:util'
import { createValidator } from './contract/validator.mjs'
import { listOperations } from './contract/operations.mjs'
import { moduleRunner, root } from './lib/moduleRunner.mjs'

// Strict: a mistyped flag must not quietly test the built-in mock instead of the server meant.
const { values } = parseArgs({
  options: { 'base-url': { type: 'string' }, document: { type: 'string' } },
})
const documentPath =
  typeof values.document === 'string' ? values.document : join(root, 'docs/openapi.json')
const document = JSON.parse(readFileSync(documentPath, 'utf8'))
const validate = createValidator(document)
const operations = listOperations(document)
const DEMO_PASSWORD = 'demo1234'

let base = typeof values['base-url'] === 'string' ? values['base-url'] : undefined
let stopServer = async () => undefined
if (base === undefined) {
  const runner = await moduleRunner()
  const { startHttpApi } = await runner.import('/mocks/httpServer.ts')
  const dataDir = mkdtempSync(join(tmpdir(), 'gvl-contract-'))
  const api = await startHttpApi({
    port: 0,
    host: '127.0.0.1',
    dataFile: join(dataDir, 'db.json'),
    reset: true,
    fixedClock: true,
  })
  base = api.url
  stopServer = async () => {
    await api.close()
    await runner.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
} else if (!base.endsWith('/')) base = `${base}/`
console.log(`# checking ${base} against ${documentPath}`)

/** Whether the server has the mock's controls (`/__mock/…`): a real backend's run skips them. */
const hasMockControls = (await fetch(new URL('__mock/scenario', base))).status === 200
if (!hasMockControls)
  console.log('# the server has no /__mock controls: their operations are skipped')

after(() => stopServer())

/**
 * `path` below the base URL (`teams/1`), made with `fetch`. A JSON body is parsed; any other (a
 * picture) is kept as bytes: whether the operation documents that type is assertDocumented's to say.
 */
async function call(method, path, { token, body, raw, contentType, language = 'en' } = {}) {
  const headers = { 'Accept-Language': language }
  if (token !== undefined) headers.Authorization = `Bearer ${token}`
  let payload
  if (raw !== undefined) {
    payload = raw
    headers['Content-Type'] = contentType ?? 'application/json'
  } else if (body !== undefined) {
    payload = JSON.stringify(body)
    headers['Content-Type'] = 'application/json'
  }
  const response = await fetch(new URL(path, base), {
    method: method.toUpperCase(),
    headers,
    body: payload,
  })
  const bytes = Buffer.from(await response.arrayBuffer())
  const type = (response.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
  const isJson = type === 'application/json'
  const text =
    isJson || bytes.length === 0
      ? bytes.toString('utf8')
      : `(${bytes.length} bytes of ${type || 'no type'})`
  const json = isJson && text !== '' ? JSON.parse(text) : undefined
  return { status: response.status, headers: response.headers, type, bytes, body: json, text }
}

/** A new session of a demo account for each test: an example may end one (sign-out, a new password). */
async function tokenOf(username) {
  const answer = await call('post', 'login', { body: { username, password: DEMO_PASSWORD } })
  assert.equal(answer.status, 200, `the demo account ${username} signs in`)
  return answer.body.token
}

let resets = true
/**
 * The demo data as seeded and no scenario, where the server offers it (a real backend's test
 * environment should): each example starts from the same state, whatever ran before it.
 */
async function resetData() {
  if (!resets) return
  const answer = await call('post', '__mock/reset')
  if (answer.status === 404) {
    resets = false
    return
  }
  assert.equal(answer.status, 204, 'POST /__mock/reset')
  assert.equal((await call('put', '__mock/scenario', { body: { reset: true } })).status, 200)
}

/** The answer's status is one the operation documents, and its body is what the document says. */
function assertDocumented(operation, answer) {
  const response = operation.responses[answer.status]
  assert.ok(
    response,
    `${operation.label} answered ${answer.status}, which it does not document: ${answer.text.slice(0, 300)}`,
  )
  for (const [name, header] of Object.entries(response.headers ?? {})) {
    if (header.required)
      assert.ok(answer.headers.has(name), `${operation.label} ${answer.status} carries ${name}`)
  }
  // A HEAD answer has the headers of its GET and never a body.
  const types = operation.method === 'head' ? [] : Object.keys(response.content ?? {})
  if (types.length === 0) {
    assert.equal(answer.bytes.length, 0, `${operation.label} ${answer.status} has no body`)
    return
  }
  assert.ok(
    types.includes(answer.type),
    `${operation.label} ${answer.status}: its body is ${answer.type || 'of no type'}, the document says ${types.join(' or ')}`,
  )
  const schema = operation.schemaPointer(answer.status)
  if (schema === undefined) {
    assert.ok(answer.bytes.length > 0, `${operation.label} ${answer.status} has a body`)
    return
  }
  const problems = validate(schema, answer.body)
  assert.deepEqual(
    problems,
    [],
    `${operation.label} ${answer.status}: the body matches the document`,
  )
}

function assertFailure(operation, answer, statuses) {
  assert.ok(
    statuses.includes(answer.status),
    `${operation.label} answered ${answer.status}, expected ${statuses.join(' or ')}: ${answer.text.slice(0, 300)}`,
  )
  assertDocumented(operation, answer)
  if (operation.method === 'head') return
  assert.equal(typeof answer.body?.code, 'string', 'a failure names its code')
  assert.equal(typeof answer.body?.error, 'string', 'a failure says what went wrong')
}

for (const operation of operations) {
  describe(operation.label, { skip: operation.mock && !hasMockControls }, () => {
    if (operation.example !== undefined) {
      test(`its example answers ${operation.successStatus}`, async () => {
        await resetData()
        const { as, params, query, body, upload } = operation.example
        const token = as === undefined ? undefined : await tokenOf(as)
        const answer = await call(operation.method, operation.pathWith(params, query), {
          token,
          body,
          ...(upload === undefined
            ? {}
            : { raw: Buffer.from(upload.base64, 'base64'), contentType: upload.contentType }),
        })
        assert.equal(
          answer.status,
          operation.successStatus,
          `${operation.label}: ${answer.text.slice(0, 300)}`,
        )
        assertDocumented(operation, answer)
      })
    }

    if (operation.access === 'bearer' || operation.access === 'staff') {
      test('answers 401 without a token, and with a wrong one', async () => {
        const path = operation.pathWith(operation.example?.params, operation.example?.query)
        const without = await call(operation.method, path)
        assertFailure(operation, without, [401])
        assert.match(
          without.headers.get('www-authenticate') ?? '',
          /^Bearer\b/,
          'a 401 names the scheme',
        )
        const wrong = await call(operation.method, path, { token: 'not-a-token', language: 'es' })
        assertFailure(operation, wrong, [401])
        assert.equal(
          wrong.headers.get('content-language'),
          'es',
          'the failure is in the asked language',
        )
      })
    }

    if (operation.access === 'staff') {
      test('answers 403 to a player who is not league staff', async () => {
        const answer = await call(operation.method, operation.pathWith(operation.example?.params), {
          token: await tokenOf('demo'),
          body: operation.jsonBody ? (operation.example?.body ?? {}) : undefined,
        })
        assertFailure(operation, answer, [403])
      })
    }

    const caller = operation.access === 'staff' ? 'gvl_admin' : 'demo'
    const needsToken = operation.access === 'bearer' || operation.access === 'staff'

    if (operation.integerParams.length > 0) {
      test('answers 404 for a path id that names nothing', async () => {
        const token = needsToken ? await tokenOf(caller) : undefined
        // An id no record has is 404; what is not an id at all may also be refused as malformed.
        for (const [id, statuses] of [
          ['999999', [404]],
          ['0', [400, 404]],
          ['abc', [400, 404]],
        ]) {
          const params = Object.fromEntries(operation.integerParams.map((name) => [name, id]))
          // The example's body, where there is one: the path id is what this is about.
          const body = operation.jsonBody ? (operation.example?.body ?? {}) : undefined
          const answer = await call(operation.method, operation.pathWith(params), { token, body })
          assertFailure(operation, answer, statuses)
        }
      })
    }

    if (operation.jsonBody && operation.integerParams.length === 0) {
      test('refuses a body that is not JSON, and one without its required fields', async () => {
        const token = needsToken ? await tokenOf(caller) : undefined
        const path = operation.pathWith(operation.example?.params)
        const malformed = await call(operation.method, path, { token, raw: '{"unfinished": ' })
        assertFailure(operation, malformed, [400])
        if (operation.requiredBodyFields.length > 0) {
          const empty = await call(operation.method, path, { token, body: {} })
          assertFailure(operation, empty, [400, 422])
          for (const field of operation.requiredBodyFields) {
            assert.ok(
              field in (empty.body.fieldErrors ?? {}),
              `${operation.label}: a missing ${field} is named in fieldErrors`,
            )
          }
        }
      })
    }
  })
}

describe('rate limits', () => {
  const login = operations.find((operation) => operation.label === 'POST /login')
  test(
    'wrong passwords for one account end in 429 with Retry-After',
    { skip: login?.responses['429'] === undefined },
    async () => {
      // A name no account has, so no real account is locked for the rest of the run; a careful server
      // counts it as it would an account, or a guesser could tell the two apart.
      const username = `contract_nobody_${Date.now()}`
      let answer
      for (let attempt = 0; attempt < 30; attempt += 1) {
        answer = await call('post', 'login', { body: { username, password: 'not-the-password1' } })
        if (answer.status !== 401) break
      }
      assertFailure(login, answer, [429])
      assert.match(answer.headers.get('retry-after') ?? '', /^\d+$/, 'a 429 says when to try again')
      await resetData()
    },
  )
})

describe('addresses the API does not have', () => {
  const errorShape = '/components/schemas/ApiError'
  test('an unknown address is 404 not_found in the error shape', async () => {
    const answer = await call('get', 'no-such-address/42')
    assert.equal(answer.status, 404)
    assert.deepEqual(validate(errorShape, answer.body), [])
    assert.equal(answer.body.code, 'not_found')
  })
  test('a documented address with a method it does not take is 405 with Allow', async () => {
    const [path, item] = Object.entries(document.paths).find(
      ([, methods]) => !('delete' in methods),
    )
    const answer = await call('delete', path.replace(/\{\w+\}/g, '1').replace(/^\//, ''))
    assert.equal(answer.status, 405)
    assert.deepEqual(validate(errorShape, answer.body), [])
    const allowed = (answer.headers.get('allow') ?? '')
      .split(/,\s*/)
      .map((method) => method.toLowerCase())
    assert.deepEqual(allowed.sort(), Object.keys(item).sort(), 'Allow names the documented methods')
  })
})

/**
 * A test of one documented operation beyond its own checks, from its example request and the demo
 * data as seeded; skipped when the document gives the operation no example.
 */
function testWithExample(label, name, check) {
  const operation = operations.find((candidate) => candidate.label === label)
  // A label the document does not have is a mistake here, not an operation without an example.
  if (!operation) throw new Error(`No operation ${label} in the OpenAPI document`)
  test(name, { skip: operation.example === undefined }, async () => {
    await resetData()
    await check(operation, operation.example)
  })
}

describe('pictures', () => {
  testWithExample(
    'GET /teams/{id}',
    'an answer names a picture by its address, which serves it',
    async (team, { params }) => {
      const answer = await call('get', team.pathWith(params))
      assert.equal(answer.status, 200)
      const { crest, roster } = answer.body.team
      const addresses = [crest, ...roster.map((member) => member.avatar)].filter(
        (address) => address !== null,
      )
      assert.ok(addresses.length > 0, 'the example team shows some pictures')
      for (const address of new Set(addresses)) {
        assert.doesNotMatch(address, /^data:/, 'not inline')
        const picture = await fetch(new URL(address, base))
        assert.equal(picture.status, 200, `${address} serves its picture`)
        assert.match(picture.headers.get('content-type') ?? '', /^image\//)
        assert.equal(picture.headers.get('x-content-type-options'), 'nosniff')
      }
    },
  )
})

describe('text no one can read', () => {
  testWithExample(
    'POST /message',
    'a message of invisible characters alone is refused, its field named',
    async (send, { as, body }) => {
      const answer = await call('post', 'message', {
        token: await tokenOf(as),
        body: { ...body, content: '\u200b\u200b\u3164' },
      })
      assertFailure(send, answer, [422])
      assert.ok('content' in (answer.body.fieldErrors ?? {}), 'the field is named')
    },
  )
})
