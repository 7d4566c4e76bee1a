/**
 * A player's avatar (docs/api/accounts.md, "PUT /api/me/avatar"): the upload read and judged by its
 * content, stored as a picture (./media.ts), and the user's address to it; the one it replaces goes.
 */
import { AVATAR_MAX_BYTES } from '@/api/contracts/accounts'
import { detectImageType, type ImageType } from '@/api/contracts/images'
import type { UserRecord } from '../model'
import { HttpError } from '../lib/http'
import { multipartPart } from '../lib/multipart'
import { saveUser } from './accounts'
import { releaseMedia, storeMedia, withStoredPicture } from './media'

function assertAvatarSize(size: number): void {
  if (size > AVATAR_MAX_BYTES) throw new HttpError(413, 'avatar_too_large')
}

/** Room for a form's boundaries and part headers around the file. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024

/**
 * The uploaded image's bytes: the `file` field of a multipart form, or else the raw body. 422 when
 * there is no image, 413 beyond AVATAR_MAX_BYTES. (The declared type is not trusted: see avatarType.)
 */
export async function readAvatarUpload(request: Request): Promise<Uint8Array> {
  const contentType = request.headers.get('Content-Type') ?? ''
  const isForm = /^multipart\/form-data\b/i.test(contentType)
  // A declared length over the limit is refused before the body is read.
  const declared = Number(request.headers.get('Content-Length') ?? 0)
  if (Number.isFinite(declared)) {
    assertAvatarSize(declared - (isForm ? MULTIPART_OVERHEAD_BYTES : 0))
  }
  const body = new Uint8Array(await request.arrayBuffer())
  const bytes = isForm ? multipartPart(body, contentType, 'file') : body
  if (bytes === null || bytes.length === 0) {
    throw new HttpError(422, 'validation_failed', { file: { key: 'avatar_file_required' } })
  }
  assertAvatarSize(bytes.length)
  return bytes
}

/** The image's type by its content; 415 for anything but PNG, JPEG or WebP. */
export function avatarType(bytes: Uint8Array): ImageType {
  const type = detectImageType(bytes)
  if (type === null) throw new HttpError(415, 'avatar_unsupported_type')
  return type
}

/** Stores the picture and makes it the user's avatar, deleting the one it replaces; its address. */
export function setAvatar(
  user: UserRecord,
  picture: { type: ImageType; bytes: Uint8Array },
): Promise<string> {
  return withStoredPicture(
    () => storeMedia(picture.type, picture.bytes),
    async (avatar) => {
      await changeAvatar(user, avatar)
      return avatar
    },
  )
}

/** Back to the default image; the picture is deleted. */
export const removeAvatar = (user: UserRecord): Promise<void> => changeAvatar(user, null)

async function changeAvatar(user: UserRecord, avatar: string | null): Promise<void> {
  // The record's own value when it changes: another request may have replaced it meanwhile.
  let previous: string | null = null
  await saveUser(user, (record) => {
    previous = record.avatar
    record.avatar = avatar
  })
  await releaseMedia(previous)
}
