/**
 * Files for the avatar stories and tests: a real PNG (96×64, wider than tall, so the square crop shows:
 * the gold stripe on its left edge is cut off), and files that are not what their name says.
 */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAABACAIAAABqVuVZAAAAzklEQVR42u3bwQ3CMBAEwFAHXypIBfRMD1QE/0g0QIR8ewkeaSuYn2/Xy/tx+Zrr7T5tFkCAAAECBAgQIECAAJ0P6Pla92Q6oJ0uR5BKA/1M08UUBRqiEzbKAQ3USRolgIbTJJnKgUp1AkaAWoECOtVGhUAxnVKjKqCwTp0RoA6gFp0iI0CAjgbUqFNhBAgQIECAAAECBAgQIECA/gHIax4QIDdpQHqxs/dimlXdPCD7IAszG0Ur17lWrnbSlvb+agACBAgQIECAAAEC9MkGOhnUjxXrWZ4AAAAASUVORK5CYII='

export const pngBytes = (): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(PNG_BASE64), (character) => character.charCodeAt(0))

/** A real PNG image. */
export const pngFile = (name = 'my-avatar.png') =>
  new File([pngBytes()], name, { type: 'image/png' })

/** Plain text renamed to .png, declared as a PNG: only its content gives it away. */
export const fakePngFile = (name = 'not-really.png') =>
  new File(['GIF89a is not here, this is just text'], name, { type: 'image/png' })

/** A PNG signature followed by enough bytes to pass the 2 MB limit. */
export const hugePngFile = (name = 'huge.png') => {
  const bytes = new Uint8Array(2 * 1024 * 1024 + 1)
  bytes.set(pngBytes().subarray(0, 8))
  return new File([bytes], name, { type: 'image/png' })
}
