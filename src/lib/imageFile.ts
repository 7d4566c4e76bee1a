/**
 * Checking an image file before it is sent, as the server checks it: at most `maxBytes`, and a PNG,
 * JPEG or WebP by its first bytes (detectImageType), whatever its name or declared type says. Shared
 * by /avatar and the team crests (/create-team, /team/{id}).
 */
import { detectImageType, type ImageType } from '@/api/contracts/images'

export type ImageFileProblem = 'too_large' | 'unsupported_type' | 'unreadable'

export interface PickedImage {
  name: string
  bytes: Uint8Array<ArrayBuffer>
  /** The type its content says it is (not what the file name or the browser claims). */
  type: ImageType
  dataUrl: string
}

export type CheckedImageFile =
  { ok: true; image: PickedImage } | { ok: false; problem: ImageFileProblem }

export function readBytes(file: Blob): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => {
      if (reader.result instanceof ArrayBuffer) resolve(new Uint8Array(reader.result))
      else reject(new Error('Not read as bytes'))
    }
    reader.onerror = () => reject(reader.error ?? new Error('Not readable'))
    reader.readAsArrayBuffer(file)
  })
}

export function toDataUrl(bytes: Uint8Array, type: string): string {
  let binary = ''
  const chunk = 0x8000
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk))
  }
  return `data:${type};base64,${btoa(binary)}`
}

/** The same checks as the server, before anything is sent: size, then the type by content. */
export async function checkImageFile(file: File, maxBytes: number): Promise<CheckedImageFile> {
  if (file.size > maxBytes) return { ok: false, problem: 'too_large' }
  let bytes: Uint8Array<ArrayBuffer>
  try {
    bytes = await readBytes(file)
  } catch {
    return { ok: false, problem: 'unreadable' }
  }
  const type = detectImageType(bytes)
  if (type === null) return { ok: false, problem: 'unsupported_type' }
  return { ok: true, image: { name: file.name, bytes, type, dataUrl: toDataUrl(bytes, type) } }
}
