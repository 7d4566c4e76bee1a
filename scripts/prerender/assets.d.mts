/** Types of scripts/prerender/assets.mjs, for tests/scripts/prerender.test.ts. */
interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: readonly string[]
  css?: readonly string[]
}
export type Manifest = Record<string, ManifestChunk>
export declare function readManifest(dir: string): Manifest
export declare function entryFiles(manifest: Manifest): {
  key: string
  entry: string
  preloads: string[]
}
export declare function stylesheetsOf(manifest: Manifest, keys: readonly string[]): string[]
export declare function loadedChunks(
  clientManifest: Manifest,
  serverManifest: Manifest,
  serverDir: string,
  loaded: readonly string[],
): string[]
export declare function stylesheetsFor(
  dist: string,
  stylesheets: readonly string[],
  markup: string,
): string[]
export declare function fontsFor(
  dist: string,
  stylesheets: readonly string[],
  markup: string,
): string[]
