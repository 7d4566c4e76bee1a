import { expect, signIn, signOut, test } from './fixtures'

test('a new player registers, follows the demo activation link, activates and signs in', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'Create an account' }).first().click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Create your GVL account' }),
  ).toBeVisible()

  await page.getByLabel('Username', { exact: true }).fill('e2e_keeper')
  await page.getByLabel('Email address').fill('e2e_keeper@example.com')
  await page.getByLabel('Password', { exact: true }).fill('saves4ever')
  await page.getByLabel('Confirm your password').fill('saves4ever')
  await page.getByRole('radio', { name: 'PlayStation' }).check()
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check()
  await page.getByRole('button', { name: 'Create account' }).click()

  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()
  await page.getByRole('link', { name: 'Demo: open your activation link' }).click()
  await expect(page.getByRole('heading', { name: 'Your account is active' })).toBeVisible()
  await page.getByRole('link', { name: 'Sign in' }).click()

  // The sign-in form knows who just activated.
  await expect(page.getByLabel('Username or email')).toHaveValue('e2e_keeper')
  await page.getByLabel('Password').fill('saves4ever')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('button', { name: 'e2e_keeper', exact: true })).toBeVisible()

  // Still signed in after a reload: the session and the new account were kept.
  await page.reload()
  await expect(page.getByRole('button', { name: 'e2e_keeper', exact: true })).toBeVisible()
})

test('two demo players message each other, and each sees the other side after signing in', async ({
  page,
}) => {
  await signIn(page, 'demo')
  await page.goto('/players?q=rivera_fc')
  await page.getByRole('link', { name: 'rivera_fc', exact: true }).click()
  await page.getByRole('button', { name: 'Message', exact: true }).click()
  const composer = page.getByLabel('Message to rivera_fc')
  await composer.fill('Training at 9 tonight?')
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByText('Training at 9 tonight?').first()).toBeVisible()
  await expect(composer).toHaveValue('')
  await page.keyboard.press('Escape')
  await signOut(page, 'demo')

  await signIn(page, 'rivera_fc')
  await page.getByRole('button', { name: 'Messages' }).click()
  await page.getByRole('button', { name: /demo/ }).first().click()
  await expect(page.getByText('Training at 9 tonight?').first()).toBeVisible()
  await page.getByLabel('Message to demo').fill('Yes, bring the kit.')
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByText('Yes, bring the kit.').first()).toBeVisible()
  await page.keyboard.press('Escape')
  await signOut(page, 'rivera_fc')

  await signIn(page, 'demo')
  await page.getByRole('button', { name: 'Messages' }).click()
  await page
    .getByRole('button', { name: /rivera_fc/ })
    .first()
    .click()
  await expect(page.getByText('Yes, bring the kit.').first()).toBeVisible()
})

test('a player edits their profile and changes their password; both hold after a reload', async ({
  page,
}) => {
  await signIn(page, 'maya_goals')
  await page.goto('/edit-profile')
  const bio = page.getByLabel(/Bio/)
  await bio.fill('Left-footed finisher. Sunday league legend.')
  await page.getByRole('button', { name: /Save/ }).click()
  await expect(page.getByRole('status')).toBeVisible()
  await page.reload()
  await expect(page.getByLabel(/Bio/)).toHaveValue('Left-footed finisher. Sunday league legend.')

  await page.goto('/account')
  await page.getByLabel('Current password').fill('demo1234')
  await page.getByLabel('New password', { exact: true }).fill('golazo2026')
  await page.getByLabel('Confirm new password').fill('golazo2026')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByRole('status')).toContainText('Your password is changed')
  await signOut(page, 'maya_goals')

  await page.goto('/login')
  await page.getByLabel('Username or email').fill('maya_goals')
  await page.getByLabel('Password').fill('demo1234')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toBeVisible()
  await signIn(page, 'maya_goals', 'golazo2026')
})

test('a player chooses a time zone: every time follows it and names it, on this device and from the account', async ({
  page,
}) => {
  await signIn(page, 'demo')
  // Northside Rovers v Bayou Strikers, a fixture ahead.
  await page.goto('/match/148')
  const kickoff = page.getByText(/^Kick-off:/)
  await expect(kickoff).toHaveText(/ UTC$/)

  await page.goto('/edit-profile')
  await page.getByLabel('Time zone').selectOption('America/Los_Angeles')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('status')).toHaveText('Your profile is saved.')

  await page.goto('/match/148')
  await expect(kickoff).toHaveText(/ P[DS]T$/)
  // The same kick-off on home, in the same zone.
  await page.goto('/')
  await expect(
    page
      .getByRole('region', { name: 'For you' })
      .getByText(/ P[DS]T$/)
      .first(),
  ).toBeVisible()

  // A device that has not kept it (another browser, cleared storage) takes it from the account.
  await page.evaluate(() => localStorage.removeItem('gvl_time_zone'))
  await page.goto('/match/148')
  await expect(kickoff).toHaveText(/ P[DS]T$/)

  // Signed out, times are the browser's again.
  await signOut(page, 'demo')
  await page.goto('/match/148')
  await expect(kickoff).toHaveText(/ UTC$/)
})
