/**
 * The /edit-profile form's values and how they map onto the request (PATCH /api/me): every field
 * sent together, so the server checks them together, and the form checked with the request's own
 * schema, so the client refuses what the server refuses.
 */
import { z } from 'zod'
import {
  updateProfileRequestSchema,
  type MyProfile,
  type UpdateProfileRequest,
} from '@/api/contracts/accounts'
import { isFieldErrorKey, type FieldErrorKey } from './forms'

export interface EditProfileForm {
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
export function toRequest(form: EditProfileForm): UpdateProfileRequest {
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

export function toForm(me: MyProfile): EditProfileForm {
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
export const FIELD_OF_PATH = {
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
export type RequestPath = keyof typeof FIELD_OF_PATH

const isRequestPath = (path: string): path is RequestPath => path in FIELD_OF_PATH

/** Rules without a key of their own in the contract (lengths) get ours. */
function messageKey(field: keyof EditProfileForm, message: string): FieldErrorKey {
  if (isFieldErrorKey(message)) return message
  if (field === 'bio') return 'bio_too_long'
  if (field === 'lookingFor') return 'looking_for_too_long'
  return 'invalid'
}

/** The form's values checked with the request's schema: the client refuses what the server refuses. */
export const editProfileFormSchema = z
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

export const SERVER_FIELDS = Object.entries(FIELD_OF_PATH) as [RequestPath, keyof EditProfileForm][]
