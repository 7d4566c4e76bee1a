/**
 * Pictures by address (docs/api.md, "Pictures"): an upload is stored once, answers name it by its
 * address, GET /api/media/{id} serves it with a year's cache and nosniff, and a picture nothing shows
 * any more is deleted.
 */
import { describe, expect, test } from 'vitest'
import { AVATAR_MAX_BYTES } from '@/api/contracts/accounts'
import { CREST_MAX_BYTES } from '@/api/contracts/teams'
import { db, resetDb } from '@mocks/db'
import { setScenario } from '@mocks/scenarios'
import { BASE, call, picture, putAvatar, signIn } from './client'
import { NORTHSIDE, user } from './seedLookup'

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/** A "PNG" of `size` bytes: the signature, then zeros (the server judges the first bytes). */
function png(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size)
  bytes.set(PNG_SIGNATURE)
  return bytes
}

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')

/** POST /api/teams as the token's player: a new team with a small PNG crest. */
function createTeam(token: string, name: string, tag: string) {
  return call('teams', {
    method: 'POST',
    token,
    body: {
      name,
      tag,
      platform: 'playstation',
      primaryColor: '#112233',
      secondaryColor: '#ffffff',
      crest: `data:image/png;base64,${base64(png(64))}`,
    },
  })
}

describe('GET /api/media/{id}', () => {
  test('serves a stored picture with its type, a year’s cache and nosniff, without a token', async () => {
    const address = NORTHSIDE().crest ?? ''
    const response = await fetch(new URL(address, BASE))
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml')
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(response.headers.get('Content-Security-Policy')).toMatch(/\bsandbox\b/)
    expect(await response.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
  })

  test('404 media_not_found, in the caller’s language, for an id that names nothing', async () => {
    for (const id of ['999999', '0', 'abc', '01']) {
      const response = await call(`media/${id}`, { language: 'es' })
      expect(response.status, id).toBe(404)
      expect(await response.json()).toEqual({
        error: 'No hay ninguna imagen guardada en esta dirección.',
        code: 'media_not_found',
      })
    }
  })

  test('answers 304 to the ETag it gave, and HEAD with the headers alone', async () => {
    const address = new URL(NORTHSIDE().crest ?? '', BASE)
    const etag = (await fetch(address)).headers.get('ETag') ?? ''
    expect(etag).toMatch(/^"[0-9a-f]{8}"$/)
    const again = await fetch(address, { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    const head = await fetch(address, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('Content-Type')).toBe('image/svg+xml')
    expect(head.headers.get('ETag')).toBe(etag)
  })

  test('an address names its bytes: after a reset, an id given again has another address', async () => {
    const { token } = await signIn('demo')
    const first = ((await (await putAvatar(token, png(64))).json()) as { avatar: string }).avatar
    await resetDb()
    const again = await signIn('demo')
    const bigger = png(80)
    const second = ((await (await putAvatar(again.token, bigger)).json()) as { avatar: string })
      .avatar
    // The same id, numbered again from the seed's; a cache keeping the first cannot answer the second.
    expect(second.split('?')[0]).toBe(first.split('?')[0])
    expect(second).not.toBe(first)
    expect((await picture(second))?.bytes.length).toBe(80)
  })

  test('fails with its area: 503 when the scenario fails `media`', async () => {
    setScenario({ failing: ['media'] })
    expect((await fetch(new URL(NORTHSIDE().crest ?? '', BASE))).status).toBe(503)
  })
})

describe('answers name pictures by address', () => {
  // Two uploads at the size limit: about 2 s alone, and past the default 5 s on a loaded machine.
  test(
    'a 2 MB avatar and a 1 MB crest leave the team page and the player list small',
    { timeout: 20_000 },
    async () => {
      const rivera = await signIn('rivera_fc')
      const team = NORTHSIDE()
      expect((await putAvatar(rivera.token, png(AVATAR_MAX_BYTES))).status).toBe(200)
      const crest = `data:image/png;base64,${base64(png(CREST_MAX_BYTES))}`
      const patched = await call(`teams/${team.id}`, {
        method: 'PATCH',
        token: rivera.token,
        body: { crest },
      })
      expect(patched.status).toBe(200)
      // Inline, the pictures made these answers 16 MB and 22.7 MB.
      const teamPage = await (await call(`teams/${team.id}`)).text()
      expect(teamPage.length).toBeLessThan(50_000)
      const players = await (await call(`players?teamId=${team.id}&pageSize=100`)).text()
      expect(players.length).toBeLessThan(50_000)
      const avatar = user('rivera_fc').avatar ?? ''
      expect(teamPage).toContain(`"avatar":"${avatar}"`)
      expect((await picture(avatar))?.bytes.length).toBe(AVATAR_MAX_BYTES)
    },
  )

  test('a replaced avatar’s picture is deleted; a new one gets a new address', async () => {
    const { token } = await signIn('demo')
    const first = ((await (await putAvatar(token, png(64))).json()) as { avatar: string }).avatar
    const second = ((await (await putAvatar(token, png(64))).json()) as { avatar: string }).avatar
    expect(second).not.toBe(first)
    expect(await picture(first)).toBeNull()
    expect(await picture(second)).not.toBeNull()
  })

  test('a disbanded team’s crest is deleted with it', async () => {
    const lone = await signIn('lone_wolf')
    const created = await createTeam(lone.token, 'Short Lived FC', 'SLFC')
    expect(created.status).toBe(201)
    const { team } = (await created.json()) as { team: { id: number; crest: string } }
    expect(await picture(team.crest)).not.toBeNull()
    expect(
      (await call(`teams/${team.id}/leave`, { method: 'POST', token: lone.token })).status,
    ).toBe(204)
    expect(await picture(team.crest)).toBeNull()
  })

  test('a team’s removed crest is deleted', async () => {
    const rivera = await signIn('rivera_fc')
    const team = NORTHSIDE()
    const address = team.crest ?? ''
    expect(await picture(address)).not.toBeNull()
    await call(`teams/${team.id}`, { method: 'PATCH', token: rivera.token, body: { crest: null } })
    expect(await picture(address)).toBeNull()
  })

  test('a picture two players show is deleted only when neither shows it any more', async () => {
    const shared = user('maya_goals').avatar
    // The seed stores each distinct drawing once: two players with the same one share its address.
    await db.users.update((q) => q.where({ username: 'demo' }), {
      data(record) {
        record.avatar = shared
      },
    })
    const maya = await signIn('maya_goals')
    expect((await call('me/avatar', { method: 'DELETE', token: maya.token })).status).toBe(204)
    expect(await picture(shared ?? '')).not.toBeNull()
    const demo = await signIn('demo')
    expect((await call('me/avatar', { method: 'DELETE', token: demo.token })).status).toBe(204)
    expect(await picture(shared ?? '')).toBeNull()
  })

  test('a refused upload stores nothing', async () => {
    const rivera = await signIn('rivera_fc')
    const before = db.media.all().length
    const taken = await createTeam((await signIn('lone_wolf')).token, 'Northside Rovers', 'NEWT')
    expect(taken.status).toBe(409)
    const notAnImage = await putAvatar(rivera.token, new TextEncoder().encode('GIF89a'))
    expect(notAnImage.status).toBe(415)
    expect(db.media.all().length).toBe(before)
  })
})
