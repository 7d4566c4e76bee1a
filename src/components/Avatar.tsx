import styles from './Avatar.module.css'

export const DEFAULT_AVATAR = '/images/default-avatar.svg'

/**
 * A user's picture, or the default image when they have none (requirements: default-avatar).
 * Decorative beside a name.
 */
export function Avatar({
  src,
  size = 40,
  alt = '',
}: {
  /** The picture's URL; none (or empty) shows the default avatar. */
  src: string | null | undefined
  /** Width and height in pixels. */
  size?: number
  /** What the picture shows; empty (the default) when a name beside it says who it is. */
  alt?: string
}) {
  return (
    <img
      className={styles.avatar}
      src={src || DEFAULT_AVATAR}
      alt={alt}
      width={size}
      height={size}
      decoding="async"
    />
  )
}
