/** The league's latest moves: who joined, left or was released by which club, newest first. */
import { useTranslation } from 'react-i18next'
import { HOME_MOVEMENTS, useGetMovementsQuery } from '@/api/endpoints/movementsApi'
import { MovementList, SkeletonMovementList } from '@/components/MovementList'
import { QuerySection } from '@/components/QuerySection'

export function MovementsSection() {
  const { t } = useTranslation('home')
  const query = useGetMovementsQuery({ pageSize: HOME_MOVEMENTS })
  return (
    <QuerySection
      id="home-movements"
      texts={t('movements', { returnObjects: true })}
      query={query}
      skeleton={<SkeletonMovementList count={HOME_MOVEMENTS} />}
    >
      {(data) => <MovementList movements={data.items} />}
    </QuerySection>
  )
}
