/**
 * Stored pictures (docs/api.md, "Pictures"). An upload (an avatar, a crest) is stored once, as a
 * media record, and the user or team keeps its address; every answer that shows the picture carries
 * that address, and GET /api/media/{id} serves the bytes with a year's cache: an id's bytes never
 * change, a new picture gets a new id. A picture that nothing shows any more is deleted.
 */
import type { MediaType } from '@/api/contracts/media'
import { now } from '../clock'
import { bytesToBase64 } from '../lib/bytes'
import { HttpError } from '../lib/http'
import { pathId } from '../lib/route'
import { db, mediaAddress, mediaIdOf, nextId, type MediaRecord } from '../model'

async function store(type: MediaType, base64: string): Promise<string> {
  const record = await db.media.create({
    id: nextId('media'),
    type,
    base64,
    createdAt: now().toISOString(),
  })
  return mediaAddress(record.id)
}

/** Stores a picture's bytes, of the type their content shows; its address. */
export const storeMedia = (type: MediaType, bytes: Uint8Array): Promise<string> =>
  store(type, bytesToBase64(bytes))

/** A base64 `data:` URL the contract has checked: its type is the one its content shows. */
const DATA_URL = /^data:(image\/(?:png|jpeg|webp));base64,(.*)$/

/** Stores the picture of a `data:` URL the contract checked (crestUploadSchema); its address. */
export function storeDataUrl(dataUrl: string): Promise<string> {
  const match = DATA_URL.exec(dataUrl)
  if (match === null) throw new Error('storeDataUrl: not a checked data URL')
  return store(match[1] as MediaType, match[2] ?? '')
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
