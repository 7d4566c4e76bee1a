/**
 * Team names and descriptions are read by every visitor: every payload of the corpus is saved
 * through the real API (as the shared schema normalises it, or refused with 422 when it breaks the
 * rules) and shows as inert text on the team page, the league table and the competition's teams.
 */
import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { updateTeamRequestSchema } from '@/api/contracts/teams'
import { CompetitionScreen } from '@/features/competitions/CompetitionScreen'
import { TeamScreen } from '@/features/teams/TeamScreen'
import { db } from '@mocks/db'
import { nameSkeleton } from '@mocks/lib/names'
import { signInAs } from '@mocks/server'
import { call, json } from '../mocks/client'
import { renderWithProviders } from '../utils/render'
import { INJECTION_PAYLOADS, liveMarkupIn } from './payloads'

/** The in-progress league whose table shows every accepted team (docs/api.md, the seed). */
const PREMIER = 3
const NORTHSIDE = 1

const folded = (text: string) => text.replace(/\s+/g, ' ').trim()

/** What the server keeps of a field, or undefined when it refuses it (422). */
function normalised(field: 'name' | 'description', value: string): string | undefined {
  const parsed = updateTeamRequestSchema.safeParse({ [field]: value })
  return parsed.success ? parsed.data[field] : undefined
}

async function managerToken(teamId: number): Promise<string> {
  const manager = db.memberships.findFirst((q) => q.where({ teamId, role: 'manager' }))
  const user = db.users.findFirst((q) => q.where({ id: manager?.userId ?? 0 }))
  if (user === undefined) throw new Error(`team ${teamId} has no manager`)
  return (await signInAs(user.username)).token
}

async function patchTeam(teamId: number, body: object): Promise<Response> {
  return call(`teams/${teamId}`, { method: 'PATCH', token: await managerToken(teamId), body })
}

/** The page's text holds every one of `texts`, and no payload became markup. */
function expectInert(texts: readonly string[]): void {
  const shown = folded(document.body.textContent ?? '')
  for (const text of texts) expect(shown, text).toContain(folded(text))
  expect(liveMarkupIn(document.body)).toEqual([])
}

test('team name: every payload is saved as the schema keeps it or refused, and shows as text in the table, the teams tab and the team page', async () => {
  const { items } = await json<{ items: { team: { id: number }; status: string }[] }>(
    await call(`competitions/${PREMIER}/teams`),
  )
  const teamIds = items.filter((item) => item.status === 'accepted').map((item) => item.team.id)
  expect(teamIds.length).toBeGreaterThan(3)

  let queue = [...INJECTION_PAYLOADS]
  let refused = 0
  let shownCount = 0
  // The names the teams of earlier rounds still hold: a payload that reads as one of them is taken.
  const held = new Set<string>()
  while (queue.length > 0) {
    const round: string[] = []
    const later: string[] = []
    for (const payload of queue) {
      const expected = normalised('name', payload)
      const teamId = teamIds[round.length]
      if (expected === undefined || teamId === undefined) {
        if (expected !== undefined) later.push(payload)
        else {
          const response = await patchTeam(NORTHSIDE, { name: payload })
          expect(response.status, payload).toBe(422)
          refused += 1
        }
        continue
      }
      const response = await patchTeam(teamId, { name: payload })
      if (response.status === 409 && held.has(nameSkeleton(expected))) {
        refused += 1
        continue
      }
      if (response.status === 409) {
        // Two payloads that read alike (case, look-alike letters): the second waits for the next round.
        later.push(payload)
        continue
      }
      expect(response.status, payload).toBe(200)
      const { team } = await json<{ team: { name: string } }>(response)
      expect(team.name, payload).toBe(expected)
      round.push(expected)
    }
    expect(round.length, 'a round saves at least one name').toBeGreaterThan(0)
    shownCount += round.length
    for (const name of round) held.add(nameSkeleton(name))

    for (const tab of ['table', 'teams']) {
      const { unmount } = renderWithProviders(<CompetitionScreen />, {
        route: `/competition/${PREMIER}?tab=${tab}`,
        path: '/competition/:id',
      })
      await screen.findAllByText(round[0] ?? '', { exact: false })
      expectInert(round)
      unmount()
    }
    const { unmount } = renderWithProviders(<TeamScreen />, {
      route: `/team/${teamIds[0]}`,
      path: '/team/:id',
    })
    await screen.findByRole('heading', { level: 1, name: round[0] })
    expectInert([round[0] ?? ''])
    unmount()
    queue = later
  }
  expect(shownCount + refused).toBe(INJECTION_PAYLOADS.length)
}, 120_000)

test('team description: every payload is saved as written (trimmed) and shows as text on the team page', async () => {
  let chunk = ''
  const chunks: string[] = []
  for (const payload of INJECTION_PAYLOADS) {
    const next = chunk ? `${chunk}\n${payload}` : payload
    if (next.length > 480 && chunk) {
      chunks.push(chunk)
      chunk = payload
    } else chunk = next
  }
  chunks.push(chunk)
  for (const description of chunks) {
    const response = await patchTeam(NORTHSIDE, { description })
    expect(response.status).toBe(200)
    const { team } = await json<{ team: { description: string } }>(response)
    expect(team.description).toBe(normalised('description', description))
    const { unmount } = renderWithProviders(<TeamScreen />, {
      route: `/team/${NORTHSIDE}`,
      path: '/team/:id',
    })
    await screen.findByText(description.split('\n')[0]?.trim() ?? '', { exact: false })
    expectInert(description.split('\n'))
    unmount()
  }
}, 120_000)

test('create team: a hostile name and description are kept and shown as text', async () => {
  const { token } = await signInAs('lone_wolf')
  const name = '<img src=x onerror=alert(1)>'
  const description = INJECTION_PAYLOADS.slice(0, 8).join('\n')
  const response = await call('teams', {
    method: 'POST',
    token,
    body: {
      name,
      tag: 'XSS',
      platform: 'playstation',
      primaryColor: '#112233',
      secondaryColor: '#ffffff',
      description,
    },
  })
  expect(response.status).toBe(201)
  const { team } = await json<{ team: { id: number; name: string; description: string } }>(response)
  expect(team).toMatchObject({ name, description })
  renderWithProviders(<TeamScreen />, { route: `/team/${team.id}`, path: '/team/:id' })
  await screen.findByRole('heading', { level: 1, name })
  expectInert([name, ...description.split('\n')])
})
