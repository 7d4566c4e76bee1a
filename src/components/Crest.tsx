import type { TeamRef } from '@/api/contracts/competitions'
import styles from './Crest.module.css'
import { usePicture } from './usePicture'

const LOOKS = {
  round: { image: styles.round, fallback: styles.roundFallback },
  plain: { image: styles.plain, fallback: styles.plainFallback },
} as const

/**
 * A team's crest, or its tag on a disc when it has none (or its picture cannot be shown), so a team
 * never leaves a hole. Decorative: it always stands beside the team's written name.
 */
export function Crest({
  team,
  size = 24,
  look = 'round',
}: {
  /** The team: its crest picture, or its tag (the first three letters show) when it has none. */
  team: Pick<TeamRef, 'crest' | 'tag'>
  /** Width and height in pixels. */
  size?: number
  /** `round`: a disc, for lists and tables; `plain`: the picture as drawn, for cards and headers. */
  look?: keyof typeof LOOKS
}) {
  const classes = LOOKS[look]
  const picture = usePicture(team.crest)
  if (team.crest && !picture.failed) {
    return (
      <img
        className={classes.image}
        src={picture.src}
        onError={picture.onError}
        alt=""
        width={size}
        height={size}
        decoding="async"
      />
    )
  }
  return (
    <span
      className={classes.fallback}
      style={{ width: size, height: size, fontSize: Math.max(8, size * 0.32) }}
      aria-hidden="true"
    >
      {team.tag.slice(0, 3)}
    </span>
  )
}
