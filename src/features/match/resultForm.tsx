/**
 * What the match's result forms share (reporting, disputing, staff's correction): a score's rules,
 * the score fields (with the shoot-out only for a knockout match), the wording of a field's error and
 * of a failure. The server checks everything again; these rules only spare a round trip.
 */
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'
import type { SerializedError } from '@reduxjs/toolkit'
import { useTranslation } from 'react-i18next'
import { useWatch } from 'react-hook-form'
import { z } from 'zod'
import { RESULT_SCORE_MAX, type MatchDetail, type ResultClaim } from '@/api/contracts/matches'
import { serverMessage } from '@/api/errors'
import { FormTextField } from '@/components/form/FormFields'
import { fieldErrorText } from '@/components/form/fieldErrorText'
import formStyles from '@/components/Form.module.css'

/** The local rules' keys, worded under `form.errors` in the match namespace. */
export const RESULT_FORM_ERRORS = [
  'score',
  'number',
  'rating',
  'minute',
  'required',
  'reason_length',
  'penalties',
  'assist',
  'lineup_size',
] as const
export type ResultFormError = (typeof RESULT_FORM_ERRORS)[number]

const isResultFormError = (value: string): value is ResultFormError =>
  (RESULT_FORM_ERRORS as readonly string[]).includes(value)

/** A number typed in a field: '' is "not given" (NaN fails the rules that need one). */
export const typedNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? Number.NaN : Number(value)

/** A number that may be left out (a shoot-out, an assist): empty is none. */
export const typedOptional = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value)

export const scoreRule = z
  .number({ error: 'score' })
  .int('score')
  .min(0, 'score')
  .max(RESULT_SCORE_MAX, 'score')

/**
 * A shoot-out given for a level score needs a winner. Penalties typed for a level score and then left
 * behind by a changed score are not sent (scoreOf), so they are not checked either.
 */
export function checkPenalties(score: ScoreForm, context: z.RefinementCtx): void {
  const given = score.homePenalties !== null || score.awayPenalties !== null
  if (!given || score.homeScore !== score.awayScore) return
  if (score.homePenalties === score.awayPenalties) {
    context.addIssue({ code: 'custom', path: ['homePenalties'], message: 'penalties' })
  }
}

/** A score as the forms hold it: both sides' goals, and the shoot-out's only when it decided a tie. */
export const scoreFormSchema = z
  .object({
    homeScore: scoreRule,
    awayScore: scoreRule,
    homePenalties: scoreRule.nullable(),
    awayPenalties: scoreRule.nullable(),
  })
  .superRefine(checkPenalties)
export interface ScoreForm {
  homeScore: number
  awayScore: number
  homePenalties: number | null
  awayPenalties: number | null
}

export const SCORE_FIELDS = ['homeScore', 'awayScore', 'homePenalties', 'awayPenalties'] as const

/** The wording of a field's error: a local rule's key from our texts, a server error as sent. */
export function useResultFieldErrorText() {
  const { t } = useTranslation('match')
  return (error: { type?: string; message?: string } | undefined) =>
    fieldErrorText(error, (message) =>
      t(`form.errors.${isResultFormError(message) ? message : 'number'}`, {
        max: RESULT_SCORE_MAX,
      }),
    )
}

/** The alert for a failure that is not about a field: the server's reason, or our own. */
export function useResultFailureText() {
  const { t } = useTranslation('match')
  return (error: FetchBaseQueryError | SerializedError | null): string | null =>
    error === null ? null : (serverMessage(error) ?? t('form.failed'))
}

/**
 * Both sides' goals, each labelled by its team; for a knockout match level after extra time, the
 * shoot-out too. Inside a FormFields whose form holds a ScoreForm.
 */
export function ScoreFields({ match }: { match: MatchDetail }) {
  const { t } = useTranslation('match')
  const [home, away] = useWatch<ScoreForm>({ name: ['homeScore', 'awayScore'] })
  const shootOut = match.stage !== 'league' && home === away && !Number.isNaN(home)
  const sides = [
    { side: 'home', team: match.home.team.name },
    { side: 'away', team: match.away.team.name },
  ] as const
  return (
    <div className={formStyles.grid}>
      {sides.map(({ side, team }) => (
        <FormTextField
          key={side}
          name={`${side}Score`}
          options={{ setValueAs: typedNumber }}
          label={t('form.goalsOf', { team })}
          type="number"
          inputMode="numeric"
          min={0}
          max={RESULT_SCORE_MAX}
        />
      ))}
      {shootOut
        ? sides.map(({ side, team }) => (
            <FormTextField
              key={`${side}-penalties`}
              name={`${side}Penalties`}
              options={{ setValueAs: typedOptional }}
              label={t('form.penaltiesOf', { team })}
              type="number"
              inputMode="numeric"
              min={0}
            />
          ))
        : null}
    </div>
  )
}

/** The score part of a request from the form's score: a shoot-out only for a level score. */
export function scoreOf(form: ScoreForm) {
  const level = form.homeScore === form.awayScore
  return {
    homeScore: form.homeScore,
    awayScore: form.awayScore,
    homePenalties: level ? form.homePenalties : null,
    awayPenalties: level ? form.awayPenalties : null,
  }
}

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
