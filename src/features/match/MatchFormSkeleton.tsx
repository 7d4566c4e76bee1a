import { useTranslation } from 'react-i18next'
import detailStyles from '@/components/DetailPage.module.css'
import formStyles from '@/components/Form.module.css'
import { Skeleton, SkeletonLine, SkeletonText } from '@/components/Skeleton'
import {
  SkeletonActions,
  SkeletonField,
  SkeletonFieldGrid,
  SkeletonFieldset,
} from '@/components/SkeletonForm'

/**
 * A result form while the match (and the reporting side's roster) loads: the title and its lead, the
 * score's fieldset with both sides' fields, a fieldset of rows to come, and the send button.
 */
export function MatchFormSkeleton() {
  const { t } = useTranslation('match')
  return (
    <Skeleton label={t('loading')} className={detailStyles.page}>
      <div aria-hidden="true">
        <SkeletonLine as="h1" width="12em" />
        <SkeletonText width="70%" />
      </div>
      <div className={formStyles.form}>
        <SkeletonFieldset legendWidth="6em">
          <SkeletonFieldGrid>
            <SkeletonField labelWidth="10em" />
            <SkeletonField labelWidth="10em" />
          </SkeletonFieldGrid>
        </SkeletonFieldset>
        <SkeletonFieldset legendWidth="9em">
          <SkeletonFieldGrid>
            <SkeletonField />
            <SkeletonField />
            <SkeletonField />
          </SkeletonFieldGrid>
        </SkeletonFieldset>
        <SkeletonActions widths={[160]} />
      </div>
    </Skeleton>
  )
}
