/**
 * Customise the team (PATCH /api/teams/{id}): name, tag, description, colours with a live preview
 * and the crest (checked like an avatar before it is sent). Whether the team is recruiting is its
 * recruitment post's to say (PUT /api/teams/{id}/recruitment), not a field of this form. Checked with the request's
 * own schema on blur, as the manager types after a first error, and on submit; the server's field
 * errors land on their fields; any other failure is an alert that keeps what was typed.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import {
  updateTeamRequestSchema,
  type TeamDetail,
  type UpdateTeamRequest,
} from '@/api/contracts/teams'
import { Fieldset } from '@/components/Fieldset'
import { SubmitButton } from '@/components/form/SubmitButton'
import { FormFields } from '@/components/form/FormFields'
import { FailureAlert } from '@/components/FailureAlert'
import { StatusMessage } from '@/components/StatusMessage'
import { CrestPicker } from '../createTeamCrest'
import { addTeamFormIssues, applyTeamServerErrors, useTeamFieldErrorText } from '../createTeamForm'
import { drawableColor } from '../ColorField'
import { TeamColorFields, TeamNameField, TeamTagField } from '../teamFormFields'
import { ShirtNumberChip, TeamCrest } from '../TeamCrest'
import { useUpdateTeamMutation } from '@/api/endpoints/teamsApi'
import { useTeamErrorText } from './errors'
import manage from './manage.module.css'
import styles from './team.module.css'
import { TeamDescriptionField } from '../TeamDescriptionField'

interface DetailsForm {
  name: string
  tag: string
  primaryColor: string
  secondaryColor: string
  description: string
}
type FormField = keyof DetailsForm

const FORM_FIELDS: readonly FormField[] = [
  'name',
  'tag',
  'primaryColor',
  'secondaryColor',
  'description',
]
const formSchema = z
  .object({
    name: z.string(),
    tag: z.string(),
    primaryColor: z.string(),
    secondaryColor: z.string(),
    description: z.string(),
  })
  .superRefine((form, context) => {
    const result = updateTeamRequestSchema.safeParse(form)
    if (!result.success) addTeamFormIssues(result.error.issues, form, FORM_FIELDS, context)
  })

const valuesOf = (team: TeamDetail): DetailsForm => ({
  name: team.name,
  tag: team.tag,
  primaryColor: team.primaryColor,
  secondaryColor: team.secondaryColor,
  description: team.description,
})

const SERVER_FIELDS = FORM_FIELDS.map((field) => [field, field] as const)

export function TeamDetailsForm({ team }: { team: TeamDetail }) {
  const { t } = useTranslation('teams')
  const failureText = useTeamErrorText()
  const titleId = useId()
  const crestInputId = useId()
  const [updateTeam, { isLoading }] = useUpdateTeamMutation()
  // The crest as it will be saved; `undefined` keeps the team's own.
  const [crest, setCrest] = useState<string | null | undefined>(undefined)
  const [crestError, setCrestError] = useState<string | undefined>()
  const [failure, setFailure] = useState<string | null>(null)
  const [saved, setSaved] = useState(false)
  const form = useForm<DetailsForm>({
    resolver: zodResolver(formSchema),
    mode: 'onTouched',
    defaultValues: valuesOf(team),
  })
  const { handleSubmit, setError, reset, control } = form
  const [name, tag, primaryColor, secondaryColor] = useWatch({
    control,
    name: ['name', 'tag', 'primaryColor', 'secondaryColor'],
  })
  const errorText = useTeamFieldErrorText()
  // The preview shows the team as it will be saved: what is typed, or the team's own until then.
  const shown = {
    name: name.trim() || team.name,
    tag: tag.trim().toUpperCase() || team.tag,
    crest: crest === undefined ? team.crest : crest,
  }
  const previewColors = {
    primary: drawableColor(primaryColor, team.primaryColor),
    secondary: drawableColor(secondaryColor, team.secondaryColor),
  }

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null)
    setSaved(false)
    setCrestError(undefined)
    const body: UpdateTeamRequest = { ...values }
    if (crest !== undefined) body.crest = crest
    const result = await updateTeam({ id: team.id, body })
    if (result.data) {
      reset(valuesOf(result.data.team))
      setCrest(undefined)
      setSaved(true)
      return
    }
    const crestField = { inputId: crestInputId, setError: setCrestError }
    if (!applyTeamServerErrors(result.error, SERVER_FIELDS, setError, crestField)) {
      setFailure(failureText(result.error, { team: team.name }))
    }
  })

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('details.title')}</h2>
      <form className={manage.detailsLayout} onSubmit={onSubmit} noValidate>
        <FormFields form={form} errorText={errorText}>
          <div className={manage.detailsFields}>
            <TeamNameField />
            <TeamTagField />
            <Fieldset legend={t('create.colours')}>
              <TeamColorFields
                fallback={{ primary: team.primaryColor, secondary: team.secondaryColor }}
              />
            </Fieldset>
            <Fieldset legend={t('create.crest')}>
              <CrestPicker
                crest={shown.crest}
                error={crestError}
                inputId={crestInputId}
                onChange={setCrest}
              />
            </Fieldset>
            <TeamDescriptionField />
            {failure ? <FailureAlert>{failure}</FailureAlert> : null}
            {saved ? <StatusMessage>{t('details.saved')}</StatusMessage> : null}
            <div>
              <SubmitButton busy={isLoading} busyLabel={t('details.saving')}>
                {t('details.save')}
              </SubmitButton>
            </div>
          </div>
        </FormFields>
        <div className={manage.preview} aria-labelledby={`${titleId}-preview`} role="group">
          <h3 id={`${titleId}-preview`}>{t('create.preview.title')}</h3>
          <div
            className={manage.previewBanner}
            style={{ borderColor: previewColors.primary }}
            data-testid="team-details-preview"
          >
            <TeamCrest {...shown} colors={previewColors} size={72} />
            <div>
              <p className={manage.previewName}>{shown.name}</p>
              <p className={styles.tag}>{shown.tag}</p>
            </div>
          </div>
          <p className={manage.previewSample}>
            <TeamCrest {...shown} crest={null} colors={previewColors} size={40} decorative />
            <ShirtNumberChip number={10} colors={previewColors} />
            <span className={styles.muted}>{t('details.previewSample')}</span>
          </p>
        </div>
      </form>
    </section>
  )
}
