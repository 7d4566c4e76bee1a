/**
 * Stored pictures (docs/api.md, "Pictures"). An upload (an avatar, a crest) is stored once, as a
 * media record, and the user or team keeps its address; every answer that shows the picture carries
 * that address, and GET /api/media/{id} serves the bytes with a year's cache: an address never shows
 * other bytes (its `v` is a digest of them), a new picture gets a new one. A picture that nothing
 * shows any more is deleted.
 */
import { dataUrlBytes, detectImageType } from '@/api/contracts/images'
import type { MediaType } from '@/api/contracts/media'
import { now } from '../clock'
import { bytesToBase64 } from '../lib/bytes'
import { HttpError } from '../lib/http'
import { pathId } from '../lib/route'
import { db, mediaAddress, mediaIdOf, mediaVersion, nextId, type MediaRecord } from '../model'

/** Stores a picture's bytes, of the type their content shows; its address. */
export async function storeMedia(type: MediaType, bytes: Uint8Array): Promise<string> {
  const base64 = bytesToBase64(bytes)
  const record = await db.media.create({
    id: nextId('media'),
    version: mediaVersion(base64),
    type,
    base64,
    createdAt: now().toISOString(),
  })
  return mediaAddress(record)
}

/** Stores the picture of a `data:` URL the contract checked (crestUploadSchema); its address. */
export function storeDataUrl(dataUrl: string): Promise<string> {
  const bytes = dataUrlBytes(dataUrl)
  const type = bytes === null ? null : detectImageType(bytes)
  if (bytes === null || type === null) throw new Error('storeDataUrl: not a checked image')
  return storeMedia(type, bytes)
}

/**
 * Runs `change` with the address `store` gives (a newly stored picture, or none); if it fails, the
 * picture goes again, so a refused or failed change leaves nothing stored behind it.
 */
export async function withStoredPicture<Address extends string | null | undefined, T>(
  store: () => Promise<Address>,
  change: (address: Address) => Promise<T>,
): Promise<T> {
  const address = await store()
  try {
    return await change(address)
  } catch (error) {
    await releaseMedia(address ?? null)
    throw error
  }
}

/** Whether a user or a team still shows the picture at this address. */
function shown(address: string): boolean {
  return (
    db.users.findFirst((q) => q.where({ avatar: address })) !== undefined ||
    db.teams.findFirst((q) => q.where({ crest: address })) !== undefined
  )
}

/** Deletes the picture at a replaced or removed address, unless something still shows it. */
export async function releaseMedia(address: string | null): Promise<void> {
  const mediaId = mediaIdOf(address)
  if (mediaId === null || address === null || shown(address)) return
  await db.media.delete((q) => q.where({ id: mediaId }))
}

/** The picture of the path (`/media/:id`); 404 `media_not_found` for an unknown or malformed id. */
export function requireMedia(rawId: string | readonly string[] | undefined): MediaRecord {
  const mediaId = pathId(rawId)
  const record = mediaId === null ? undefined : db.media.findFirst((q) => q.where({ id: mediaId }))
  if (record === undefined) throw new HttpError(404, 'media_not_found')
  return record
}
