/**
 * One named part of a multipart/form-data body (RFC 7578), parsed from the bytes rather than with
 * `request.formData()`, which needs the runtime's own File class (jsdom's breaks it in tests).
 */
import { HttpError } from './http'

const CRLF = [0x0d, 0x0a]
const HEADERS_END = [0x0d, 0x0a, 0x0d, 0x0a]

function indexOfBytes(haystack: Uint8Array, needle: readonly number[], from = 0): number {
  search: for (let i = from; i <= haystack.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue search
    return i
  }
  return -1
}

/**
 * The content of the part named `field`, or null when the form has none; 400 when the body is not
 * the multipart its `contentType` says it is.
 */
export function multipartPart(
  body: Uint8Array,
  contentType: string,
  field: string,
): Uint8Array | null {
  const boundary = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType)
  const name = boundary?.[1] ?? boundary?.[2]
  if (name === undefined) throw new HttpError(400, 'invalid_body')
  const delimiter = [...new TextEncoder().encode(`--${name}`)]
  let start = indexOfBytes(body, delimiter)
  if (start === -1) throw new HttpError(400, 'invalid_body')
  const decoder = new TextDecoder()
  const disposition = /^content-disposition:\s*form-data;(?:.*;)?\s*name="([^"]*)"/im
  for (;;) {
    const partStart = start + delimiter.length
    // `--` after a delimiter closes the form.
    if (body[partStart] === 0x2d && body[partStart + 1] === 0x2d) return null
    const next = indexOfBytes(body, [...CRLF, ...delimiter], partStart)
    if (next === -1) throw new HttpError(400, 'invalid_body')
    const headersEnd = indexOfBytes(body, HEADERS_END, partStart)
    if (headersEnd === -1 || headersEnd > next) throw new HttpError(400, 'invalid_body')
    const headers = decoder.decode(body.subarray(partStart, headersEnd))
    if (disposition.exec(headers)?.[1] === field) {
      return body.slice(headersEnd + HEADERS_END.length, next)
    }
    start = next + CRLF.length
  }
}
