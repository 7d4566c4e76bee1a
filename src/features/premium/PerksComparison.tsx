import { Check, Minus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ColumnHeaders } from '@/components/DataTable'
import { PREMIUM_PERKS } from '@/api/contracts/premium'
import styles from './PremiumScreen.module.css'

/** What every account has, then the perks that Premium adds (the plans' perk keys). */
const FREE_FEATURES = ['teams', 'profile', 'messages'] as const
const ROWS = [
  ...FREE_FEATURES.map((feature) => ({ feature, free: true })),
  ...PREMIUM_PERKS.map((feature) => ({ feature, free: false })),
]

export function PerksComparison() {
  const { t } = useTranslation('premium')
  const mark = (included: boolean) =>
    included ? (
      <>
        <Check aria-hidden="true" className={styles.yes} />
        <span className="visually-hidden">{t('compare.included')}</span>
      </>
    ) : (
      <>
        <Minus aria-hidden="true" className={styles.no} />
        <span className="visually-hidden">{t('compare.notIncluded')}</span>
      </>
    )
  return (
    <section className={styles.section} aria-labelledby="premium-compare-title">
      <h2 id="premium-compare-title">{t('compare.title')}</h2>
      <div className={styles.tableWrap}>
        <table className={styles.compare}>
          <caption className="visually-hidden">{t('compare.caption')}</caption>
          <ColumnHeaders names={[t('compare.feature'), t('compare.free'), t('compare.premium')]} />
          <tbody>
            {ROWS.map(({ feature, free }) => (
              <tr key={feature}>
                <th scope="row">{t(`compare.features.${feature}`)}</th>
                <td>{mark(free)}</td>
                <td>{mark(true)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
