/** Stored pictures: each upload once, served by GET /api/media/{id} (mocks/domain/media.ts). */
import { z } from 'zod'
import { MEDIA_PATH, MEDIA_TYPES } from '@/api/contracts/media'
import { id, isoDate } from './common'

export const mediaRecordSchema = z.object({
  id,
  /**
   * A digest of the bytes (FNV-1a, 8 hex digits): the address's version and the answer's ETag. Ids
   * start again at 1 after a reset, so the id alone would let a cache show a former picture's bytes.
   */
  version: z.string().regex(/^[0-9a-f]{8}$/),
  /** The content type its bytes were found to be (an upload's declared type is not trusted). */
  type: z.enum(MEDIA_TYPES),
  /** The bytes, base64: the saved snapshot is JSON. */
  base64: z.string(),
  createdAt: isoDate,
})
export type MediaRecord = z.infer<typeof mediaRecordSchema>

const ADDRESS = new RegExp(`^/api/${MEDIA_PATH}/([1-9]\\d*)\\?v=[0-9a-f]{8}$`)

/**
 * How a record points at a picture: its address, `/api/media/{id}?v={version}`, which answers carry
 * as it is.
 */
export const mediaPath = z.string().regex(ADDRESS)

export const mediaAddress = (record: Pick<MediaRecord, 'id' | 'version'>): string =>
  `/api/${MEDIA_PATH}/${record.id}?v=${record.version}`

/** FNV-1a over the base64 text: cheap, synchronous, and enough to tell pictures of one id apart. */
export function mediaVersion(base64: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < base64.length; i += 1) {
    hash ^= base64.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(16).padStart(8, '0')
}

/** The id of a stored picture's address; null for anything else. */
export function mediaIdOf(address: string | null): number | null {
  const match = address === null ? null : ADDRESS.exec(address)
  return match?.[1] === undefined ? null : Number(match[1])
}
