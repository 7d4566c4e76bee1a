/**
 * Teams: create, read, customise, roster roles, remove a member, leave (docs/api/teams.md).
 * The request schemas validate the client's forms and the mock API's requests alike.
 */
import { z } from 'zod'
import { dataUrlBytes, dataUrlPayload, detectImageType } from './images'
import { HIDDEN_CHARACTER } from './text'
import { nonNegative, playerRefSchema, positiveId, teamRefSchema } from './common'
import {
  competitionNameSchema,
  competitionSummarySchema,
  fixtureMatchSchema,
  teamRecordSchema,
} from './competitions'
import { teamTransferWindowSchema } from './teamTransferWindow'
import { recruitmentPostSchema } from './listings'
import {
  MATCH_RESULTS,
  PLATFORMS,
  POSITIONS,
  REGISTRATION_STATUSES,
  SHIRT_NUMBER_MAX,
  SHIRT_NUMBER_MIN,
  TEAM_ROLES,
} from './league'

// The shared vocabulary these schemas use: declared in ./league.ts, offered here to the area's clients.
export {
  MATCH_STAGES,
  MATCH_STATUSES,
  PLATFORMS,
  POSITIONS,
  SHIRT_NUMBER_MAX,
  SHIRT_NUMBER_MIN,
  TEAM_ROLES,
  type Platform,
  type Position,
  type TeamRole,
} from './league'

export const TEAM_NAME_MIN_LENGTH = 3
export const TEAM_NAME_MAX_LENGTH = 30
/** 2 to 5 letters or digits; stored and shown in capitals (`nsr` → `NSR`). */
export const TEAM_TAG_PATTERN = /^[A-Za-z0-9]{2,5}$/
export const TEAM_DESCRIPTION_MAX_LENGTH = 500
/** `#RRGGBB`; answered in lower case. */
export const HEX_COLOR_PATTERN = /^#[0-9A-Fa-f]{6}$/

/**
 * A team's roster holds at most this many players, or the largest `rosterMax` of the competitions it
 * is entered in (not finished, registration not rejected) when that is larger. The team page answers
 * the limit that applies as `rosterLimit`.
 */
export const TEAM_ROSTER_MAX = 18

/** Crest images: PNG, JPEG or WebP (IMAGE_TYPES), judged by their content, at most 1 MB. */
export const CREST_MAX_BYTES = 1024 * 1024

/**
 * The field problems the teams area names beyond the generic ones (required, too long, invalid):
 * the message of such a schema issue is one of these keys.
 */
export const TEAM_FIELD_ERRORS = [
  'team_name_length',
  'team_name_characters',
  'team_name_taken',
  'team_tag_format',
  'team_tag_taken',
  'color_format',
  'crest_type',
  'crest_too_large',
  'shirt_number_range',
  'shirt_number_taken',
  'nothing_to_change',
] as const
export type TeamFieldError = (typeof TEAM_FIELD_ERRORS)[number]

function fieldIssue(input: unknown, fieldError: TeamFieldError) {
  return { code: 'custom' as const, input, message: fieldError }
}

/**
 * A crest upload: a base64 `data:` URL of a PNG, JPEG or WebP image of at most CREST_MAX_BYTES.
 * The content decides the type; the value comes out with the type it really is.
 */
export const crestUploadSchema = z.string().transform((value, context) => {
  const payload = dataUrlPayload(value)
  // Size before decoding: 4 base64 characters carry 3 bytes.
  if (payload !== undefined && Math.floor((payload.length * 3) / 4) - 2 > CREST_MAX_BYTES) {
    context.issues.push(fieldIssue(value, 'crest_too_large'))
    return z.NEVER
  }
  const bytes = dataUrlBytes(value)
  const type = bytes === null ? null : detectImageType(bytes)
  if (bytes === null || type === null) {
    context.issues.push(fieldIssue(value, 'crest_type'))
    return z.NEVER
  }
  if (bytes.length > CREST_MAX_BYTES) {
    context.issues.push(fieldIssue(value, 'crest_too_large'))
    return z.NEVER
  }
  return `data:${type};base64,${payload ?? ''}`
})

/**
 * A problem's message is its field-error key (TEAM_FIELD_ERRORS) where the generic texts would not
 * say enough; the server words it in the user's language, the client can translate it the same way.
 */
const error = (key: TeamFieldError) => ({ error: key })

/**
 * In Unicode's compatibility form (NFKC: full-width and styled letters become plain ones), trimmed,
 * runs of spaces (and control characters) collapsed into one space; no hidden characters.
 */
const teamName = z
  .string()
  .transform((value) =>
    value
      .normalize('NFKC')
      // eslint-disable-next-line no-control-regex -- control characters become spaces
      .replace(/[\s\u0000-\u001f\u007f]+/g, ' ')
      .trim(),
  )
  .pipe(
    z
      .string()
      .min(TEAM_NAME_MIN_LENGTH, error('team_name_length'))
      .max(TEAM_NAME_MAX_LENGTH, error('team_name_length'))
      .refine((value) => !HIDDEN_CHARACTER.test(value), error('team_name_characters')),
  )
const teamTag = z
  .string()
  .trim()
  .regex(TEAM_TAG_PATTERN, error('team_tag_format'))
  .transform((value) => value.toUpperCase())
const hexColor = z
  .string()
  .regex(HEX_COLOR_PATTERN, error('color_format'))
  .transform((value) => value.toLowerCase())
const description = z.string().trim().max(TEAM_DESCRIPTION_MAX_LENGTH)

/**
 * POST /api/teams. A new team is not recruiting: it recruits by publishing a post
 * (PUT /api/teams/:id/recruitment), which alone sets `recruiting`.
 */
export const createTeamRequestSchema = z.object({
  name: teamName,
  tag: teamTag,
  platform: z.enum(PLATFORMS),
  primaryColor: hexColor,
  secondaryColor: hexColor,
  description: description.default(''),
  /** A data URL to upload, or null (or absent) for the default crest. */
  crest: crestUploadSchema.nullable().default(null),
})
export type CreateTeamRequest = z.input<typeof createTeamRequestSchema>
export type CreateTeamValues = z.output<typeof createTeamRequestSchema>

function somethingToChange(value: Record<string, unknown>): boolean {
  return Object.values(value).some((field) => field !== undefined)
}

/**
 * PATCH /api/teams/:id — any of the fields; `crest: null` removes the crest. The platform stays;
 * `recruiting` follows the recruitment post (PUT and DELETE /api/teams/:id/recruitment).
 */
export const updateTeamRequestSchema = z
  .object({
    name: teamName.optional(),
    tag: teamTag.optional(),
    primaryColor: hexColor.optional(),
    secondaryColor: hexColor.optional(),
    description: description.optional(),
    crest: crestUploadSchema.nullable().optional(),
  })
  .refine(somethingToChange, error('nothing_to_change'))
export type UpdateTeamRequest = z.input<typeof updateTeamRequestSchema>
export type UpdateTeamValues = z.output<typeof updateTeamRequestSchema>

/** PUT /api/teams/:id/members/:userId — a role (the manager only), a shirt number (or null to clear). */
export const updateMemberRequestSchema = z
  .object({
    role: z.enum(TEAM_ROLES).optional(),
    shirtNumber: z
      .number()
      .int(error('shirt_number_range'))
      .min(SHIRT_NUMBER_MIN, error('shirt_number_range'))
      .max(SHIRT_NUMBER_MAX, error('shirt_number_range'))
      .nullable()
      .optional(),
  })
  .refine(somethingToChange, error('nothing_to_change'))
export type UpdateMemberRequest = z.input<typeof updateMemberRequestSchema>
export type UpdateMemberValues = z.output<typeof updateMemberRequestSchema>

/** One player of the roster. `shirtNumber` is the team's number for them (unique in the team). */
export const rosterMemberSchema = playerRefSchema.extend({
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
  primaryPosition: z.enum(POSITIONS),
  secondaryPosition: z.enum(POSITIONS).nullable(),
  shirtNumber: z.number().int().nullable(),
  role: z.enum(TEAM_ROLES),
  joinedAt: z.string(),
})
export type RosterMember = z.infer<typeof rosterMemberSchema>

export const teamManagerSchema = playerRefSchema.extend({
  role: z.enum(TEAM_ROLES).exclude(['player']),
})
export type TeamManager = z.infer<typeof teamManagerSchema>

/** A match of the team: the fixture list's match, its competition, and the team's `result`. */
export const teamMatchSchema = fixtureMatchSchema.extend({
  competition: competitionNameSchema,
  /** By the score, for this team (a shoot-out does not turn a draw into a win); null without one. */
  result: z.enum(MATCH_RESULTS).nullable(),
})
export type TeamMatch = z.infer<typeof teamMatchSchema>

/** Over every competition: played and forfeited matches (a forfeit is the awarded 3–0). */
export const teamStatsSchema = teamRecordSchema.extend({
  /** Matches the opponent did not score in. */
  cleanSheets: nonNegative,
  /** Whoever scored most for the team (still on it or not); null before a goal. */
  topScorer: playerRefSchema.extend({ goals: positiveId }).nullable(),
})
export type TeamStats = z.infer<typeof teamStatsSchema>

/** A competition the team entered (any registration but a rejected one). */
export const teamCompetitionSchema = competitionSummarySchema.extend({
  registrationStatus: z.enum(REGISTRATION_STATUSES).exclude(['rejected']),
})
export type TeamCompetition = z.infer<typeof teamCompetitionSchema>

export const TEAM_RESULTS_COUNT = 5
export const TEAM_FIXTURES_COUNT = 5

/** The team page's team: how other answers name it (id, name, tag, crest), and the rest. */
export const teamDetailSchema = teamRefSchema.extend({
  platform: z.enum(PLATFORMS),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  description: z.string(),
  /** The team has an active recruitment post (`recruitment`); set by the post only. */
  recruiting: z.boolean(),
  /**
   * What the club is recruiting for (docs/api/market.md): its post while active, for anyone; a
   * paused one only for the team's managers; null otherwise.
   */
  recruitment: recruitmentPostSchema.nullable(),
  createdAt: z.string(),
  rosterSize: nonNegative,
  /** How many players the roster can hold (TEAM_ROSTER_MAX or a competition's larger rosterMax). */
  rosterLimit: positiveId,
  /** The manager, then the co-managers. */
  managers: z.array(teamManagerSchema),
  /** Manager, co-managers, players; each group by shirt number (none last). */
  roster: z.array(rosterMemberSchema),
  /** The latest TEAM_RESULTS_COUNT results, newest first. */
  results: z.array(teamMatchSchema),
  /** The next TEAM_FIXTURES_COUNT scheduled matches, soonest first. */
  fixtures: z.array(teamMatchSchema),
  stats: teamStatsSchema,
  /** Newest first (by start date). */
  competitions: z.array(teamCompetitionSchema),
  /** Whether the team may add and release players now; null when it plays in no running competition. */
  transferWindow: teamTransferWindowSchema.nullable(),
})
export type TeamDetail = z.infer<typeof teamDetailSchema>

/** The signed-in caller's relation to the team. */
export const teamViewerSchema = z.object({
  /** The caller's role on this team, or null when not on it. */
  role: z.enum(TEAM_ROLES).nullable(),
  /** Manager or co-manager: may customise the team, invite, and manage the roster. */
  canManage: z.boolean(),
  /**
   * A player on no team may ask to join this one: it has managers to answer. The transfer window and
   * the roster's room are checked when the request is sent, and its refusal says why.
   */
  canAskToJoin: z.boolean(),
})
export type TeamViewer = z.infer<typeof teamViewerSchema>

/** GET /api/teams/:id, and POST /api/teams, PATCH /api/teams/:id, POST /api/invitations/:id/accept. */
export const teamResponseSchema = z.object({
  team: teamDetailSchema,
  /** Null for a visitor (no token). */
  viewer: teamViewerSchema.nullable(),
})
export type TeamResponse = z.infer<typeof teamResponseSchema>

/** PUT /api/teams/:id/members/:userId — the roster after the change (a hand-over changes two rows). */
export const rosterResponseSchema = z.object({ roster: z.array(rosterMemberSchema) })
export type RosterResponse = z.infer<typeof rosterResponseSchema>
