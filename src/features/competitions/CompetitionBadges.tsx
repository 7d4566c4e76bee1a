/** The badges a competition wears: its status, and "Premium only" where registration needs GVL Premium. */
import { Crown } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { CompetitionCard } from '@/api/contracts/competitions'
import { SkeletonLine } from '@/components/Skeleton'
import { shownStatus } from '@/lib/competitionStatus'
import styles from './competitionParts.module.css'

/** The competition's status; "Full: waitlist open" once an open competition's places are taken. */
export function StatusBadge({ competition }: { competition: CompetitionCard }) {
  const { t } = useTranslation('competitions')
  const status = shownStatus(competition)
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

/** A badge still to come, as tall as the status badge: a faint outline around a bar. */
export function SkeletonBadge({ width = '7em' }: { width?: string }) {
  return (
    <SkeletonLine
      as="span"
      className={`${styles.badge} ${styles.skeleton}`}
      inline
      width={width}
      hidden
    />
  )
}
