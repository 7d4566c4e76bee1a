/**
 * /create-team: name, tag, platform, colours (with a live preview of the crest and a roster row),
 * an optional crest image and a description. The creator becomes the manager. A new team is not
 * recruiting: that is its recruitment post's to say, published from the team page once it exists.
 *
 * A player already on a team is told so before any form, with a link to their team: the server would
 * refuse them (`409 already_on_team`), and if it still does (a team joined in another tab) its reason
 * is the alert. Fields are checked with the contract's own schema (createTeamRequestSchema) when the
 * player leaves them, as they type once they showed an error, and all together on submit; the
 * server's field errors (a taken name or tag) land on their fields; any other failure is an alert and
 * nothing typed is lost. On success the player lands on the new team's page.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState, type ReactNode } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { z } from 'zod'
import type { MyProfile } from '@/api/contracts/accounts'
import { serverMessage } from '@/api/errors'
import {
  createTeamRequestSchema,
  PLATFORMS,
  type CreateTeamRequest,
  type Platform,
} from '@/api/contracts/teams'
import { Fieldset } from '@/components/Fieldset'
import { FormFields, FormSelectField } from '@/components/form/FormFields'
import { FormFooter } from '@/components/form/FormFooter'
import { WithMe } from '@/session/WithMe'
import { SkeletonBlock, SkeletonLine, SkeletonText } from '@/components/Skeleton'
import {
  SkeletonActions,
  SkeletonField,
  SkeletonFieldGrid,
  SkeletonFieldset,
} from '@/components/SkeletonForm'
import { PageHeader } from '@/components/PageHeader'
import { useCreateTeamMutation } from '@/api/endpoints/createTeamApi'
import { addTeamFormIssues, applyTeamServerErrors, useTeamFieldErrorText } from './createTeamForm'
import { CrestPicker } from './createTeamCrest'
import { drawableColor } from './ColorField'
import { TeamColorFields, TeamNameField, TeamTagField } from './teamFormFields'
import { CreateTeamPreview } from './CreateTeamPreview'
import styles from './createTeam.module.css'
import formStyles from '@/components/Form.module.css'
import { TeamDescriptionField } from './TeamDescriptionField'

interface CreateTeamForm {
  name: string
  tag: string
  platform: string
  primaryColor: string
  secondaryColor: string
  description: string
}

type FormField = keyof CreateTeamForm

/** Until the player picks their own: a teal and an off-white that read well together. */
const DEFAULT_PRIMARY = '#0e7490'
const DEFAULT_SECONDARY = '#f8fafc'

function initialValues(me: MyProfile): CreateTeamForm {
  return {
    name: '',
    tag: '',
    platform: me.platform,
    primaryColor: DEFAULT_PRIMARY,
    secondaryColor: DEFAULT_SECONDARY,
    description: '',
  }
}

function toRequest(values: CreateTeamForm, crest: string | null): CreateTeamRequest {
  return {
    name: values.name,
    tag: values.tag,
    platform: values.platform as Platform,
    primaryColor: values.primaryColor,
    secondaryColor: values.secondaryColor,
    description: values.description,
    crest,
  }
}

const FORM_FIELDS: readonly FormField[] = [
  'name',
  'tag',
  'platform',
  'primaryColor',
  'secondaryColor',
  'description',
]

/** The form checked with the request's schema: the client refuses what the server refuses. */
const createTeamFormSchema = z
  .object({
    name: z.string(),
    tag: z.string(),
    platform: z.string(),
    primaryColor: z.string(),
    secondaryColor: z.string(),
    description: z.string(),
  })
  .superRefine((form, context) => {
    // The crest is checked when it is picked: not again on every keystroke.
    const result = createTeamRequestSchema.safeParse(toRequest(form, null))
    if (!result.success) addTeamFormIssues(result.error.issues, form, FORM_FIELDS, context)
  })

/** Server path → form field, in the order of the form (the first gets the focus). */
const SERVER_FIELDS = FORM_FIELDS.map((field) => [field, field] as const)

function CreateTeamFormView({ me }: { me: MyProfile }) {
  const { t } = useTranslation('teams')
  const errorText = useTeamFieldErrorText()
  const navigate = useNavigate()
  const [createTeam, { isLoading, error, reset: resetMutation }] = useCreateTeamMutation()
  const [crest, setCrest] = useState<string | null>(null)
  const [crestError, setCrestError] = useState<string | undefined>()
  const [failed, setFailed] = useState(false)
  const crestInputId = useId()
  const form = useForm<CreateTeamForm>({
    resolver: zodResolver(createTeamFormSchema),
    mode: 'onTouched',
    defaultValues: initialValues(me),
  })
  const { handleSubmit, setError, control } = form
  const [name, tag, primaryColor, secondaryColor] = useWatch({
    control,
    name: ['name', 'tag', 'primaryColor', 'secondaryColor'],
  })
  const onSubmit = handleSubmit(async (values) => {
    resetMutation()
    setFailed(false)
    setCrestError(undefined)
    const result = await createTeam(toRequest(values, crest))
    if (result.data) {
      // The team page may greet its new manager from this state (it is theirs to read or not).
      void navigate(`/team/${result.data.team.id}`, { state: { teamCreated: true } })
      return
    }
    const crestField = { inputId: crestInputId, setError: setCrestError }
    if (!applyTeamServerErrors(result.error, SERVER_FIELDS, setError, crestField)) setFailed(true)
  })

  return (
    <form className={styles.layout} onSubmit={onSubmit} noValidate>
      <FormFields form={form} errorText={errorText}>
        <Fieldset legend={t('create.identity')} className={styles.identity}>
          <TeamNameField />
          <div className={formStyles.grid}>
            <TeamTagField />
            <FormSelectField
              name="platform"
              label={t('create.platform')}
              hint={t('create.platformHint')}
            >
              {PLATFORMS.map((platform) => (
                <option key={platform} value={platform}>
                  {t(`create.platforms.${platform}`)}
                </option>
              ))}
            </FormSelectField>
          </div>
        </Fieldset>

        <Fieldset legend={t('create.colours')} className={styles.colours}>
          <div className={formStyles.grid}>
            <TeamColorFields
              fallback={{ primary: DEFAULT_PRIMARY, secondary: DEFAULT_SECONDARY }}
            />
          </div>
        </Fieldset>

        <div className={styles.previewArea}>
          <CreateTeamPreview
            me={me}
            team={{
              name,
              tag,
              crest,
              primary: drawableColor(primaryColor, DEFAULT_PRIMARY),
              secondary: drawableColor(secondaryColor, DEFAULT_SECONDARY),
            }}
          />
        </div>

        <Fieldset legend={t('create.crest')} className={styles.crest}>
          <CrestPicker
            crest={crest}
            error={crestError}
            inputId={crestInputId}
            onChange={(next) => {
              setCrest(next)
              setCrestError(undefined)
            }}
          />
        </Fieldset>

        <Fieldset legend={t('create.about')} className={styles.about}>
          <TeamDescriptionField />
        </Fieldset>

        <div className={styles.submit}>
          <FormFooter
            failure={failed && error ? (serverMessage(error) ?? t('create.failed')) : null}
            busy={isLoading}
            busyLabel={t('create.submitting')}
            submitLabel={t('create.submit')}
          />
        </div>
      </FormFields>
    </form>
  )
}

/** Why a player on a team cannot create one, and the way to their team. */
function AlreadyOnTeam({ team }: { team: NonNullable<MyProfile['team']> }) {
  const { t } = useTranslation('teams')
  const titleId = useId()
  return (
    <section className={formStyles.card} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('create.onTeam.title')}</h2>
      <p className={styles.onTeamText}>{t('create.onTeam.body', { team: team.name })}</p>
      <p className={styles.onTeamText}>
        <Link className={styles.teamLink} to={`/team/${team.id}`}>
          {t('create.onTeam.link', { team: team.name })}
        </Link>
      </p>
    </section>
  )
}

/**
 * The form while the player's account loads (a player already on a team is told so instead, which
 * only the account can say): its fieldsets in the form's grid, the preview's card beside them, and
 * the submit button.
 */
function CreateTeamSkeleton() {
  return (
    <div className={styles.layout}>
      <SkeletonFieldset className={styles.identity}>
        <SkeletonField hintLines={1} />
        <SkeletonFieldGrid>
          <SkeletonField hintLines={2} />
          <SkeletonField hintLines={1} />
        </SkeletonFieldGrid>
      </SkeletonFieldset>
      <SkeletonFieldset className={styles.colours}>
        <SkeletonFieldGrid>
          <SkeletonField hintLines={2} />
          <SkeletonField hintLines={2} />
        </SkeletonFieldGrid>
      </SkeletonFieldset>
      <div className={styles.previewArea} aria-hidden="true">
        <div className={formStyles.card}>
          <SkeletonLine as="h2" width="6em" />
          <SkeletonLine className={styles.previewLead} lines={2} width="60%" />
          <div className={styles.banner}>
            <SkeletonBlock width={88} height={88} radius="md" />
            <SkeletonText width="8em" />
          </div>
          <SkeletonBlock height={96} faint />
        </div>
      </div>
      <SkeletonFieldset className={styles.crest}>
        <SkeletonLine className={formStyles.hint} lines={2} width="40%" />
        <SkeletonBlock width={160} height={44} />
        <SkeletonText width="18em" />
      </SkeletonFieldset>
      <SkeletonFieldset className={styles.about}>
        <SkeletonField rows={4} hintLines={2} />
      </SkeletonFieldset>
      <div className={styles.submit}>
        <SkeletonActions widths={[128]} />
      </div>
    </div>
  )
}

function CreateTeamPage({ children }: { children: ReactNode }) {
  const { t } = useTranslation('teams')
  return (
    <div className={styles.page}>
      <PageHeader title={t('create.title')} lead={t('create.lead')} />
      {children}
    </div>
  )
}

export function CreateTeamScreen() {
  return (
    <CreateTeamPage>
      <WithMe skeleton={<CreateTeamSkeleton />}>
        {(me) => (me.team ? <AlreadyOnTeam team={me.team} /> : <CreateTeamFormView me={me} />)}
      </WithMe>
    </CreateTeamPage>
  )
}

export default CreateTeamScreen
