import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { MatchDetail } from '@/api/contracts/matches'
import detailStyles from '@/components/DetailPage.module.css'

/** Why the reader cannot take this step on this match now, with the way back to it. */
export function NotNow({
  match,
  title,
  message,
}: {
  match: MatchDetail
  title: string
  message: string
}) {
  const { t } = useTranslation('match')
  return (
    <div className={detailStyles.page}>
      <div className={detailStyles.notFound}>
        <h1>{title}</h1>
        <p>{message}</p>
        <Link to={`/match/${match.id}`}>{t('form.back')}</Link>
      </div>
    </div>
  )
}
