import type { SerializedError } from '@reduxjs/toolkit'
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'
import { useTranslation } from 'react-i18next'
import { serverMessage } from '@/api/errors'
import { ErrorState } from '@/components/ErrorState'
import { Spinner } from '@/components/Spinner'

/** A competition tab before its data: the spinner while it loads, then the error with a retry. */
export function TabPending({
  result,
  texts,
}: {
  /** The tab's query result. */
  result: {
    isLoading: boolean
    error?: FetchBaseQueryError | SerializedError
    refetch: () => unknown
  }
  /** The tab's keys (`stats.loading`, `stats.error`). */
  texts: 'stats' | 'teams' | 'fixtures' | 'table'
}) {
  const { t } = useTranslation('competitions')
  if (result.isLoading) return <Spinner label={t(`${texts}.loading`)} />
  return (
    <ErrorState
      message={serverMessage(result.error) ?? t(`${texts}.error`)}
      onRetry={() => void result.refetch()}
    />
  )
}
