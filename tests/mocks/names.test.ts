/**
 * Names that only look unique (issue #16): a team name or a username that players could not tell
 * from one in use is taken, and a team name with invisible or direction-changing characters is
 * refused. Names are kept in Unicode's compatibility form.
 */
import { describe, expect, test } from 'vitest'
import { nameSkeleton } from '@mocks/lib/names'
import { db } from '@mocks/db'
import { call, json, signIn } from './client'

const BAYOU = 'Bayou Strikers'

async function renameTeam(name: string) {
  const { token } = await signIn('rivera_fc')
  return call('teams/1', { method: 'PATCH', token, body: { name } })
}

describe('a name’s skeleton', () => {
  test.each([
    ['Bаyou Strikers', 'Cyrillic а'],
    ['Bayóu Strikers', 'an accent'],
    ['Ｂａｙｏｕ Strikers', 'full-width letters'],
    ['𝐁𝐚𝐲𝐨𝐮 Strikers', 'mathematical bold'],
    ['BAYOU  STRIKERS', 'case and spaces'],
    ['Bay0u Strikers', 'a zero for an o'],
    ['Bayou Strikers\u3164', 'a Hangul filler'],
    ['Bayou Strikers\ufe0f', 'a variation selector'],
  ])('%s reads as Bayou Strikers (%s)', (name) => {
    expect(nameSkeleton(name)).toBe(nameSkeleton(BAYOU))
  })

  test('names that read differently stay apart', () => {
    expect(nameSkeleton('Bayou Strikers')).not.toBe(nameSkeleton('Bayou Stingers'))
    expect(nameSkeleton('Inter')).not.toBe(nameSkeleton('Enter'))
  })
})

describe('team names', () => {
  test.each([
    ['Bay\u200bou Strikers', 'a zero-width space'],
    ['\u202eBayou Strikers', 'a right-to-left override'],
    ['Bayou\u2066 Strikers', 'a bidirectional isolate'],
    ['Bayou\u2060Strikers', 'a word joiner'],
    ['Bayou Strikers\u3164', 'a Hangul filler'],
    ['Bayou\u2800Strikers', 'a blank Braille pattern'],
  ])('%j is refused: %s', async (name) => {
    const answer = await renameTeam(name)
    expect(answer.status).toBe(422)
    expect(await json(answer)).toMatchObject({
      code: 'validation_failed',
      fieldErrors: {
        name: 'Use only characters that can be seen: no invisible or direction-changing characters.',
      },
    })
  })

  test('a name that looks like another team’s is taken, and styled letters are stored plainly', async () => {
    const other = db.teams.findFirst((q) => q.where((team) => team.id !== 1))
    if (other === undefined) throw new Error('the seed has one team only')
    const lookAlike = other.name.replace(/a/, 'а').replace(/o/, '0')
    const taken = await renameTeam(lookAlike)
    expect(taken.status).toBe(409)
    expect(await json(taken)).toMatchObject({
      code: 'team_taken',
      fieldErrors: { name: expect.any(String) },
    })

    const styled = await renameTeam('Ｎｏｒｔｈｓｉｄｅ Rovers FC')
    expect(styled.status).toBe(200)
    expect(await json(styled)).toMatchObject({ team: { name: 'Northside Rovers FC' } })
  })
})

describe('usernames', () => {
  test('a sign-up with a look-alike of a username in use is taken', async () => {
    const answer = await call('register', {
      method: 'POST',
      body: {
        username: 'rivera_Fc',
        email: 'copy@example.com',
        password: 'goodpass123',
        platform: 'pc',
        acceptTerms: true,
      },
    })
    expect(answer.status).toBe(409)
    const zero = await call('register', {
      method: 'POST',
      body: {
        username: 'dem0',
        email: 'zero@example.com',
        password: 'goodpass123',
        platform: 'pc',
        acceptTerms: true,
      },
    })
    expect(zero.status).toBe(409)
    expect(await json(zero)).toMatchObject({ code: 'username_taken' })
  })
})
