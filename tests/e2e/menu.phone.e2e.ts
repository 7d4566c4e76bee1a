import { expect, signIn, test } from './fixtures'

test('at phone width the menu opens, navigates, closes and gives the focus back', async ({
  page,
}) => {
  await page.goto('/')
  const open = page.getByRole('button', { name: 'Open menu' })
  await open.click()
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await expect(menu).toBeVisible()
  await menu.getByRole('link', { name: 'Players' }).click()
  await expect(page).toHaveURL(/\/players$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Players' })).toBeVisible()
  await expect(menu).toBeHidden()

  await open.click()
  await expect(menu).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(open).toBeFocused()
})

test('a signed-in player reaches My GVL and logs out from the phone menu', async ({ page }) => {
  await signIn(page, 'demo')
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'My GVL' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, demo' })).toBeVisible()
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Log Out' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('button', { name: 'demo', exact: true })).toHaveCount(0)
})
