/**
 * Stands in for `tldts` in the app's builds (vite.config.ts): MSW's cookie store (tough-cookie) asks
 * it for a cookie domain's registrable part, and the real one carries the whole public suffix list
 * (≈ 97 kB gzip, two thirds of MSW's browser code, evaluated on the page's main thread). The mock API
 * sets no cookies and the app sends none (src/api/url.ts), so the last two labels are answer enough.
 * Tests run the real one.
 */
export function getDomain(hostname: string): string | null {
  const labels = hostname.split('.').filter((label) => label !== '')
  return labels.length === 0 ? null : labels.slice(-2).join('.')
}
