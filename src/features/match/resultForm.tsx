/**
 * What the match's result forms share (reporting, disputing, staff's correction): a score's rules,
 * the score fields (with the shoot-out only for a knockout match), the wording of a field's error,
 * and the form itself with its footer (and, for a page of its own, the page's frame). A failure's
 * wording and a claim's score are resultText.ts's, which the match page shows without the forms.
 * The server checks everything again; these rules only spare a round trip.
 */
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useWatch, type FieldValues } from 'react-hook-form'
import { z } from 'zod'
import { RESULT_SCORE_MAX, type MatchDetail } from '@/api/contracts/matches'
import { oneOfOr } from '@/api/contracts/oneOf'
import { Fieldset } from '@/components/Fieldset'
import detailStyles from '@/components/DetailPage.module.css'
import { FormFields, FormTextField } from '@/components/form/FormFields'
import { FormFooter } from '@/components/form/FormFooter'
import { fieldErrorText } from '@/components/form/fieldErrorText'
import type { useServerForm } from '@/components/form/useServerForm'
import formStyles from '@/components/Form.module.css'
import { PageHeader } from '@/components/PageHeader'
import { useResultFailureText } from './resultText'

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

/** The score's fields as the server names them: the same names (useServerForm's `serverFields`). */
export const SCORE_SERVER_FIELDS = SCORE_FIELDS.map((field) => [field, field] as const)

/** A form's score to start with: a score already given (a claim's), or blank (NaN fails the rules). */
export function scoreDefaults(score?: ScoreForm): ScoreForm {
  return {
    homeScore: score?.homeScore ?? Number.NaN,
    awayScore: score?.awayScore ?? Number.NaN,
    homePenalties: score?.homePenalties ?? null,
    awayPenalties: score?.awayPenalties ?? null,
  }
}

/** The wording of a field's error: a local rule's key from our texts, a server error as sent. */
export function useResultFieldErrorText() {
  const { t } = useTranslation('match')
  return (error: { type?: string; message?: string } | undefined) =>
    fieldErrorText(error, (message) =>
      t(`form.errors.${oneOfOr(RESULT_FORM_ERRORS, message, 'number')}`, {
        max: RESULT_SCORE_MAX,
      }),
    )
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
  // A side's goals, or its shoot-out's, in a number field labelled by its team.
  const numberField = (side: 'home' | 'away', team: string, part: 'Score' | 'Penalties') => (
    <FormTextField
      key={`${side}${part}`}
      name={`${side}${part}`}
      options={{ setValueAs: part === 'Score' ? typedNumber : typedOptional }}
      label={t(part === 'Score' ? 'form.goalsOf' : 'form.penaltiesOf', { team })}
      type="number"
      inputMode="numeric"
      min={0}
      max={part === 'Score' ? RESULT_SCORE_MAX : undefined}
    />
  )
  return (
    <div className={formStyles.grid}>
      {sides.map(({ side, team }) => numberField(side, team, 'Score'))}
      {shootOut ? sides.map(({ side, team }) => numberField(side, team, 'Penalties')) : null}
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

/** What a result form takes from its useServerForm: the form, its submit and its last failure. */
type ResultServerForm<TInput extends FieldValues, TOutput> = Pick<
  ReturnType<typeof useServerForm<TInput, TOutput, MatchDetail>>,
  'form' | 'onSubmit' | 'failure'
>

/**
 * A result form: what comes before its fields (`intro`), the fields (their errors worded as the
 * match's), what follows them (`after`), then the failure's alert (the server's reason, or our own)
 * and the submit button.
 */
export function ResultForm<TInput extends FieldValues, TOutput>({
  serverForm: { form, onSubmit, failure },
  className,
  busy,
  busyLabel,
  submitLabel,
  intro,
  after,
  children,
}: {
  serverForm: ResultServerForm<TInput, TOutput>
  /** The form's layout: the kit's form, or its compact form inside a page. */
  className?: string
  /** The submitted call is running. */
  busy: boolean
  busyLabel: string
  submitLabel: string
  /** What stands before the fields (a heading and its lead). */
  intro?: ReactNode
  /** What stands after the fields, outside the form's own values (the screenshots). */
  after?: ReactNode
  /** The fields. */
  children: ReactNode
}) {
  const errorText = useResultFieldErrorText()
  const failureText = useResultFailureText()
  return (
    <form className={className} onSubmit={onSubmit} noValidate>
      {intro}
      <FormFields form={form} errorText={errorText}>
        {children}
      </FormFields>
      {after}
      <FormFooter
        failure={failureText(failure)}
        busy={busy}
        busyLabel={busyLabel}
        submitLabel={submitLabel}
      />
    </form>
  )
}

/**
 * A result's page of its own (reporting, disputing): its title and lead, then the form, the score's
 * fieldset first. The texts are the `report` or `dispute` block's (`title`, `scoreTitle`, `sending`,
 * `send`).
 */
export function ResultFormPage<TInput extends FieldValues, TOutput>({
  kind,
  match,
  lead,
  serverForm,
  busy,
  after,
  children,
}: {
  kind: 'report' | 'dispute'
  match: MatchDetail
  /** The lead under the title: what is answered or reported, translated. */
  lead: string
  serverForm: ResultServerForm<TInput, TOutput>
  /** The submitted call is running. */
  busy: boolean
  /** What stands after the fields (see ResultForm). */
  after?: ReactNode
  /** The fields after the score's. */
  children: ReactNode
}) {
  const { t } = useTranslation('match')
  return (
    <div className={detailStyles.page}>
      <PageHeader title={t(`${kind}.title`)} lead={lead} />
      <ResultForm
        serverForm={serverForm}
        className={formStyles.form}
        busy={busy}
        busyLabel={t(`${kind}.sending`)}
        submitLabel={t(`${kind}.send`)}
        after={after}
      >
        <Fieldset legend={t(`${kind}.scoreTitle`)}>
          <ScoreFields match={match} />
        </Fieldset>
        {children}
      </ResultForm>
    </div>
  )
}
