/**
 * Transfer windows: while a competition is in progress, a team entered in it can add and release
 * players only during one of its windows (docs/api/teams.md, "Transfer windows"). A team in several
 * running competitions needs a window of each open at once; a team in none may always.
 *
 * Adding (accepting an invitation or a join request), starting to add (sending either) and
 * releasing (removing a member, leaving) all ask assertTransferWindowOpen first. Founding a team
 * never does: a new team plays in no competition yet.
 */
import type { TeamTransferWindow } from '@/api/contracts/teamTransferWindow'
import { now } from '../clock'
import { db, type CompetitionRecord } from '../model'
import { transferWindowSentences } from '../lib/errors/teams'
import { errorMessage } from '../lib/errorCatalogue'
import { HttpError } from '../lib/http'
import type { Language } from '../lib/language'
import { findCompetition } from './lookups'
import { toCompetitionRef } from './refs'

type Window = CompetitionRecord['transferWindows'][number]

/** The competitions in progress the team is entered in (accepted), by id. */
function runningCompetitionsOf(teamId: number): CompetitionRecord[] {
  return db.registrations
    .findMany((q) => q.where({ teamId, status: 'accepted' }))
    .flatMap((registration) => {
      const competition = findCompetition(registration.competitionId)
      return competition?.status === 'in_progress' ? [competition] : []
    })
    .sort((a, b) => a.id - b.id)
}

function windowAt(competition: CompetitionRecord, at: string): Window | undefined {
  return competition.transferWindows.find((window) => window.opensAt <= at && at <= window.closesAt)
}

/** The first running competition of the team whose windows are all shut at `at`, and its next one. */
function lockedBy(
  running: readonly CompetitionRecord[],
  at: string,
): { competition: CompetitionRecord; next: Window | undefined } | undefined {
  const competition = running.find((candidate) => windowAt(candidate, at) === undefined)
  if (competition === undefined) return undefined
  return { competition, next: competition.transferWindows.find((window) => window.opensAt > at) }
}

/**
 * Whether the team may change its roster at `at` (now by default), in the contract's words; null
 * when it plays in no running competition.
 */
export function teamTransferWindow(
  teamId: number,
  language: Language,
  at: string = now().toISOString(),
): TeamTransferWindow | null {
  const running = runningCompetitionsOf(teamId)
  if (running.length === 0) return null
  const locked = lockedBy(running, at)
  if (locked === undefined) {
    const ends = running.flatMap((competition) => windowAt(competition, at)?.closesAt ?? [])
    return { open: true, closesAt: ends.sort()[0] ?? null, competition: null, next: null }
  }
  const { competition, next } = locked
  return {
    open: false,
    closesAt: null,
    competition: toCompetitionRef(competition, language),
    next: next === undefined ? null : { opensAt: next.opensAt, closesAt: next.closesAt },
  }
}

/** A window's day as the league writes it: a long date in the competition's zone. */
function windowDay(instant: string, competition: CompetitionRecord, language: Language): string {
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'long',
    timeZone: competition.timeZone,
  }).format(new Date(instant))
}

/** The refusal's words: which competition holds the window, and when the next one opens. */
function closedWords(competition: CompetitionRecord, next: Window | undefined, language: Language) {
  const sentences = transferWindowSentences[language]
  const after =
    next === undefined
      ? sentences.none
      : sentences.next
          .replace('{opens}', windowDay(next.opensAt, competition, language))
          .replace('{closes}', windowDay(next.closesAt, competition, language))
  return `${errorMessage(language, 'transfer_window_closed', { competition: competition.name })} ${after}`
}

/**
 * 409 `transfer_window_closed` when the team may not add or release players now: the answer names
 * the competition and the next window's dates, and carries the team's `transferWindow`.
 */
export function assertTransferWindowOpen(teamId: number): void {
  const at = now().toISOString()
  const locked = lockedBy(runningCompetitionsOf(teamId), at)
  if (locked === undefined) return
  throw new HttpError(409, 'transfer_window_closed', undefined, undefined, (language) => ({
    error: closedWords(locked.competition, locked.next, language),
    fields: { transferWindow: teamTransferWindow(teamId, language, at) },
  }))
}
