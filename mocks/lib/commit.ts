/**
 * A careful server commits before it answers: once a handler has changed the db, the answer waits for
 * the change to be saved. Only the standalone app saves (persistence.ts registers itself here); in tests
 * and Storybook the committer does nothing.
 */
type Committer = () => Promise<void>

let committer: Committer = () => Promise.resolve()

export function setCommitter(next: Committer): () => void {
  const previous = committer
  committer = next
  return () => {
    committer = previous
  }
}

export const commit = (): Promise<void> => committer()
