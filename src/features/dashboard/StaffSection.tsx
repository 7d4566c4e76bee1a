/**
 * For league staff only: the results waiting for them (GET /api/staff/matches), the longest waiting
 * first, with the way to the whole queue. A player's dashboard has no such section.
 */
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useGetMeQuery } from '@/api/endpoints/meApi'
import { useGetStaffQueueQuery } from '@/api/endpoints/matchesApi'
import { Badge } from '@/components/Badge'
import { DashboardSection, ItemRowsShape } from './DashboardSection'
import { Item, ItemList, MetaLine, SectionLink } from '@/components/Section'
import styles from './DashboardScreen.module.css'

/** How many the section lists; the queue's page has them all. */
const SHOWN = 3

function Queue() {
  const { t } = useTranslation('dashboard')
  const query = useGetStaffQueueQuery()
  const total = query.data?.items.length ?? 0
  return (
    <DashboardSection
      name="staff"
      query={query}
      skeleton={<ItemRowsShape titleWidth="14em" metaWidth="8em" />}
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
    </DashboardSection>
  )
}

export function StaffSection() {
  const { data: me } = useGetMeQuery()
  return me?.staff ? <Queue /> : null
}
