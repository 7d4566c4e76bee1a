/**
 * What every area's answers are made of: ids, counts and shirt numbers, and the references by which
 * one answer names a team or a player it mentions (links go to /team/{id} and /profile/{id}). A
 * reference is declared once here, so a team looks the same in a table, a roster, an invitation or
 * a search, and a larger view of it (a search result, a competition's entry) extends it.
 */
import { z } from 'zod'
import { SHIRT_NUMBER_MAX, SHIRT_NUMBER_MIN } from './league'
import { mediaUrlSchema } from './media'
import { canonicalTimeZone } from './time'

/** A record's id, and any other count that starts at 1. */
export const positiveId = z.number().int().positive()
/** A count that may be 0 (goals, matches, players). */
export const nonNegative = z.number().int().nonnegative()
/**
 * A side's goals in a shoot-out: a knockout match level after extra time is settled on penalties;
 * null otherwise.
 */
export const penaltyGoals = nonNegative.nullable()
/** A shirt number: the one a player prefers, or the one their team gives them. */
export const shirtNumber = z.number().int().min(SHIRT_NUMBER_MIN).max(SHIRT_NUMBER_MAX)

/**
 * An IANA time zone Intl knows, in any case, read as its canonical spelling (`america/chicago` →
 * `America/Chicago`); anything else is the field error `time_zone_invalid`. A player's own zone
 * (./accounts.ts) and a market listing's (./listings.ts) are read alike.
 */
export const timeZoneSchema = z
  .string({ error: 'time_zone_invalid' })
  .transform((value, context) => {
    const zone = canonicalTimeZone(value)
    if (zone === null) context.addIssue({ code: 'custom', message: 'time_zone_invalid' })
    return zone ?? value
  })

/** A team as other answers name it (lists, tables, matches, invitations, a player's team). */
export const teamRefSchema = z.object({
  id: positiveId,
  name: z.string(),
  /** 2 to 5 capitals or digits: `NSR`. */
  tag: z.string(),
  /** The crest's address (GET /api/media/{id}), or null for the default crest. */
  crest: mediaUrlSchema.nullable(),
})
export type TeamRef = z.infer<typeof teamRefSchema>

/** A team named in words only, without its crest (an article's links, an infraction). */
export const namedTeamSchema = teamRefSchema.pick({ id: true, name: true, tag: true })

/** A player as other answers name them; never an email. */
export const playerRefSchema = z.object({
  id: positiveId,
  username: z.string(),
  /** The picture's address (GET /api/media/{id}), or null for the default image. */
  avatar: mediaUrlSchema.nullable(),
})
export type PlayerRef = z.infer<typeof playerRefSchema>

/** A player named by id and username, without the avatar (a registration, an article's links). */
export const namedPlayerSchema = playerRefSchema.pick({ id: true, username: true })
