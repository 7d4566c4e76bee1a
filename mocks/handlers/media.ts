/**
 * The media area of the mock API (docs/api.md, "Pictures"): GET and HEAD /api/media/:id, the stored pictures
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
 * The bytes at an address never change (a new picture gets a new address): a year's cache, without
 * asking again. `nosniff` and a sandboxing policy keep the bytes a picture, whatever a browser would guess.
 */
export const MEDIA_HEADERS = {
  'Cache-Control': 'public, max-age=31536000, immutable',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
}

/** The picture's bytes and headers; 304 without them when the caller holds this version already. */
function mediaAnswer(request: Request, id: string | undefined, withBody: boolean): Response {
  const media = requireMedia(id)
  const etag = `"${media.version}"`
  const headers = { ...MEDIA_HEADERS, ETag: etag }
  if (request.headers.get('If-None-Match') === etag) {
    return new Response(null, { status: 304, headers })
  }
  const bytes = base64ToBytes(media.base64)
  return new Response(withBody ? bytes : null, {
    status: 200,
    headers: { ...headers, 'Content-Type': media.type, 'Content-Length': String(bytes.byteLength) },
  })
}

export const mediaHandlers = [
  http.get(
    apiPath(`${MEDIA_PATH}/:id`),
    route<{ id: string }>('media', ({ request, params }) => mediaAnswer(request, params.id, true)),
  ),
  http.head(
    apiPath(`${MEDIA_PATH}/:id`),
    route<{ id: string }>('media', ({ request, params }) => mediaAnswer(request, params.id, false)),
  ),
]
