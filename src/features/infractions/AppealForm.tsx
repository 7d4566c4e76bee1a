/**
 * The appeal of one active infraction: one text, 20 to 1,000 characters after trimming (the
 * contract's schema), with a counter. Checked when the field is left, then as the player types, and
 * on submit. The server's field error shows under the text; a conflict (already appealed, no longer
 * active) goes to the card (`onConflict`), which refetches the record; any other failure is an alert
 * here, and the text stays.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'
import type { SerializedError } from '@reduxjs/toolkit'
import { useEffect, useId, useState } from 'react'
import { useForm, useWatch, type FieldError } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  APPEAL_MAX_LENGTH,
  APPEAL_MIN_LENGTH,
  APPEAL_TOO_SHORT,
  appealInfractionRequestSchema,
  type AppealInfractionRequest,
} from '@/api/contracts/infractions'
import { fieldErrors, serverMessage } from '@/api/errors'
import { Button } from '@/components/Button'
import { useLeagueFormat } from '@/lib/useLeagueFormat'
import { useAppealInfractionMutation } from '@/api/endpoints/infractionsApi'
import { CharacterCount } from '@/components/CharacterCount'
import countedText from '@/components/CountedText.module.css'
import formStyles from '@/components/Form.module.css'
import { FailureAlert } from '@/components/FailureAlert'
import { SubmitButton } from '@/components/form/SubmitButton'
import styles from './InfractionsScreen.module.css'

/** The codes that mean the record changed under the player (docs/api/infractions.md). */
const CONFLICTS = ['already_appealed', 'infraction_not_active', 'infraction_not_found'] as const
export type AppealConflict = (typeof CONFLICTS)[number]

function conflictOf(error: FetchBaseQueryError | SerializedError): AppealConflict | null {
  if (!('status' in error) || typeof error.data !== 'object' || error.data === null) return null
  const code = (error.data as { code?: unknown }).code
  return CONFLICTS.find((known) => known === code) ?? null
}

export function AppealForm({
  infractionId,
  onAppealed,
  onConflict,
  onCancel,
}: {
  infractionId: number
  onAppealed: () => void
  onConflict: (conflict: AppealConflict) => void
  onCancel: () => void
}) {
  const { t } = useTranslation('infractions')
  const format = useLeagueFormat()
  const id = useId()
  const [appeal, appealState] = useAppealInfractionMutation()
  const [failure, setFailure] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    control,
    formState: { errors },
  } = useForm<AppealInfractionRequest>({
    resolver: zodResolver(appealInfractionRequestSchema),
    mode: 'onTouched',
    defaultValues: { text: '' },
  })

  useEffect(() => {
    setFocus('text')
  }, [setFocus])

  const length = useWatch({ control, name: 'text' }).trim().length

  const onSubmit = handleSubmit(async ({ text }) => {
    setFailure(null)
    const result = await appeal({ id: infractionId, text })
    if (!result.error) {
      onAppealed()
      return
    }
    const fieldError = fieldErrors(result.error).text
    if (fieldError) {
      setError('text', { type: 'server', message: fieldError }, { shouldFocus: true })
      return
    }
    const conflict = conflictOf(result.error)
    if (conflict) onConflict(conflict)
    else setFailure(serverMessage(result.error) ?? t('appeal.errors.generic'))
  })

  const textId = `${id}-text`
  const hintId = `${id}-hint`
  const counterId = `${id}-counter`
  const errorId = `${id}-error`

  return (
    <form className={styles.appealForm} onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className={formStyles.field}>
        <label htmlFor={textId} className={formStyles.label}>
          {t('appeal.label')}
        </label>
        <textarea
          id={textId}
          className={styles.textarea}
          rows={5}
          maxLength={APPEAL_MAX_LENGTH}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={[hintId, counterId, errors.text ? errorId : null]
            .filter(Boolean)
            .join(' ')}
          {...register('text')}
        />
        <div className={countedText.foot}>
          <p id={hintId} className={styles.hint}>
            {t('appeal.hint', {
              min: format.number(APPEAL_MIN_LENGTH),
              max: format.number(APPEAL_MAX_LENGTH),
            })}
          </p>
          <CharacterCount id={counterId} length={length} max={APPEAL_MAX_LENGTH} />
        </div>
        {errors.text ? (
          <p id={errorId} className={formStyles.fieldError}>
            {fieldErrorText(errors.text, t, format.number)}
          </p>
        ) : null}
      </div>
      {failure ? <FailureAlert>{failure}</FailureAlert> : null}
      <div className={styles.actions}>
        <SubmitButton busy={appealState.isLoading} busyLabel={t('appeal.submitting')}>
          {t('appeal.submit')}
        </SubmitButton>
        <Button variant="ghost" onClick={onCancel}>
          {t('appeal.cancel')}
        </Button>
      </div>
    </form>
  )
}

type Translate = ReturnType<typeof useTranslation<'infractions'>>['t']

/** The schema's issue in the player's words; the server's own text is already in their language. */
function fieldErrorText(error: FieldError, t: Translate, number: (value: number) => string) {
  if (error.type === 'server' && error.message) return error.message
  if (error.message === APPEAL_TOO_SHORT)
    return t('appeal.errors.appeal_too_short', { min: number(APPEAL_MIN_LENGTH) })
  if (error.type === 'too_big')
    return t('appeal.errors.appeal_too_long', { max: number(APPEAL_MAX_LENGTH) })
  return t('appeal.errors.required')
}
