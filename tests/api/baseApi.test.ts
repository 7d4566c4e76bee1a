import { http, HttpResponse } from 'msw'
import { expect, onTestFinished, test, vi } from 'vitest'
import { server } from '@mocks/node'
import { baseApi } from '@/api/baseApi'
import { makeStore } from '@/app/store'
import { registerNavigate } from '@/app/navigation'
import { DEMO_PASSWORD } from '@/api/demoAccounts'
import { loadFromStorage, login, verifyToken } from '@/session/authSlice'
import { signInAs } from '../utils/render'

const probe = baseApi.injectEndpoints({
  endpoints: (build) => ({ probe: build.query<unknown, void>({ query: () => 'probe' }) }),
})

function captureAuthorization() {
  const seen: (string | null)[] = []
  server.use(
    http.get('*/api/probe', ({ request }) => {
      seen.push(request.headers.get('Authorization'))
      return HttpResponse.json({ ok: true })
    }),
  )
  return seen
}

test('calls carry the bearer token from auth state', async () => {
  const { token } = await signInAs('demo')
  const seen = captureAuthorization()
  const store = makeStore()
  store.dispatch(loadFromStorage())
  localStorage.clear()
  await store.dispatch(probe.endpoints.probe.initiate())
  expect(seen).toEqual([`Bearer ${token}`])
})

test('calls carry the bearer token from stored auth when the state has none yet', async () => {
  const { token } = await signInAs('demo')
  const seen = captureAuthorization()
  await makeStore().dispatch(probe.endpoints.probe.initiate())
  expect(seen).toEqual([`Bearer ${token}`])
})

test('a 401 on a signed-in call signs the player out, keeping the page they were on', async () => {
  await signInAs('demo')
  server.use(
    http.get('*/api/probe', () => HttpResponse.json({ error: 'Invalid token' }, { status: 401 })),
  )
  const went: string[] = []
  onTestFinished(
    registerNavigate(
      (to) => went.push(to),
      () => '/account?tab=password',
    ),
  )
  const store = makeStore()
  store.dispatch(loadFromStorage())
  await store.dispatch(probe.endpoints.probe.initiate())
  expect(store.getState().auth.token).toBeNull()
  expect(localStorage.getItem('auth')).toBeNull()
  expect(went).toEqual(['/'])
  // The shell tells the player, once, with the way back (SessionEndedNotice).
  expect(store.getState().sessionEnd.returnTo).toBe('/account?tab=password')
})

test('a 401 while signed out is only an answer: no sign-out, no notice', async () => {
  server.use(
    http.get('*/api/probe', () => HttpResponse.json({ error: 'Invalid token' }, { status: 401 })),
  )
  const went: string[] = []
  onTestFinished(registerNavigate((to) => went.push(to)))
  const store = makeStore()
  await store.dispatch(probe.endpoints.probe.initiate())
  expect(went).toEqual([])
  expect(store.getState().sessionEnd.returnTo).toBeNull()
})

test('no call carries cookies: the bearer token alone authenticates (credentials omitted)', async () => {
  await signInAs('demo')
  server.use(http.get('*/api/probe', () => HttpResponse.json({ ok: true })))
  // Read where the app calls fetch: under Node, MSW sees a request rebuilt from the socket, whose
  // credentials mode is always the default.
  const fetchSpy = vi.spyOn(globalThis, 'fetch')
  const store = makeStore()
  store.dispatch(loadFromStorage())
  await store.dispatch(probe.endpoints.probe.initiate())
  await store.dispatch(login({ username: 'demo', password: DEMO_PASSWORD }))
  await store.dispatch(verifyToken())
  const modes = fetchSpy.mock.calls.map(([input, init]) => {
    const request = new Request(input, init)
    return `${new URL(request.url).pathname} ${request.credentials}`
  })
  fetchSpy.mockRestore()
  // A sign-in reads the account (its time zone) at once; the check after it finds it still fresh.
  expect(modes).toEqual([
    '/api/probe omit',
    '/api/login omit',
    '/api/me omit',
    '/api/verify-token omit',
  ])
})
