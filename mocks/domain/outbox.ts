/**
 * The demo's outbox: the emails the mock API would send. No mail leaves the browser, so each is kept
 * in `db.mails`, and the demo's sign-up pages read the newest to an address (GET /api/__mock/outbox,
 * mocks/handlers/mock.ts). The API's own answers never carry what an email says: they are the same
 * whether or not the address has an account (docs/api/accounts.md, "Registration and activation").
 */
import type { MailKind } from '@/api/contracts/mockOutbox'
import { now } from '../clock'
import { db, nextId, type MailRecord, type UserRecord } from '../model'

/** The app's page that activates an account: what the activation email links to. */
export function activationPath(code: string): string {
  return `/activate?code=${code}`
}

/** The sign-in page, which an email about an account that is already active links to. */
export const SIGN_IN_PATH = '/login'

/** An email about `user`'s account, to the account's address, before it is numbered and dated. */
export function mailTo(
  user: UserRecord,
  kind: MailKind,
  link: string,
): Omit<MailRecord, 'id' | 'sentAt'> {
  return { to: user.email.toLowerCase(), kind, username: user.username, link }
}

/** "Sends" an email: keeps it in the outbox, dated now. */
export function sendMail(mail: Omit<MailRecord, 'id' | 'sentAt'>): Promise<MailRecord> {
  return db.mails.create({ id: nextId('mails'), sentAt: now().toISOString(), ...mail })
}

/** The emails sent to `email` (any case), newest first. */
export function mailsTo(email: string): MailRecord[] {
  const wanted = email.toLowerCase()
  return db.mails.findMany((q) => q.where({ to: wanted })).sort((a, b) => b.id - a.id)
}
