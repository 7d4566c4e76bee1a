/** Types of scripts/prerender/page.mjs, for tests/scripts/prerender.test.ts and tests/e2e. */
export declare const PRERENDERED_PAGES: readonly string[]
export declare const GUARDED_KEYS: {
  language: string
  auth: string
  community: string
  leagueName: string
}
export declare const PAGE_DATA_ID: string
export declare const HEAD_PLACEHOLDER: string
export declare const ROOT_PLACEHOLDER: string
export declare const fileFor: (path: string) => string
export declare function pageHtml(
  template: string,
  page: {
    path: string
    title: string
    markup: string
    /** The answers a page with its data was rendered with (src/app/pageData.ts PageData). */
    data?: object | null
    entry: string
    preloads: readonly string[]
    stylesheets: readonly { href: string; css: string }[]
    fonts: readonly string[]
  },
): string
