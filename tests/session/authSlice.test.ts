import { http, HttpResponse } from 'msw'
import { describe, expect, onTestFinished, test } from 'vitest'
import { server } from '@mocks/node'
import { makeStore } from '@/app/store'
import { registerNavigate } from '@/app/navigation'
import {
  initialAuthState,
  INVALID_TOKEN,
  loadFromStorage,
  login,
  LOGIN_FAILED,
  logout,
  setUser,
  verifyToken,
} from '@/session/authSlice'
import { DEMO_PASSWORD } from '@/api/demoAccounts'
import { signInAs } from '../utils/render'

const stored = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? 'null')

describe('the auth state and its transitions (requirements: auth-state, auth-login, auth-logout, auth-load-from-storage, auth-set-user)', () => {
  test('starts with no user, no token, not loading, no error', () => {
    expect(makeStore().getState().auth).toEqual(initialAuthState)
    expect(initialAuthState).toEqual({ user: null, token: null, loading: false, error: null })
  })

  test('login pending sets loading and clears the error', () => {
    const store = makeStore({ auth: { ...initialAuthState, error: 'old' } })
    store.dispatch(login.pending('id', { username: 'demo', password: 'x' }))
    expect(store.getState().auth).toMatchObject({ loading: true, error: null })
  })

  test('login fulfilled sets token and user and stores the whole response', async () => {
    const store = makeStore()
    const result = await store.dispatch(login({ username: 'demo', password: DEMO_PASSWORD }))
    expect(result.meta.requestStatus).toBe('fulfilled')
    const { auth } = store.getState()
    expect(auth.loading).toBe(false)
    expect(auth.token).toEqual(expect.any(String))
    expect(auth.user).toMatchObject({ username: 'demo' })
    expect(stored('auth')).toEqual({ token: auth.token, user: auth.user })
    expect(stored('authUser')).toEqual(auth.user)
  })

  test('login fulfilled with a null user keeps the user null and removes authUser', () => {
    localStorage.setItem('authUser', '{"id":1}')
    const store = makeStore()
    store.dispatch(
      login.fulfilled({ token: 't', user: null }, 'id', { username: 'a', password: 'b' }),
    )
    expect(store.getState().auth).toMatchObject({ token: 't', user: null, loading: false })
  })

  test("login rejected keeps the server's error", async () => {
    const store = makeStore()
    await store.dispatch(login({ username: 'demo', password: 'wrong-password' }))
    expect(store.getState().auth).toMatchObject({
      loading: false,
      error: 'Invalid username or password',
    })
    expect(localStorage.getItem('auth')).toBeNull()
  })

  test("login rejected without a server error says 'Login failed'", async () => {
    server.use(http.post('*/api/login', () => new HttpResponse('Bad gateway', { status: 502 })))
    const store = makeStore()
    await store.dispatch(login({ username: 'demo', password: DEMO_PASSWORD }))
    expect(store.getState().auth.error).toBe(LOGIN_FAILED)
  })

  test("a network failure during login says 'Login failed'", async () => {
    server.use(http.post('*/api/login', () => HttpResponse.error()))
    const store = makeStore()
    await store.dispatch(login({ username: 'demo', password: DEMO_PASSWORD }))
    expect(store.getState().auth).toMatchObject({ loading: false, error: LOGIN_FAILED })
  })

  test('logout removes stored auth and clears user and token', async () => {
    await signInAs('demo')
    const store = makeStore()
    store.dispatch(loadFromStorage())
    store.dispatch(logout())
    expect(store.getState().auth).toMatchObject({ user: null, token: null })
    expect(localStorage.getItem('auth')).toBeNull()
    expect(localStorage.getItem('authUser')).toBeNull()
  })

  test('load from storage restores token and user when stored auth has a token', async () => {
    const response = await signInAs('demo')
    const store = makeStore()
    store.dispatch(loadFromStorage())
    expect(store.getState().auth).toMatchObject({ token: response.token, user: response.user })
  })

  test('load from storage restores a null user', () => {
    localStorage.setItem('auth', JSON.stringify({ token: 'abc', user: null }))
    const store = makeStore()
    store.dispatch(loadFromStorage())
    expect(store.getState().auth).toMatchObject({ token: 'abc', user: null })
  })

  test.each([
    ['not JSON', '{nope'],
    ['a string', '"token"'],
    ['no token', JSON.stringify({ user: { id: 1, username: 'x', email: 'x@y.z', avatar: null } })],
    ['an empty token', JSON.stringify({ token: '', user: null })],
    ['a malformed user', JSON.stringify({ token: 'abc', user: { id: 'one' } })],
  ])('stored auth that is %s counts as signed out and is removed', (_, value) => {
    localStorage.setItem('auth', value)
    localStorage.setItem('authUser', '{}')
    const store = makeStore()
    store.dispatch(loadFromStorage())
    expect(store.getState().auth).toEqual(initialAuthState)
    expect(localStorage.getItem('auth')).toBeNull()
    expect(localStorage.getItem('authUser')).toBeNull()
  })

  test('set user replaces the user', () => {
    const store = makeStore()
    const user = { id: 9, username: 'new', email: 'n@e.w', avatar: null }
    store.dispatch(setUser(user))
    expect(store.getState().auth.user).toEqual(user)
  })
})

describe('startup verification', () => {
  test('a valid token loads stored auth and takes the user from the server', async () => {
    const response = await signInAs('demo')
    // A stale stored user: the server's answer replaces it.
    localStorage.setItem(
      'auth',
      JSON.stringify({ ...response, user: { ...response.user, username: 'stale' } }),
    )
    const store = makeStore()
    await store.dispatch(verifyToken())
    expect(store.getState().auth.token).toBe(response.token)
    expect(store.getState().auth.user).toMatchObject({ username: 'demo' })
    expect(stored('authUser')).toMatchObject({ username: 'demo' })
  })

  test('an invalid token signs out and clears storage', async () => {
    localStorage.setItem('auth', JSON.stringify({ token: 'expired', user: null }))
    const store = makeStore()
    store.dispatch(loadFromStorage())
    const result = await store.dispatch(verifyToken())
    expect(result.payload).toBeNull()
    expect(store.getState().auth).toMatchObject({ user: null, token: null })
    expect(localStorage.getItem('auth')).toBeNull()
    expect(localStorage.getItem('authUser')).toBeNull()
  })

  test('a token the server refuses (401: expired or revoked) signs out and keeps the page for the notice', async () => {
    const { token } = await signInAs('demo')
    await fetch('http://localhost/api/logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    })
    const went: unknown[] = []
    onTestFinished(
      registerNavigate(
        (to, state) => went.push([to, state]),
        () => '/dashboard',
      ),
    )
    const store = makeStore()
    store.dispatch(loadFromStorage())
    await store.dispatch(verifyToken())
    expect(store.getState().auth).toMatchObject({ user: null, token: null })
    expect(localStorage.getItem('auth')).toBeNull()
    expect(localStorage.getItem('authUser')).toBeNull()
    expect(went).toEqual([['/', { sessionEnded: true }]])
    expect(store.getState().sessionEnd.returnTo).toBe('/dashboard')
  })

  test('a network failure has the same effect', async () => {
    await signInAs('demo')
    server.use(http.post('*/api/verify-token', () => HttpResponse.error()))
    const store = makeStore()
    store.dispatch(loadFromStorage())
    await store.dispatch(verifyToken())
    expect(store.getState().auth.token).toBeNull()
    expect(localStorage.getItem('auth')).toBeNull()
    // Not the server ending the session: nothing to tell the player.
    expect(store.getState().sessionEnd.returnTo).toBeNull()
  })

  test('a check the browser aborts because the page is being left (a reload) keeps the session', async () => {
    await signInAs('demo')
    server.use(
      http.post('*/api/verify-token', () => {
        window.dispatchEvent(new PageTransitionEvent('pagehide'))
        return HttpResponse.error()
      }),
    )
    const store = makeStore()
    store.dispatch(loadFromStorage())
    await store.dispatch(verifyToken())
    window.dispatchEvent(new PageTransitionEvent('pageshow'))
    expect(store.getState().auth.token).toEqual(expect.any(String))
    expect(localStorage.getItem('auth')).not.toBeNull()
  })

  test('after a page comes back from the back/forward cache, a network failure signs out again', async () => {
    await signInAs('demo')
    window.dispatchEvent(new PageTransitionEvent('pagehide'))
    window.dispatchEvent(new PageTransitionEvent('pageshow'))
    server.use(http.post('*/api/verify-token', () => HttpResponse.error()))
    const store = makeStore()
    store.dispatch(loadFromStorage())
    await store.dispatch(verifyToken())
    expect(store.getState().auth.token).toBeNull()
  })

  test('a non-OK answer is the Invalid token failure', async () => {
    await signInAs('demo')
    let answered = 0
    server.use(
      http.post('*/api/verify-token', () => {
        answered += 1
        return HttpResponse.json({ error: INVALID_TOKEN }, { status: 401 })
      }),
    )
    const store = makeStore()
    await store.dispatch(verifyToken())
    expect(answered).toBe(1)
    expect(store.getState().auth.token).toBeNull()
  })

  test('the verification sends the stored token as a bearer token', async () => {
    const response = await signInAs('demo')
    let authorization: string | null = null
    server.use(
      http.post('*/api/verify-token', ({ request }) => {
        authorization = request.headers.get('Authorization')
        return HttpResponse.json({ user: response.user })
      }),
    )
    await makeStore().dispatch(verifyToken())
    expect(authorization).toBe(`Bearer ${response.token}`)
  })

  test('without stored auth nothing is verified', async () => {
    let called = false
    server.use(
      http.post('*/api/verify-token', () => {
        called = true
        return HttpResponse.json({})
      }),
    )
    await makeStore().dispatch(verifyToken())
    expect(called).toBe(false)
  })
})
