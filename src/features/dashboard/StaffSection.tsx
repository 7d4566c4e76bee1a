/**
 * For league staff only: the results waiting for them (GET /api/staff/matches), the longest waiting
 * first, with the way to the whole queue. A player's dashboard has no such section.
 */
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useGetMeQuery } from '@/api/endpoints/meApi'
import { useGetStaffQueueQuery } from '@/api/endpoints/matchesApi'
import { Badge } from '@/components/Badge'
import { QuerySection } from '@/components/QuerySection'
import { Item, ItemList, MetaLine, SectionLink } from '@/components/Section'
import { SkeletonLine } from '@/components/Skeleton'
import styles from './DashboardScreen.module.css'

/** How many the section lists; the queue's page has them all. */
const SHOWN = 3

function Queue() {
  const { t } = useTranslation('dashboard')
  const query = useGetStaffQueueQuery()
  const total = query.data?.items.length ?? 0
  return (
    <QuerySection
      id="dashboard-staff"
      texts={t('staff', { returnObjects: true })}
      query={query}
      skeleton={
        <ul className={styles.skeletonList} aria-hidden="true">
          {Array.from({ length: 2 }, (_, index) => (
            <Item key={index}>
              <div>
                <SkeletonLine as="h3" className={styles.itemTitle} width="14em" />
                <SkeletonLine as={MetaLine} width="8em" />
              </div>
            </Item>
          ))}
        </ul>
      }
      className={styles.card}
      action={total > 0 ? <Badge tone="danger">{t('staff.count', { count: total })}</Badge> : null}
      footer={<SectionLink to="/staff">{t('staff.all')}</SectionLink>}
    >
      {(data) => (
        <ItemList>
          {data.items.slice(0, SHOWN).map(({ match, reason }) => (
            <Item key={match.id}>
              <div>
                <h3 className={styles.itemTitle}>
                  <Link to={`/match/${match.id}`}>
                    {t('staff.match', { home: match.home.name, away: match.away.name })}
                  </Link>
                </h3>
                <MetaLine>{t(`staff.reason.${reason}`)}</MetaLine>
              </div>
            </Item>
          ))}
        </ItemList>
      )}
    </QuerySection>
  )
}

export function StaffSection() {
  const { data: me } = useGetMeQuery()
  return me?.staff ? <Queue /> : null
}
