/** Types of scripts/prerender/page.mjs, for tests/scripts/prerender.test.ts. */
export declare const PRERENDERED_PAGES: readonly string[]
export declare const GUARDED_KEYS: {
  language: string
  auth: string
  community: string
  leagueName: string
}
export declare const fileFor: (path: string) => string
export declare function inject(
  template: string,
  path: string,
  captured: {
    markup: string
    title: string
    stylesheets: readonly string[]
    fonts?: readonly string[]
  },
): string
