/**
 * /edit-profile: country, platform and platform IDs, positions, preferred shirt number, bio, the
 * free-agent flag with its "looking for" note, and the time zone every date and time shows in. The
 * form checks each field with the contract's own schema (./editProfileForm.ts) when the player leaves
 * it, as they type once it has shown an error, and all together on submit; the server's field errors
 * land on their fields; any other failure is an alert and nothing typed is lost. After a save the form
 * shows what the server stored.
 */
import { useId, useMemo } from 'react'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  BIO_MAX_LENGTH,
  COUNTRY_CODES,
  LOOKING_FOR_MAX_LENGTH,
  type MyProfile,
} from '@/api/contracts/accounts'
import { PLATFORMS, POSITIONS } from '@/api/contracts/league'
import {
  FormFields,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
} from '@/components/form/FormFields'
import { useUpdateProfileMutation } from '@/api/endpoints/accountApi'
import { useFieldErrorText } from './forms'
import { editProfileFormSchema, SERVER_FIELDS, toForm, toRequest } from './editProfileForm'
import { AccountPage } from '@/features/account/AccountPage'
import { AccountFormFooter } from './AccountFormFooter'
import { TimeZoneOptions } from '@/components/TimeZoneOptions'
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
            <TimeZoneOptions
              current={me.timeZone}
              texts={{
                option: (zone) => t('editProfile.timeZoneOption', zone),
                region: (region) => t(`editProfile.timeZoneRegions.${region}`),
                automatic: (zone) => t('editProfile.timeZoneAutomatic', { zone }),
              }}
            />
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
