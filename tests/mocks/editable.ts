/**
 * Seeded data a player can edit must pass the edit endpoints' rules as it is: a player who opens an
 * edit form (filled in from what the API answers) and saves without changing anything is never refused.
 */
import { expect } from 'vitest'
import type { z } from 'zod'
import { updateProfileRequestSchema } from '@/api/contracts/accounts'
import { updateTeamRequestSchema } from '@/api/contracts/teams'
import { toProfile } from '@mocks/domain/accounts'
import type { TeamRecord, UserRecord } from '@mocks/model'

/** `schema` accepts `unchanged` and changes nothing in it. */
function expectSavedUnchanged(schema: z.ZodType, unchanged: object, label: string): void {
  const parsed = schema.safeParse(unchanged)
  expect(parsed.error?.issues, label).toBeUndefined()
  expect(parsed.data, label).toEqual(unchanged)
}

/**
 * "Edit profile" sends back every user's profile (as GET /api/me answers it) unchanged: PATCH /api/me
 * accepts it. Platform IDs are also unique on their network.
 */
export function expectEditableProfiles(users: readonly UserRecord[]): void {
  const taken = { psn: new Set<string>(), xbox: new Set<string>(), ea: new Set<string>() }
  for (const user of users) {
    const profile = toProfile(user)
    const { country, platform, platformIds, primaryPosition, secondaryPosition } = profile
    const { shirtNumber, bio, lookingFor } = profile
    expectSavedUnchanged(
      updateProfileRequestSchema,
      {
        country,
        platform,
        platformIds,
        primaryPosition,
        secondaryPosition,
        shirtNumber,
        bio,
        lookingFor,
      },
      user.username,
    )
    for (const network of ['psn', 'xbox', 'ea'] as const) {
      const id = platformIds[network]?.toLowerCase()
      if (id === undefined) continue
      expect(taken[network].has(id), `${network} ID ${id}`).toBe(false)
      taken[network].add(id)
    }
  }
}

/**
 * The team's edit form sends back every team's details unchanged: PATCH /api/teams/:id accepts them.
 * The crest is left out: the form omits it to keep it (docs/api/teams.md, "Crest images").
 */
export function expectEditableTeams(teams: readonly TeamRecord[]): void {
  for (const team of teams) {
    const { name, tag, primaryColor, secondaryColor, description } = team
    expectSavedUnchanged(
      updateTeamRequestSchema,
      { name, tag, primaryColor, secondaryColor, description },
      team.name,
    )
  }
}
