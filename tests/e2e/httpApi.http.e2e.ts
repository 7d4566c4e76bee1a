/**
 * The app against the mock API over HTTP (issue #16): `npm run api` serves the handlers on localhost and
 * the dev server runs the app with `VITE_API_URL` pointing at it, so no mock API runs in the page.
 * Sign-in, messages and a write go over the network, and the write is in the server's database.
 */
import { test as base, expect, type Page } from '@playwright/test'
import { collectPageErrors, DEMO_PASSWORD } from './fixtures'
import { HTTP_API_URL } from './ports'

const test = base.extend({
  page: async ({ page }, provide) => {
    const errors = collectPageErrors(page)
    await page.addInitScript(() => {
      if (localStorage.getItem('language') === null) localStorage.setItem('language', 'en')
    })
    await provide(page)
    expect(errors, 'uncaught errors in the page').toEqual([])
  },
})

async function signIn(page: Page, username: string) {
  await page.goto('/login')
  await page.getByLabel('Username or email').fill(username)
  await page.getByLabel('Password').fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('button', { name: username, exact: true })).toBeVisible()
}

test('the app signs in, reads and sends messages through the HTTP mock API', async ({
  page,
  request,
}) => {
  const apiCalls: string[] = []
  page.on('request', (call) => {
    if (call.url().startsWith(HTTP_API_URL)) apiCalls.push(`${call.method()} ${call.url()}`)
  })
  // No service worker: the page talks to the server itself.
  await signIn(page, 'demo')
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull()
  expect(apiCalls).toContain(`POST ${HTTP_API_URL}login`)

  await page.getByRole('button', { name: 'Messages' }).click()
  await page
    .getByRole('button', { name: /rivera_fc/ })
    .first()
    .click()
  const text = `Over HTTP at ${Date.now()}`
  await page.getByLabel('Message to rivera_fc').fill(text)
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByText(text).first()).toBeVisible()
  expect(apiCalls).toContain(`POST ${HTTP_API_URL}message`)

  // The message is in the server's database: rivera_fc reads it with curl's means.
  const login = await request.post(`${HTTP_API_URL}login`, {
    data: { username: 'rivera_fc', password: DEMO_PASSWORD },
  })
  const { token, user } = (await login.json()) as { token: string; user: { id: number } }
  const conversation = await request.get(`${HTTP_API_URL}messages?user2=1`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(await conversation.json()).toContainEqual(
    expect.objectContaining({ content: text, sender_id: 1, receiver_id: user.id }),
  )

  // And the app still shows it after a reload, from the server.
  await page.reload()
  await page.getByRole('button', { name: 'Messages' }).click()
  await page
    .getByRole('button', { name: /rivera_fc/ })
    .first()
    .click()
  await expect(page.getByText(text).first()).toBeVisible()
})
