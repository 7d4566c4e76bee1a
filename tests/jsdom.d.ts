/**
 * The part of jsdom's API the tests use to open a page with its inline scripts
 * (tests/scripts/prerender.test.ts). jsdom ships no types and @types/jsdom lags its major version.
 */
declare module 'jsdom' {
  export interface ConstructorOptions {
    url?: string
    runScripts?: 'dangerously' | 'outside-only'
    pretendToBeVisual?: boolean
    beforeParse?(window: Window & typeof globalThis): void
  }
  export class JSDOM {
    constructor(html?: string, options?: ConstructorOptions)
    readonly window: Window & typeof globalThis
  }
}
