/** Matches across competitions: the next ones to kick off, or the latest results. */
import { useTranslation } from 'react-i18next'
import type { MatchListStatus } from '@/api/contracts/competitions'
import { HOME_MATCHES, useGetHomeMatchesQuery } from '@/api/endpoints/homeApi'
import { EmptyLine, QueryBody } from '@/components/QueryBody'
import { Section } from '@/components/Section'
import { MatchList, MatchRow } from '@/components/MatchRow'
import { Skeleton } from '@/components/Skeleton'

const KEY = { upcoming: 'upcoming', played: 'results' } as const

export function MatchesSection({ status }: { status: MatchListStatus }) {
  const { t } = useTranslation('home')
  const query = useGetHomeMatchesQuery({ status, pageSize: HOME_MATCHES })
  const key = KEY[status]
  return (
    <Section id={`home-${key}`} title={t(`matches.${key}.title`)}>
      <QueryBody
        query={query}
        loading={<Skeleton label={t(`matches.${key}.loading`)} shape="row" count={HOME_MATCHES} />}
        error={t(`matches.${key}.error`)}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyLine>{t(`matches.${key}.empty`)}</EmptyLine>}
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
      </QueryBody>
    </Section>
  )
}
