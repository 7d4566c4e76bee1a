/**
 * /social: Twitch, YouTube, X, Instagram, TikTok and Discord. Each is a handle or an https link of
 * that network's own site, checked with the contract's own parser (updateSocialLinksRequestSchema), so
 * the form refuses exactly what the server refuses, with the per-network message. Under each field, the
 * link it will become; a Clear button empties it. Saving replaces the whole set.
 */
import { useWatch, type UseFormRegister } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  parseSocialLink,
  SOCIAL_NETWORKS,
  updateSocialLinksRequestSchema,
  type SocialLink,
  type SocialLinks,
  type SocialNetwork,
  type UpdateSocialLinksRequest,
} from '@/api/contracts/accounts'
import { Button } from '@/components/Button'
import { TextField } from '@/components/TextField'
import { useUpdateSocialLinksMutation } from '@/api/endpoints/accountApi'
import { useFieldErrorText } from './forms'
import { AccountPage } from '@/features/account/AccountPage'
import { AccountFormFooter } from './AccountFormFooter'
import { useServerForm } from '@/components/form/useServerForm'
import { WithMe } from '@/session/WithMe'
import { SkeletonLine } from '@/components/Skeleton'
import { SkeletonActions, SkeletonField } from '@/components/SkeletonForm'
import styles from './account.module.css'
import formStyles from '@/components/Form.module.css'

type SocialForm = Record<SocialNetwork, string>

/** Networks whose handles are written with an `@`. */
const AT_HANDLES: ReadonlySet<SocialNetwork> = new Set(['x', 'youtube', 'tiktok'])

/**
 * What the field shows for a stored link: the handle when it makes the same link, else the link
 * (a YouTube `/c/` name, a Discord invite).
 */
function toInput(network: SocialNetwork, link: SocialLink | null): string {
  if (!link) return ''
  const fromHandle = parseSocialLink(network, link.handle)
  if (fromHandle.ok && fromHandle.link.url === link.url) {
    return AT_HANDLES.has(network) ? `@${link.handle}` : link.handle
  }
  return link.url ?? link.handle
}

const toForm = (socials: SocialLinks): SocialForm =>
  Object.fromEntries(
    SOCIAL_NETWORKS.map((network) => [network, toInput(network, socials[network])]),
  ) as SocialForm

const SERVER_FIELDS = SOCIAL_NETWORKS.map((network) => [network, network] as const)

function LinkPreview({ network, value }: { network: SocialNetwork; value: string }) {
  const { t } = useTranslation('account')
  if (value.trim() === '') return <p className={styles.preview}>{t('social.none')}</p>
  const parsed = parseSocialLink(network, value)
  // A refused value has its error under the field once checked; no preview of a link it is not.
  if (!parsed.ok) return null
  const { handle, url } = parsed.link
  if (url === null) {
    return <p className={styles.preview}>{t('social.previewNoPage', { handle })}</p>
  }
  return (
    <p className={styles.preview}>
      {t('social.preview')}{' '}
      <a href={url} target="_blank" rel="noopener noreferrer">
        {url} <span className="visually-hidden">{t('social.newTab')}</span>
      </a>
    </p>
  )
}

function NetworkField({
  network,
  value,
  error,
  register,
  onClear,
}: {
  network: SocialNetwork
  value: string
  error: string | undefined
  register: UseFormRegister<UpdateSocialLinksRequest>
  onClear: () => void
}) {
  const { t } = useTranslation('account')
  const name = t(`social.networks.${network}`)
  return (
    <div className={styles.network}>
      <div className={styles.networkRow}>
        <TextField
          label={name}
          placeholder={t(`social.placeholder.${network}`)}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          error={error}
          {...register(network)}
        />
        {value !== '' ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={onClear}
            aria-label={t('social.clearLabel', { network: name })}
          >
            {t('social.clear')}
          </Button>
        ) : null}
      </div>
      <LinkPreview network={network} value={value} />
    </div>
  )
}

function SocialFormView({ socials }: { socials: SocialLinks }) {
  const { t } = useTranslation('account')
  const errorText = useFieldErrorText()
  const [updateLinks, { isLoading }] = useUpdateSocialLinksMutation()
  const { form, onSubmit, saved, failure } = useServerForm({
    schema: updateSocialLinksRequestSchema,
    defaultValues: toForm(socials),
    serverFields: SERVER_FIELDS,
    // What was typed goes as typed: the server reads it with the same parser.
    send: (_values, typed) => updateLinks(typed),
    onSaved: (stored, { reset }) => reset(toForm(stored.socials)),
  })
  const {
    register,
    setValue,
    setFocus,
    control,
    formState: { errors },
  } = form
  const values = useWatch({ control })

  const clear = (network: SocialNetwork) => {
    setValue(network, '', { shouldDirty: true, shouldValidate: true })
    setFocus(network)
  }

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <div className={formStyles.card}>
        {SOCIAL_NETWORKS.map((network) => (
          <NetworkField
            key={network}
            network={network}
            value={values[network] ?? ''}
            error={errorText(errors[network])}
            register={register}
            onClear={() => clear(network)}
          />
        ))}
      </div>
      <AccountFormFooter
        failure={failure}
        saved={saved ? t('social.saved') : null}
        busy={isLoading}
      />
    </form>
  )
}

/** The form while the links load: a field for each network, its preview's line under it, and Save. */
function SocialSkeleton() {
  return (
    <div className={formStyles.form}>
      <div className={formStyles.card}>
        {SOCIAL_NETWORKS.map((network) => (
          <div key={network} className={styles.network} aria-hidden="true">
            <SkeletonField labelWidth="6em" />
            <SkeletonLine className={styles.preview} width="14em" />
          </div>
        ))}
      </div>
      <SkeletonActions widths={[112]} />
    </div>
  )
}

export function SocialScreen() {
  return (
    <AccountPage page="social">
      <WithMe skeleton={<SocialSkeleton />}>
        {(me) => <SocialFormView socials={me.socials} />}
      </WithMe>
    </AccountPage>
  )
}

export default SocialScreen
