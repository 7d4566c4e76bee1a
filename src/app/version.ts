/**
 * The versions the footer shows (SPEC §9). The app version is package.json's; a constant keeps the
 * whole package.json out of the bundle, and tests/app/layout/Footer.test.tsx fails when the two drift.
 */
export { API_VERSION } from '@/api/contracts/session'

export const APP_VERSION = '1.11.1'

/** The copyright span of the footer line (SPEC §2). */
export const COPYRIGHT_YEARS = { from: 2011, to: 2025 } as const
