/**
 * The versions the footer shows (requirements: versions). The app version is package.json's; a
 * constant keeps the whole package.json out of the bundle, and tests/app/layout/Footer.test.tsx
 * fails when the two drift.
 */
export { API_VERSION } from '@/api/contracts/session'

export const APP_VERSION = '1.11.1'

/** The copyright span of the footer line (requirements: footer). */
export const COPYRIGHT_YEARS = { from: 2011, to: 2025 } as const
