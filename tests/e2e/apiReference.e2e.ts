/**
 * The API reference (issue #16) is a page of the built app: Scalar over docs/openapi.json, with
 * nothing fetched from anywhere but this origin.
 */
import { test as base, expect } from '@playwright/test'
import { collectPageErrors } from './fixtures'

base(
  'the API reference lists the operations from the OpenAPI document',
  async ({ page, baseURL }) => {
    const errors = collectPageErrors(page)
    const elsewhere: string[] = []
    page.on('request', (request) => {
      const url = request.url()
      if (!url.startsWith(baseURL ?? '') && !url.startsWith('data:')) elsewhere.push(url)
    })
    await page.goto('/api-reference/')
    await expect(page.getByRole('heading', { name: 'GVL API', level: 1 })).toBeVisible({
      timeout: 30_000,
    })
    await expect(page.getByText('Sign in', { exact: true }).first()).toBeVisible()
    // A group opens to show its operations.
    await page.getByRole('button', { name: 'Open Group - messages' }).click()
    await expect(page.getByText('Send a message', { exact: true }).first()).toBeVisible()
    expect(elsewhere).toEqual([])
    expect(errors).toEqual([])
  },
)
