/**
 * Pictures (avatars, team crests) travel by address: an answer names a picture by its URL, and the
 * picture itself is fetched once, from `GET /api/media/{id}`, and kept by the browser's cache. An
 * upload still arrives inline (a `data:` URL or the raw bytes); the server stores it once and answers
 * with its address. docs/api.md, "Pictures".
 */
import { z } from 'zod'

/** The path, below the API's base, of the stored pictures. */
export const MEDIA_PATH = 'media'

/** What the mock API stores and serves: uploads are PNG, JPEG or WebP; the seed draws SVG. */
export const MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const
export type MediaType = (typeof MEDIA_TYPES)[number]

/**
 * A picture's address. The mock API answers `/api/media/{id}`; a real backend may answer an absolute
 * URL (a CDN's). A relative one is read against the API's base URL (src/api/media.ts).
 */
export const mediaUrlSchema = z.string().meta({
  format: 'uri-reference',
  description:
    'The picture’s address: `/api/media/{id}` (relative to the API’s origin) or an absolute URL.',
})
