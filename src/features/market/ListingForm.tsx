/**
 * A player's market listing, published or edited (PUT /api/me/listing): positions (one to three),
 * platform and the gamertag they publish, region and time zone, the evenings they play and a
 * message. Checked with the request's own schema when a field is left and on submit; the server's
 * field errors land on their fields; any other failure is an alert that keeps what was typed.
 */
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import type { MyProfile } from '@/api/contracts/accounts'
import {
  LISTING_POSITIONS_MAX,
  playerListingRequestSchema,
  type ListingStatus,
  type PlayerListing,
} from '@/api/contracts/listings'
import { useSaveMyListingMutation } from '@/api/endpoints/marketApi'
import { FormSelectField, FormTextField } from '@/components/form/FormFields'
import { useServerForm } from '@/components/form/useServerForm'
import { TimeZoneOptions } from '@/components/TimeZoneOptions'
import { browserTimeZone } from '@/lib/timeZone'
import { marketFormSchema, marketServerFields } from '@/session/market/marketForm'
import { PostChoiceField, PostForm } from '@/session/market/PostForm'
import { useMarketWords } from '@/session/market/useMarketWords'

/** What the form holds: every field as typed or ticked, before the request's schema reads it. */
export interface ListingFormValues {
  positions: string[]
  platform: string
  gamertag: string
  region: string
  timeZone: string
  evenings: string[]
  message: string
}

/** The form's rules are the request's; each issue is put on its field with its `market` key. */
export const listingFormSchema = marketFormSchema(
  {
    positions: z.array(z.string()),
    platform: z.string(),
    gamertag: z.string(),
    region: z.string(),
    timeZone: z.string(),
    evenings: z.array(z.string()),
    message: z.string(),
  },
  playerListingRequestSchema,
)

/** Server path → form field, in the form's order: the first in error gets the focus. */
const SERVER_FIELDS = marketServerFields(
  ['positions', 'platform', 'gamertag', 'region', 'timeZone', 'evenings', 'message'],
  ['positions', 'evenings'],
)

/** The in-game ID of the player's platform, which a new listing offers to publish. */
function platformId(me: MyProfile): string {
  const { psn, xbox, ea } = me.platformIds
  return ({ playstation: psn, xbox, pc: ea }[me.platform] ?? '') || ''
}

/**
 * The form's first values: the listing's, or for a new one what the player's profile already says
 * (their positions, platform and its ID, their zone, what they look for).
 */
export function listingFormValues(
  listing: PlayerListing | null,
  me: MyProfile | undefined,
): ListingFormValues {
  if (listing) {
    return {
      positions: [...listing.positions],
      platform: listing.platform,
      gamertag: listing.gamertag,
      region: listing.region,
      timeZone: listing.timeZone,
      evenings: [...listing.evenings],
      message: listing.message,
    }
  }
  return {
    positions: me
      ? [me.primaryPosition, ...(me.secondaryPosition ? [me.secondaryPosition] : [])]
      : [],
    platform: me?.platform ?? '',
    gamertag: me ? platformId(me) : '',
    region: '',
    timeZone: me?.timeZone ?? browserTimeZone(),
    evenings: [],
    message: me?.lookingFor ?? '',
  }
}

export function ListingForm({
  listing,
  me,
  onSaved,
  onCancel,
}: {
  /** The listing being edited; null publishes a new one. */
  listing: PlayerListing | null
  me: MyProfile | undefined
  onSaved: (saved: PlayerListing) => void
  onCancel: () => void
}) {
  const { t } = useTranslation('market')
  const words = useMarketWords()
  const [save, { isLoading }] = useSaveMyListingMutation()
  // Editing keeps the listing's status; a new listing is published.
  const status: ListingStatus = listing?.status ?? 'active'
  const server = useServerForm({
    schema: listingFormSchema,
    defaultValues: listingFormValues(listing, me),
    serverFields: SERVER_FIELDS,
    send: (values) => save({ ...values, status }),
    onSaved: (data) => onSaved(data.listing),
  })
  const timeZone = server.form.getValues('timeZone')

  return (
    <PostForm
      server={server}
      busy={isLoading}
      texts={t('form', { returnObjects: true, max: LISTING_POSITIONS_MAX })}
      submit={t(listing ? 'form.save' : 'form.publish')}
      failed={t('manage.failed')}
      onCancel={onCancel}
    >
      <PostChoiceField name="platform" label={t('form.platform')} choices={words.platformChoices} />
      <FormTextField
        name="gamertag"
        label={t('form.gamertag')}
        hint={t('form.gamertagHint')}
        identifier
        autoComplete="off"
      />
      <PostChoiceField name="region" label={t('form.region')} choices={words.regionChoices} />
      <FormSelectField name="timeZone" label={t('form.timeZone')} hint={t('form.timeZoneHint')}>
        <TimeZoneOptions
          current={timeZone === '' ? null : timeZone}
          texts={{
            option: (zone) => t('timeZones.option', zone),
            region: (region) => t(`timeZones.regions.${region}`),
          }}
        />
      </FormSelectField>
    </PostForm>
  )
}
