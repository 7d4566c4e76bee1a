import type { ReactNode } from 'react'
import { parsePathId } from '@/api/contracts/pathId'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import type { MatchDetail } from '@/api/contracts/matches'
import { isNotFound } from '@/api/errors'
import { useGetMatchQuery } from '@/api/endpoints/matchesApi'
import { DetailPending } from '@/components/DetailPending'
import { selectUser } from '@/session/authSlice'
import { useAppSelector } from '@/session/hooks'

/**
 * The match of the address (`/match/:id…`) as the signed-in reader sees it, or what to show instead:
 * not found (an id that cannot be, or the server's 404, which wins over data kept from before), the
 * page's skeleton while it loads, the error with a retry.
 */
export function useMatchPage(skeleton: ReactNode): { match: MatchDetail } | { pending: ReactNode } {
  const { t } = useTranslation('match')
  const id = parsePathId(useParams().id) ?? 0
  const validId = id !== 0
  const viewerId = useAppSelector(selectUser)?.id ?? null
  const result = useGetMatchQuery({ id, viewerId }, { skip: !validId })
  const match = result.data
  if (!validId || !match || isNotFound(result.error)) {
    return {
      pending: (
        <DetailPending
          result={result}
          invalidAddress={!validId}
          notFound={{ ...t('notFound', { returnObjects: true }), backTo: '/competitions' }}
          loading={skeleton}
          error={t('error')}
        />
      ),
    }
  }
  return { match }
}
