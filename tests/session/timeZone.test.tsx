/**
 * The reader's time zone (docs/decisions.md, "One time rule"): the account's, read when the player
 * signs in, kept on the device for the next load, forgotten at sign-out; the browser's otherwise.
 */
import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { makeStore } from '@/app/store'
import { EditProfileScreen } from '@/features/account/EditProfileScreen'
import { DEMO_PASSWORD } from '@/api/demoAccounts'
import { login, logout } from '@/session/authSlice'
import { selectAccountTimeZone } from '@/session/settingsSlice'
import { useLeagueFormat } from '@/lib/useLeagueFormat'
import { renderWithProviders, signInAs } from '../utils/render'

const KICKOFF = '2026-03-15T00:30:00Z'

async function chooseTimeZone(username: string, timeZone: string | null) {
  const { token } = await signInAs(username)
  const response = await fetch('http://localhost/api/me', {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ timeZone }),
  })
  expect(response.status).toBe(200)
  localStorage.clear()
}

/** A time somewhere else on the page, as any screen shows one. */
function Kickoff() {
  return <p data-testid="kickoff">{useLeagueFormat().kickoff(KICKOFF)}</p>
}

test('signing in brings the account’s zone, keeps it on the device, and signing out forgets it', async () => {
  await chooseTimeZone('rivera_fc', 'America/Denver')
  const store = makeStore()
  await store.dispatch(login({ username: 'rivera_fc', password: DEMO_PASSWORD }))
  await expect.poll(() => selectAccountTimeZone(store.getState())).toBe('America/Denver')
  expect(localStorage.getItem('gvl_time_zone')).toBe('America/Denver')
  // The next load starts in it, before any request.
  expect(selectAccountTimeZone(makeStore().getState())).toBe('America/Denver')
  store.dispatch(logout())
  expect(selectAccountTimeZone(store.getState())).toBeNull()
  expect(localStorage.getItem('gvl_time_zone')).toBeNull()

  // The next player on this device reads times in theirs (demo chose none: the browser's).
  await store.dispatch(login({ username: 'demo', password: DEMO_PASSWORD }))
  await expect
    .poll(() => store.getState().api.queries['getMe(undefined)']?.status)
    .toBe('fulfilled')
  expect(selectAccountTimeZone(store.getState())).toBeNull()
})

test('an account answer that arrives after signing out is not applied to whoever comes next', async () => {
  await chooseTimeZone('rivera_fc', 'America/Denver')
  const store = makeStore()
  await store.dispatch(login({ username: 'rivera_fc', password: DEMO_PASSWORD }))
  store.dispatch(logout())
  // rivera_fc's account, answered late (the request was on its way at sign-out).
  const { token } = await signInAs('rivera_fc')
  localStorage.clear()
  const late = await fetch('http://localhost/api/me', {
    headers: { Authorization: `Bearer ${token}` },
  }).then((r) => r.json())
  store.dispatch({
    type: 'api/executeQuery/fulfilled',
    payload: late,
    meta: {
      arg: {
        type: 'query',
        endpointName: 'getMe',
        originalArgs: undefined,
        queryCacheKey: 'getMe(undefined)',
      },
      requestId: 'late',
      requestStatus: 'fulfilled',
      fulfilledTimeStamp: Date.now(),
    },
  })
  expect(selectAccountTimeZone(store.getState())).toBeNull()
  expect(localStorage.getItem('gvl_time_zone')).toBeNull()
})

test('a zone kept on the device counts only with a session kept with it', async () => {
  localStorage.setItem('gvl_time_zone', 'America/Denver')
  expect(selectAccountTimeZone(makeStore().getState())).toBeNull()
  await signInAs('demo')
  localStorage.setItem('gvl_time_zone', 'America/Denver')
  expect(selectAccountTimeZone(makeStore().getState())).toBe('America/Denver')
})

test('a stored zone the browser does not know is ignored', async () => {
  await signInAs('demo')
  localStorage.setItem('gvl_time_zone', 'Mars/Olympus_Mons')
  expect(selectAccountTimeZone(makeStore().getState())).toBeNull()
})

test('choosing a zone on /edit-profile moves every time on the page at once, and Automatic moves it back', async () => {
  await signInAs('demo')
  const { user } = renderWithProviders(
    <>
      <EditProfileScreen />
      <Kickoff />
    </>,
    { route: '/edit-profile' },
  )
  const zone = await screen.findByLabelText('Time zone')
  expect(zone).toHaveDisplayValue("Automatic: this browser's zone, UTC")
  expect(zone).toHaveAccessibleDescription(
    'Only you see this. Every date and time in GVL shows in this zone, with its name next to it.',
  )
  expect(screen.getByTestId('kickoff')).toHaveTextContent('Sun, Mar 15, 12:30 AM UTC')

  await user.selectOptions(zone, 'America/Los_Angeles')
  expect(zone).toHaveDisplayValue('Los Angeles (GMT-7)')
  await user.click(screen.getByRole('button', { name: 'Save changes' }))
  expect(await screen.findByText('Your profile is saved.')).toBeVisible()
  expect(screen.getByTestId('kickoff')).toHaveTextContent('Sat, Mar 14, 5:30 PM PDT')
  expect(localStorage.getItem('gvl_time_zone')).toBe('America/Los_Angeles')

  await user.selectOptions(zone, '')
  await user.click(screen.getByRole('button', { name: 'Save changes' }))
  await expect
    .poll(() => screen.getByTestId('kickoff').textContent)
    .toBe('Sun, Mar 15, 12:30 AM UTC')
  expect(localStorage.getItem('gvl_time_zone')).toBeNull()
})
