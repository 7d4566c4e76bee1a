/** Stored pictures: each upload once, served by GET /api/media/{id} (mocks/domain/media.ts). */
import { z } from 'zod'
import { MEDIA_PATH, MEDIA_TYPES } from '@/api/contracts/media'
import { id, isoDate } from './common'

export const mediaRecordSchema = z.object({
  id,
  /** The content type its bytes were found to be (an upload's declared type is not trusted). */
  type: z.enum(MEDIA_TYPES),
  /** The bytes, base64: the saved snapshot is JSON. */
  base64: z.string(),
  createdAt: isoDate,
})
export type MediaRecord = z.infer<typeof mediaRecordSchema>

const ADDRESS = new RegExp(`^/api/${MEDIA_PATH}/([1-9]\\d*)$`)

/** How a record points at a picture: its address, `/api/media/{id}`, which answers carry as it is. */
export const mediaPath = z.string().regex(ADDRESS)

export const mediaAddress = (mediaId: number): string => `/api/${MEDIA_PATH}/${mediaId}`

/** The id of a stored picture's address; null for anything else. */
export function mediaIdOf(address: string | null): number | null {
  const match = address === null ? null : ADDRESS.exec(address)
  return match?.[1] === undefined ? null : Number(match[1])
}
