/**
 * The team-registration screen's parts while they load, as their data will lay them out: the open
 * competitions as choices, the eligibility checklist, the team's registrations, and the whole page
 * while the player's account (their team, their role) is on its way.
 */
import { useTranslation } from 'react-i18next'
import { ELIGIBILITY_CHECKS } from '@/api/contracts/registrations'
import { SkeletonBadge } from '@/components/Badge'
import { Skeleton, SkeletonLine, SkeletonList, SkeletonMedia } from '@/components/Skeleton'
import narrowStyles from '@/components/NarrowPage.module.css'
import styles from './RegisterTeamScreen.module.css'

/** Two competitions to choose from, each as tall as a choice: its radio, name and two lines. */
export function ChoicesSkeleton() {
  return (
    <SkeletonList count={2} className={styles.choices}>
      {() => (
        <div className={styles.choice}>
          <SkeletonMedia size={20} as="div" className={styles.choiceBody}>
            <SkeletonLine as="span" className={styles.choiceName} width="16em" />
            <div className={styles.choiceAbout}>
              <SkeletonLine as="span" className={styles.choiceMeta} width="20em" />
              <SkeletonLine as="span" className={styles.choiceMeta} width="8em" />
            </div>
          </SkeletonMedia>
        </div>
      )}
    </SkeletonList>
  )
}

/** The checks, one row each (its icon, its name and outcome, its reason), then the summary's line. */
export function ChecksSkeleton() {
  return (
    <>
      <ul className={styles.checklist} aria-hidden="true">
        {ELIGIBILITY_CHECKS.map((check) => (
          <li key={check} className={styles.check}>
            <SkeletonMedia size={24} as="div" className={styles.checkText}>
              <SkeletonLine className={styles.checkName} width="12em" />
              <SkeletonLine className={styles.checkReason} width="20em" />
            </SkeletonMedia>
          </li>
        ))}
      </ul>
      <SkeletonLine className={styles.summary} width="60%" hidden />
    </>
  )
}

/** Two of the team's registrations: the competition and its status, then who registered it when. */
export function RegistrationsSkeleton() {
  return (
    <SkeletonList count={2} className={styles.registrations}>
      {() => (
        <div className={styles.registration}>
          <div className={styles.registrationHead}>
            <SkeletonLine as="h3" className={styles.registrationTitle} width="14em" />
            <SkeletonBadge width="4.5em" />
          </div>
          <SkeletonLine className={narrowStyles.muted} width="22em" />
        </div>
      )}
    </SkeletonList>
  )
}

/**
 * A manager's page while the account loads: the team's line, the competitions to choose from and the
 * team's registrations, each section with its heading.
 */
export function RegisterTeamSkeleton() {
  const { t } = useTranslation('teamRegistration')
  return (
    <Skeleton label={t('loading')} className={narrowStyles.skeletonBody}>
      <SkeletonLine className={styles.team} width="16em" hidden />
      {/* The page's status line, empty until something is done. */}
      <div />
      <div className={styles.section} aria-hidden="true">
        <h2 className={narrowStyles.sectionTitle}>{t('competitions.heading')}</h2>
        <ChoicesSkeleton />
      </div>
      <div className={styles.section} aria-hidden="true">
        <h2 className={narrowStyles.sectionTitle}>{t('mine.heading')}</h2>
        <RegistrationsSkeleton />
      </div>
    </Skeleton>
  )
}
