/**
 * The state of one's own market post while it is managed (a player's listing on /market, a club's
 * recruitment post on the team page): whether its form is open, what was last done to it (said in a
 * status line), or the server's refusal of the last change. Each step starts with neither shown.
 */
import { useState } from 'react'
import type { ListingStatus } from '@/api/contracts/listings'
import { serverMessage } from '@/api/errors'
import type { CallResult } from '@/api/errors'
import { attempt } from '@/lib/useRefusal'

export type PostDone = 'published' | 'saved' | 'paused' | 'resumed' | 'removed'

/** A mutation's call, resolving to its result. */
type Change = () => PromiseLike<CallResult<unknown>>

/** `failed`: what a refused change says when the server says nothing itself. */
export function usePostEditor(failed: string) {
  const [editing, setEditing] = useState(false)
  const [done, setDone] = useState<PostDone | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  const start = () => {
    setDone(null)
    setFailure(null)
  }
  const change = (send: Change, success: PostDone) => {
    setDone(null)
    return attempt(
      send,
      (error) => serverMessage(error) ?? failed,
      setFailure,
      () => setDone(success),
    )
  }

  return {
    editing,
    done,
    failure,
    /** Opens the form. */
    edit: () => {
      start()
      setEditing(true)
    },
    /** Closes the form, nothing saved. */
    cancel: () => setEditing(false),
    /** Closes the form once it saved: a post that `existed` is saved, a new one published. */
    saved: (existed: boolean) => {
      setDone(existed ? 'saved' : 'published')
      setEditing(false)
    },
    /** Pauses an active post or publishes a paused one again: `save` sends it with its next status. */
    toggle: (status: ListingStatus, save: (next: ListingStatus) => ReturnType<Change>) => {
      const next = status === 'active' ? 'paused' : 'active'
      void change(() => save(next), next === 'paused' ? 'paused' : 'resumed')
    },
    /** Removes the post (after its confirmation). */
    remove: (send: Change) => void change(send, 'removed'),
  }
}
