/** Small pieces the competitions screens share: a crest, the status and premium-only badges. */
import { Crown } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { CompetitionStatus, TeamRef } from '@/api/contracts/competitions'
import styles from './parts.module.css'

/** A team's crest, or its tag on a plain disc when it has none. Decorative beside the name. */
export function Crest({
  team,
  size = 24,
  classes = { image: styles.crest, fallback: styles.crestFallback },
}: {
  team: Pick<TeamRef, 'crest' | 'tag'>
  size?: number
  /** The classes of the picture and of the tag disc (the home page draws them its own way). */
  classes?: { image?: string; fallback?: string }
}) {
  if (team.crest) {
    return (
      <img
        className={classes.image}
        src={team.crest}
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

/** A crest and the team's name, linking to its page. */
export function TeamName({ team }: { team: TeamRef }) {
  return (
    <span className={styles.teamName}>
      <Crest team={team} />
      <Link to={`/team/${team.id}`}>{team.name}</Link>
    </span>
  )
}

export function StatusBadge({ status }: { status: CompetitionStatus }) {
  const { t } = useTranslation('competitions')
  return <span className={`${styles.badge} ${styles[status]}`}>{t(`status.${status}`)}</span>
}

/** The competition takes registrations only from managers with GVL Premium. */
export function PremiumOnlyBadge() {
  const { t } = useTranslation('competitions')
  return (
    <span className={`${styles.badge} ${styles.premium}`} title={t('card.premiumOnlyHint')}>
      <Crown aria-hidden="true" size={14} />
      {t('card.premiumOnly')}
    </span>
  )
}
