import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { SheetEmpty, SheetLoading } from '@/components/Sheet'
import { SkeletonLine, SkeletonList, SkeletonMedia } from '@/components/Skeleton'
import type { Partner } from '@/api/contracts'
import { Avatar } from '@/components/Avatar'
import styles from './MessagesPanel.module.css'

/** How many conversations the skeleton draws. */
const SKELETON_PARTNERS = 4

export interface PartnerListProps {
  /**
   * Undefined while loading and when the list failed (which is only logged: requirements:
   * partner-list-error).
   */
  partners: Partner[] | undefined
  loading: boolean
  /** The preselected or last chosen partner, marked as current. */
  selectedPartnerId: number | null
  /** Focus this partner's entry on mount (coming back from their chat). */
  focusPartnerId: number | null
  onChoose: (partnerId: number) => void
}

export function PartnerList({
  partners,
  loading,
  selectedPartnerId,
  focusPartnerId,
  onChoose,
}: PartnerListProps) {
  const { t } = useTranslation('messages')
  const listRef = useRef<HTMLUListElement>(null)

  useEffect(() => {
    if (focusPartnerId === null) return
    listRef.current?.querySelector<HTMLElement>(`[data-partner-id="${focusPartnerId}"]`)?.focus()
  }, [focusPartnerId])

  if (loading) {
    return (
      <SheetLoading label={t('list.loading')}>
        <SkeletonList
          count={SKELETON_PARTNERS}
          className={styles.partners}
          itemClassName={styles.partner}
        >
          <SkeletonMedia size={44} className={styles.partnerText}>
            <SkeletonLine as="span" className={styles.partnerName} width="8em" />
            <SkeletonLine as="span" className={styles.preview} width="14em" />
          </SkeletonMedia>
        </SkeletonList>
      </SheetLoading>
    )
  }
  if (!partners || partners.length === 0) {
    return <SheetEmpty>{t('empty')}</SheetEmpty>
  }
  return (
    <ul ref={listRef} className={styles.partners} aria-label={t('list.label')}>
      {partners.map((partner) => (
        <li key={partner.id}>
          <button
            type="button"
            className={styles.partner}
            data-partner-id={partner.id}
            aria-current={partner.id === selectedPartnerId ? 'true' : undefined}
            onClick={() => onChoose(partner.id)}
          >
            <Avatar src={partner.avatar} size={44} />
            <span className={styles.partnerText}>
              <span className={styles.partnerName}>{partner.username}</span>
              <span className={styles.preview}>{partner.last_message}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
}
