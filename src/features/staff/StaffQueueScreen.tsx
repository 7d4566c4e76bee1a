/**
 * /staff: league staff's queue (docs/api/matches.md, `GET /api/staff/matches`): the matches they must
 * settle, the longest waiting first: disputed results, and matches with no report a day after
 * kick-off (a no-show may be a forfeit). Each links to the match's page, where staff decide. A player
 * who is not staff is told the page is not theirs; the server refuses them the queue anyway.
 */
import { skipToken } from '@reduxjs/toolkit/query'
import { useTranslation } from 'react-i18next'
import type { MyProfile } from '@/api/contracts/accounts'
import { useGetStaffQueueQuery } from '@/api/endpoints/matchesApi'
import { Badge } from '@/components/Badge'
import detailStyles from '@/components/DetailPage.module.css'
import { MatchList, MatchRow, SkeletonMatchRows } from '@/components/MatchRow'
import { PageHeader } from '@/components/PageHeader'
import { QuerySection } from '@/components/QuerySection'
import { SkeletonLine, SkeletonText } from '@/components/Skeleton'
import { useLeagueFormat } from '@/lib/useLeagueFormat'
import { WithMe } from '@/session/WithMe'
import styles from './staff.module.css'

function Queue({ me }: { me: MyProfile }) {
  const { t } = useTranslation('staff')
  const format = useLeagueFormat()
  const query = useGetStaffQueueQuery(me.staff ? undefined : skipToken)
  if (!me.staff) {
    return (
      <div className={detailStyles.notFound}>
        <h1>{t('title')}</h1>
        <p>{t('notStaff')}</p>
      </div>
    )
  }
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <QuerySection
        id="staff-queue"
        texts={t('queue', { returnObjects: true })}
        query={query}
        skeleton={<SkeletonMatchRows count={3} />}
      >
        {(data) => (
          <MatchList>
            {data.items.map(({ match, reason, since }) => (
              <li key={match.id} className={styles.item}>
                <p className={styles.why}>
                  <Badge tone={reason === 'disputed' ? 'danger' : 'accent'}>
                    {t(`reason.${reason}`)}
                  </Badge>
                  <span>
                    {t(`since.${reason}`)} <time dateTime={since}>{format.dateTime(since)}</time>
                  </span>
                </p>
                <MatchRow match={match} />
              </li>
            ))}
          </MatchList>
        )}
      </QuerySection>
    </>
  )
}

export function StaffQueueScreen() {
  const skeleton = (
    <div aria-hidden="true">
      <SkeletonLine as="h1" width="10em" />
      <SkeletonText width="60%" />
    </div>
  )
  return (
    <div className={detailStyles.page}>
      <WithMe skeleton={skeleton}>{(me) => <Queue me={me} />}</WithMe>
    </div>
  )
}

export default StaffQueueScreen
