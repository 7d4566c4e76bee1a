/** Matches across competitions: the next ones to kick off, or the latest results. */
import { useTranslation } from 'react-i18next'
import type { MatchListStatus } from '@/api/contracts/competitions'
import { HOME_MATCHES, useGetHomeMatchesQuery } from '@/api/endpoints/homeApi'
import { MatchList, MatchRow, SkeletonMatchRows } from '@/components/MatchRow'
import { QuerySection } from '@/components/QuerySection'

const KEY = { upcoming: 'upcoming', played: 'results' } as const

export function MatchesSection({ status }: { status: MatchListStatus }) {
  const { t } = useTranslation('home')
  const query = useGetHomeMatchesQuery({ status, pageSize: HOME_MATCHES })
  const key = KEY[status]
  return (
    <QuerySection
      id={`home-${key}`}
      texts={t(`matches.${key}`, { returnObjects: true })}
      query={query}
      skeleton={<SkeletonMatchRows count={HOME_MATCHES} />}
    >
      {(data) => (
        <MatchList>
          {data.items.map((match) => (
            <li key={match.id}>
              <MatchRow match={match} />
            </li>
          ))}
        </MatchList>
      )}
    </QuerySection>
  )
}
