import styles from './Avatar.module.css'
import { usePicture } from './usePicture'

export const DEFAULT_AVATAR = '/images/default-avatar.svg'

/**
 * A user's picture, or the default image when they have none (requirements: default-avatar) or it
 * cannot be shown. Decorative beside a name.
 */
export function Avatar({
  src,
  size = 40,
  alt = '',
  shape = 'round',
}: {
  /** The picture's address; none (or empty) shows the default avatar. */
  src: string | null | undefined
  /** Width and height in pixels. */
  size?: number
  /** What the picture shows; empty (the default) when a name beside it says who it is. */
  alt?: string
  /** `round` beside names; `square`, framed, where the player looks at the picture itself. */
  shape?: 'round' | 'square'
}) {
  const picture = usePicture(src)
  return (
    <img
      className={shape === 'square' ? `${styles.avatar} ${styles.square}` : styles.avatar}
      src={!src || picture.failed ? DEFAULT_AVATAR : picture.src}
      onError={picture.onError}
      alt={alt}
      width={size}
      height={size}
      decoding="async"
    />
  )
}
