/**
 * The refusals of the teams and invitations endpoints this page words itself (docs/api/teams.md,
 * invitations.md); anything else is the server's own text in the reader's language, or ours.
 */
import type { SerializedError } from '@reduxjs/toolkit'
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'
import { useTranslation } from 'react-i18next'
import { serverMessage } from '@/api/errors'

const KNOWN_ERRORS = [
  'team_not_found',
  'member_not_found',
  'not_team_manager',
  'manager_only',
  'shirt_number_taken',
  'manager_must_hand_over',
  'cannot_remove_self',
  'not_team_member',
  'player_not_found',
  'player_on_team',
  'already_invited',
  'roster_full',
  'invitation_not_pending',
  'invitation_not_found',
  'invitation_expired',
] as const
export type TeamErrorCode = (typeof KNOWN_ERRORS)[number]

export type ApiFailure = FetchBaseQueryError | SerializedError | undefined

export function errorCode(error: ApiFailure): TeamErrorCode | null {
  if (!error || !('status' in error) || typeof error.data !== 'object' || error.data === null) {
    return null
  }
  const code = (error.data as { code?: unknown }).code
  return KNOWN_ERRORS.find((known) => known === code) ?? null
}

/** A failure as one sentence: ours for a known code (with the names it needs), else the server's. */
export function useTeamErrorText() {
  const { t } = useTranslation('teams')
  return (error: ApiFailure, names: { player?: string; team?: string } = {}): string => {
    const code = errorCode(error)
    if (code) return t(`errors.${code}`, { player: names.player ?? '', team: names.team ?? '' })
    return serverMessage(error) ?? t('errors.generic')
  }
}
