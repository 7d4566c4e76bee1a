/**
 * An action against the API and its last refusal, worded for the reader: what a card's or a row's
 * buttons (accept, decline, withdraw) share. The refusal shows beside the action until its next try.
 */
import { useState } from 'react'
import type { CallFailure, CallResult } from '@/api/errors'

/**
 * Clears the last refusal (`report(null)`), runs `call`, then reports its failure as `word` puts it,
 * or hands its answer to `onDone`.
 */
export async function attempt<Data>(
  call: () => PromiseLike<CallResult<Data>>,
  word: (error: CallFailure) => string,
  report: (refusal: string | null) => void,
  onDone: (data: Data) => void,
): Promise<void> {
  report(null)
  const result = await call()
  if (result.error) report(word(result.error))
  else onDone(result.data)
}

/** The refusal kept in the component, and `attempt` reporting to it. */
export function useRefusal() {
  const [refusal, setRefusal] = useState<string | null>(null)
  return {
    refusal,
    setRefusal,
    attempt: <Data>(
      call: () => PromiseLike<CallResult<Data>>,
      word: (error: CallFailure) => string,
      onDone: (data: Data) => void,
    ) => attempt(call, word, setRefusal, onDone),
  }
}
