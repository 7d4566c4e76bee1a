/**
 * The media area of the mock API (docs/api.md, "Pictures"): GET /api/media/:id, the stored pictures
 * that answers name by address. Public, as the pictures are public wherever they are shown (an
 * `<img>` sends no token).
 */
import { http } from 'msw'
import { MEDIA_PATH } from '@/api/contracts/media'
import { requireMedia } from '../domain/media'
import { base64ToBytes } from '../lib/bytes'
import { apiPath } from '../lib/http'
import { route } from '../lib/route'

/**
 * A stored picture's bytes never change (a new picture gets a new id): a year's cache, without asking
 * again. `nosniff` and a sandboxing policy keep the bytes a picture, whatever a browser would guess.
 */
export const MEDIA_HEADERS = {
  'Cache-Control': 'public, max-age=31536000, immutable',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
}

export const mediaHandlers = [
  http.get(
    apiPath(`${MEDIA_PATH}/:id`),
    route<{ id: string }>('media', ({ params }) => {
      const media = requireMedia(params.id)
      const bytes = base64ToBytes(media.base64)
      return new Response(bytes, {
        status: 200,
        headers: {
          ...MEDIA_HEADERS,
          'Content-Type': media.type,
          'Content-Length': String(bytes.byteLength),
        },
      })
    }),
  ),
]
