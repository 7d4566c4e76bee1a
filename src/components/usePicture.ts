import { useState } from 'react'
import { useMediaSource } from '@/api/media'

/**
 * A picture the API names by address (an avatar, a crest), for an `<img>`: `src` is undefined while
 * the mock API starts (src/api/media.ts), and `failed` once the picture could not be shown (deleted,
 * the API down), so the component can show its fallback instead of a broken image.
 */
export function usePicture(address: string | null | undefined): {
  src: string | undefined
  failed: boolean
  onError: () => void
} {
  const src = useMediaSource(address)
  const [failedSource, setFailedSource] = useState<string>()
  return {
    src,
    failed: src !== undefined && src === failedSource,
    onError: () => setFailedSource(src),
  }
}
