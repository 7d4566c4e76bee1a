/**
 * How the match page words a result: a claim's score, and a failure that is not about a field. The
 * page shows both whoever reads it, so they live apart from the result forms (resultForm.tsx), whose
 * rules load zod and react-hook-form.
 */
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'
import type { SerializedError } from '@reduxjs/toolkit'
import { useTranslation } from 'react-i18next'
import type { ResultClaim } from '@/api/contracts/matches'
import { serverMessage } from '@/api/errors'

/** A claim's score as the page reads scores: home first, the shoot-out after it. */
export function claimScore(
  claim: Pick<ResultClaim, 'homeScore' | 'awayScore' | 'homePenalties' | 'awayPenalties'>,
): string {
  const penalties =
    claim.homePenalties === null || claim.awayPenalties === null
      ? ''
      : ` (${claim.homePenalties}–${claim.awayPenalties})`
  return `${claim.homeScore}–${claim.awayScore}${penalties}`
}

/** The alert for a failure that is not about a field: the server's reason, or our own. */
export function useResultFailureText() {
  const { t } = useTranslation('match')
  return (error: FetchBaseQueryError | SerializedError | null): string | null =>
    error === null ? null : (serverMessage(error) ?? t('form.failed'))
}
