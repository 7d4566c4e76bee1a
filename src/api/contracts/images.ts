/**
 * Uploaded images (avatars, team crests): the types the API accepts, judged by the file's content
 * (its first bytes) whatever its name or declared type says, and the bytes of a base64 `data:` URL.
 * Pure, so a client can check a file before sending it.
 */

/** PNG, JPEG or WebP. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const
export type ImageType = (typeof IMAGE_TYPES)[number]

const startsWith = (bytes: Uint8Array, prefix: readonly number[], offset = 0) =>
  bytes.length >= offset + prefix.length && prefix.every((byte, i) => bytes[offset + i] === byte)

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff]
const RIFF = [0x52, 0x49, 0x46, 0x46]
const WEBP = [0x57, 0x45, 0x42, 0x50]

/**
 * The image type by its first bytes (PNG `89 50 4E 47 0D 0A 1A 0A`, JPEG `FF D8 FF`, WebP
 * `RIFF····WEBP`), whatever the file's name or declared type says; null for anything else.
 */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png'
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg'
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp'
  return null
}

const DATA_URL = /^data:[^,]*;base64,([A-Za-z0-9+/]*={0,2})$/

/** The base64 text of a base64 `data:` URL (whatever type it declares), or undefined when it is not one. */
export function dataUrlPayload(value: string): string | undefined {
  return DATA_URL.exec(value)?.[1]
}

/** The bytes a base64 `data:` URL carries, or null when it is not one. */
export function dataUrlBytes(value: string): Uint8Array | null {
  const payload = dataUrlPayload(value)
  if (payload === undefined || payload.length % 4 !== 0) return null
  let binary: string
  try {
    binary = atob(payload)
  } catch {
    return null
  }
  return Uint8Array.from(binary, (character) => character.charCodeAt(0))
}
