/**
 * /edit-profile: country, platform and platform IDs, positions, preferred shirt number, bio, the
 * free-agent flag with its "looking for" note, and the time zone every date and time shows in. The form checks each field with the contract's own
 * schema (updateProfileRequestSchema) when the player leaves it, as they type once it has shown an
 * error, and all together on submit; the server's field errors land on their fields; any other failure
 * is an alert and nothing typed is lost. After a save the form shows what the server stored.
 */
import { useId, useMemo } from 'react'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import {
  BIO_MAX_LENGTH,
  COUNTRY_CODES,
  LOOKING_FOR_MAX_LENGTH,
  updateProfileRequestSchema,
  type MyProfile,
  type UpdateProfileRequest,
} from '@/api/contracts/accounts'
import { PLATFORMS, POSITIONS } from '@/api/contracts/league'
import {
  FormFields,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
} from '@/components/form/FormFields'
import { useUpdateProfileMutation } from '@/api/endpoints/accountApi'
import { isFieldErrorKey, useFieldErrorText, type FieldErrorKey } from './forms'
import { AccountPage } from '@/features/account/AccountPage'
import { AccountFormFooter } from './AccountFormFooter'
import { TimeZoneOptions } from './TimeZoneOptions'
import { Fieldset } from '@/components/Fieldset'
import { useServerForm } from '@/components/form/useServerForm'
import { WithMe } from '@/session/WithMe'
import { SkeletonBlock, SkeletonLine, SkeletonText } from '@/components/Skeleton'
import {
  SkeletonActions,
  SkeletonField,
  SkeletonFieldGrid,
  SkeletonFieldset,
} from '@/components/SkeletonForm'
import { collator as collatorFor, displayNames, numberFormat } from '@/lib/intl'
import formStyles from '@/components/Form.module.css'

interface EditProfileForm {
  country: string
  platform: string
  psn: string
  xbox: string
  ea: string
  primaryPosition: string
  secondaryPosition: string
  shirtNumber: string
  bio: string
  freeAgent: boolean
  lookingFor: string
  /** '' follows the browser's zone. */
  timeZone: string
}

/** The PATCH body the form stands for: every field, so the server checks them together. */
function toRequest(form: EditProfileForm): UpdateProfileRequest {
  const shirt = form.shirtNumber.trim()
  return {
    country: form.country,
    platform: form.platform as UpdateProfileRequest['platform'],
    platformIds: { psn: form.psn, xbox: form.xbox, ea: form.ea },
    primaryPosition: form.primaryPosition as UpdateProfileRequest['primaryPosition'],
    secondaryPosition: form.secondaryPosition,
    // Not a whole number (letters, decimals) stays a number the schema refuses, with its message.
    shirtNumber: shirt === '' ? null : /^\d+$/.test(shirt) ? Number(shirt) : Number.NaN,
    bio: form.bio,
    freeAgent: form.freeAgent,
    lookingFor: form.freeAgent ? form.lookingFor : null,
    timeZone: form.timeZone === '' ? null : form.timeZone,
  }
}

function toForm(me: MyProfile): EditProfileForm {
  return {
    country: me.country,
    platform: me.platform,
    psn: me.platformIds.psn ?? '',
    xbox: me.platformIds.xbox ?? '',
    ea: me.platformIds.ea ?? '',
    primaryPosition: me.primaryPosition,
    secondaryPosition: me.secondaryPosition ?? '',
    shirtNumber: me.shirtNumber === null ? '' : String(me.shirtNumber),
    bio: me.bio,
    freeAgent: me.freeAgent,
    lookingFor: me.lookingFor ?? '',
    timeZone: me.timeZone ?? '',
  }
}

/** The form field of a request path (`platformIds.psn` → `psn`). */
const FIELD_OF_PATH = {
  country: 'country',
  platform: 'platform',
  'platformIds.psn': 'psn',
  'platformIds.xbox': 'xbox',
  'platformIds.ea': 'ea',
  primaryPosition: 'primaryPosition',
  secondaryPosition: 'secondaryPosition',
  shirtNumber: 'shirtNumber',
  bio: 'bio',
  freeAgent: 'freeAgent',
  lookingFor: 'lookingFor',
  timeZone: 'timeZone',
} as const satisfies Record<string, keyof EditProfileForm>
type RequestPath = keyof typeof FIELD_OF_PATH

const isRequestPath = (path: string): path is RequestPath => path in FIELD_OF_PATH

/** Rules without a key of their own in the contract (lengths) get ours. */
function messageKey(field: keyof EditProfileForm, message: string): FieldErrorKey {
  if (isFieldErrorKey(message)) return message
  if (field === 'bio') return 'bio_too_long'
  if (field === 'lookingFor') return 'looking_for_too_long'
  return 'invalid'
}

/** The form's values checked with the request's schema: the client refuses what the server refuses. */
const editProfileFormSchema = z
  .object({
    country: z.string(),
    platform: z.string(),
    psn: z.string(),
    xbox: z.string(),
    ea: z.string(),
    primaryPosition: z.string(),
    secondaryPosition: z.string(),
    shirtNumber: z.string(),
    bio: z.string(),
    freeAgent: z.boolean(),
    lookingFor: z.string(),
    timeZone: z.string(),
  })
  .superRefine((form, context) => {
    const result = updateProfileRequestSchema.safeParse(toRequest(form))
    if (result.success) return
    for (const issue of result.error.issues) {
      const path = issue.path.join('.')
      if (!isRequestPath(path)) continue
      const field = FIELD_OF_PATH[path]
      context.addIssue({ code: 'custom', path: [field], message: messageKey(field, issue.message) })
    }
  })

const SERVER_FIELDS = Object.entries(FIELD_OF_PATH) as [RequestPath, keyof EditProfileForm][]

function useCountryOptions() {
  const { i18n } = useTranslation()
  const language = i18n.language
  return useMemo(() => {
    const names = displayNames([language], { type: 'region' })
    const collator = collatorFor(language)
    return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
      collator.compare(a.name, b.name),
    )
  }, [language])
}

/** The platform IDs, each with its own label and hint (`editProfile.psn`, `editProfile.psnHint`). */
const PLATFORM_ID_FIELDS = ['psn', 'xbox', 'ea'] as const

/** The positions, for the primary and the secondary position alike. */
function PositionOptions() {
  const { t } = useTranslation('account')
  return POSITIONS.map((position) => (
    <option key={position} value={position}>
      {t(`positions.${position}`)}
    </option>
  ))
}

function EditProfileFormView({ me }: { me: MyProfile }) {
  const { t, i18n } = useTranslation('account')
  const errorText = useFieldErrorText()
  const id = useId()
  const countries = useCountryOptions()
  const [updateProfile, { isLoading }] = useUpdateProfileMutation()
  const { form, onSubmit, saved, failure } = useServerForm({
    schema: editProfileFormSchema,
    defaultValues: toForm(me),
    serverFields: SERVER_FIELDS,
    send: (values) => updateProfile(toRequest(values)),
    onSaved: (stored, { reset }) => reset(toForm(stored)),
  })
  const {
    register,
    control,
    formState: { errors },
  } = form
  const bio = useWatch({ control, name: 'bio' })
  const freeAgent = useWatch({ control, name: 'freeAgent' })
  const numbers = numberFormat(i18n.language)
  const onTeam = me.team !== null

  const freeAgentError = errorText(errors.freeAgent)
  const freeAgentHintId = `${id}-free-agent-hint`
  const freeAgentErrorId = `${id}-free-agent-error`

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <FormFields form={form} errorText={errorText}>
        <Fieldset legend={t('editProfile.identity')}>
          <div className={formStyles.grid}>
            <FormSelectField name="country" label={t('editProfile.country')} autoComplete="country">
              {countries.map(({ code, name }) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </FormSelectField>
            <FormSelectField name="platform" label={t('editProfile.platform')}>
              {PLATFORMS.map((platform) => (
                <option key={platform} value={platform}>
                  {t(`editProfile.platforms.${platform}`)}
                </option>
              ))}
            </FormSelectField>
          </div>
        </Fieldset>

        <Fieldset legend={t('editProfile.platformIds')} aria-describedby={`${id}-ids-hint`}>
          <p id={`${id}-ids-hint`} className={formStyles.note}>
            {t('editProfile.platformIdsHint')}
          </p>
          <div className={formStyles.grid}>
            {PLATFORM_ID_FIELDS.map((field) => (
              <FormTextField
                key={field}
                name={field}
                label={t(`editProfile.${field}`)}
                hint={t(`editProfile.${field}Hint`)}
                autoComplete="off"
                identifier
              />
            ))}
          </div>
        </Fieldset>

        <Fieldset legend={t('editProfile.playing')}>
          <div className={formStyles.grid}>
            <FormSelectField
              name="primaryPosition"
              options={{ deps: ['secondaryPosition'] }}
              label={t('editProfile.primaryPosition')}
            >
              <PositionOptions />
            </FormSelectField>
            <FormSelectField
              name="secondaryPosition"
              label={t('editProfile.secondaryPosition')}
              hint={t('editProfile.secondaryHint')}
            >
              <option value="">{t('editProfile.noSecondary')}</option>
              <PositionOptions />
            </FormSelectField>
            <FormTextField
              name="shirtNumber"
              label={t('editProfile.shirtNumber')}
              hint={t('editProfile.shirtNumberHint')}
              inputMode="numeric"
              autoComplete="off"
            />
          </div>
        </Fieldset>

        <Fieldset legend={t('editProfile.about')}>
          <FormTextAreaField
            name="bio"
            label={t('editProfile.bio')}
            rows={5}
            extra={t('editProfile.bioCount', {
              length: numbers.format(bio.length),
              max: numbers.format(BIO_MAX_LENGTH),
            })}
          />
          <div className={formStyles.field}>
            <label className={formStyles.check}>
              {onTeam ? (
                // On a team the flag cannot be set: shown off and disabled, with the reason. Unchecked
                // by default rather than `checked` (React asks a controlled box for an onChange, and a
                // checkbox may not be `readonly`).
                <input
                  type="checkbox"
                  defaultChecked={false}
                  disabled
                  aria-describedby={freeAgentHintId}
                />
              ) : (
                <input
                  type="checkbox"
                  aria-invalid={freeAgentError ? true : undefined}
                  aria-describedby={[freeAgentHintId, freeAgentError ? freeAgentErrorId : null]
                    .filter(Boolean)
                    .join(' ')}
                  {...register('freeAgent')}
                />
              )}
              <span>{t('editProfile.freeAgent')}</span>
            </label>
            <p id={freeAgentHintId} className={formStyles.hint}>
              {onTeam && me.team
                ? t('editProfile.freeAgentOnTeam', { team: me.team.name })
                : t('editProfile.freeAgentHint')}
            </p>
            {freeAgentError ? (
              <p id={freeAgentErrorId} className={formStyles.fieldError}>
                {freeAgentError}
              </p>
            ) : null}
          </div>
          {freeAgent && !onTeam ? (
            <FormTextAreaField
              name="lookingFor"
              label={t('editProfile.lookingFor')}
              hint={t('editProfile.lookingForHint', {
                max: numbers.format(LOOKING_FOR_MAX_LENGTH),
              })}
              rows={3}
            />
          ) : null}
        </Fieldset>

        <Fieldset legend={t('editProfile.times')}>
          <FormSelectField
            name="timeZone"
            label={t('editProfile.timeZone')}
            hint={t('editProfile.timeZoneHint')}
          >
            <TimeZoneOptions current={me.timeZone} />
          </FormSelectField>
        </Fieldset>
      </FormFields>

      <AccountFormFooter
        failure={failure}
        saved={saved ? t('editProfile.saved') : null}
        busy={isLoading}
      />
    </form>
  )
}

/**
 * The form while the profile loads: its five fieldsets (country and platform; the platform IDs with
 * their note and hints; positions and number; about, with the bio and the free-agent box; the time
 * zone) and Save.
 */
function EditProfileSkeleton() {
  return (
    <div className={formStyles.form}>
      <SkeletonFieldset>
        <SkeletonFieldGrid>
          <SkeletonField />
          <SkeletonField />
        </SkeletonFieldGrid>
      </SkeletonFieldset>
      <SkeletonFieldset>
        <SkeletonLine className={formStyles.note} lines={2} width="50%" />
        <SkeletonFieldGrid>
          <SkeletonField hintLines={1} />
          <SkeletonField hintLines={2} />
          <SkeletonField hintLines={1} />
        </SkeletonFieldGrid>
      </SkeletonFieldset>
      <SkeletonFieldset>
        <SkeletonFieldGrid>
          <SkeletonField />
          <SkeletonField hintLines={2} />
          <SkeletonField hintLines={1} />
        </SkeletonFieldGrid>
      </SkeletonFieldset>
      <SkeletonFieldset>
        <SkeletonField rows={5} hintLines={1} />
        <div className={formStyles.field} aria-hidden="true">
          <span className={formStyles.check}>
            <SkeletonBlock width={20} height={20} radius="sm" />
            <SkeletonText width="14em" />
          </span>
          <SkeletonLine className={formStyles.hint} width="60%" />
        </div>
      </SkeletonFieldset>
      <SkeletonFieldset>
        <SkeletonField hintLines={1} />
      </SkeletonFieldset>
      <SkeletonActions widths={[112]} />
    </div>
  )
}

export function EditProfileScreen() {
  return (
    <AccountPage page="editProfile">
      <WithMe skeleton={<EditProfileSkeleton />}>{(me) => <EditProfileFormView me={me} />}</WithMe>
    </AccountPage>
  )
}

export default EditProfileScreen
