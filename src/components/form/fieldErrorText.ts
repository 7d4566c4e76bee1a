/**
 * The text of a field's error, or undefined when it has none: a server error (`type: 'server'`) is
 * already the server's text in the player's language; a local rule's message is a key that `word`
 * turns into text.
 */
export function fieldErrorText(
  error: { type?: string; message?: string } | undefined,
  word: (message: string) => string,
): string | undefined {
  if (!error?.message) return undefined
  if (error.type === 'server') return error.message
  return word(error.message)
}
