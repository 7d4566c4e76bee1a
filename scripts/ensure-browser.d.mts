/** Types of scripts/ensure-browser.mjs, for tests/scripts/ensureBrowser.test.ts. */
export declare const PACKAGES: string[]
export declare const DEFAULT_CHROMIUM: string
export declare function decide(machine: {
  chromiumPath: string
  chromiumFound: boolean
  apt: boolean
  missing: string[]
  root: boolean
  sudo: boolean
}):
  | { action: 'ready' }
  | { action: 'install'; commands: string[][] }
  | { action: 'stop'; message: string }
