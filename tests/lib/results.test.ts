import { expect, test } from 'vitest'
import { fromTeamSide, shootOut, shootOutHomeAway } from '@/lib/results'

const awayWin = {
  home: { id: 7 },
  homeScore: 1,
  awayScore: 3,
  homePenalties: null,
  awayPenalties: null,
}

test("a team's own goals come first, at home or away", () => {
  expect(fromTeamSide(awayWin, 9)).toEqual({ score: { team: 3, opponent: 1 }, penalties: null })
  expect(fromTeamSide(awayWin, 7)).toEqual({ score: { team: 1, opponent: 3 }, penalties: null })
})

test('a match not played yet has no score', () => {
  const scheduled = { ...awayWin, homeScore: null, awayScore: null }
  expect(fromTeamSide(scheduled, 9)).toEqual({ score: null, penalties: null })
})

test('a shoot-out says whether the team went through', () => {
  const cupTie = { ...awayWin, homeScore: 0, awayScore: 0, homePenalties: 5, awayPenalties: 2 }
  const home = fromTeamSide(cupTie, 7)
  const away = fromTeamSide(cupTie, 9)
  expect(home.penalties).toEqual({ team: 5, opponent: 2 })
  expect(away.penalties).toEqual({ team: 2, opponent: 5 })
  expect(home.penalties && shootOut(home.penalties)).toBe('penaltiesWon')
  expect(away.penalties && shootOut(away.penalties)).toBe('penaltiesLost')
})

test('a list about no team reads a shoot-out home–away and names the team that went through', () => {
  const tie = {
    home: { name: 'Lone Star FC' },
    away: { name: 'Bayou United' },
    homePenalties: 2,
    awayPenalties: 5,
  }
  expect(shootOutHomeAway(tie)).toEqual({ home: 2, away: 5, team: 'Bayou United' })
  expect(shootOutHomeAway({ ...tie, homePenalties: 4, awayPenalties: 3 })?.team).toBe(
    'Lone Star FC',
  )
  expect(shootOutHomeAway({ ...tie, homePenalties: null, awayPenalties: null })).toBeNull()
})
