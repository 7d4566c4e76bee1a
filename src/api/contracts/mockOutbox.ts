/**
 * The demo's outbox (a mock-only endpoint, not part of the API: docs/api.md, "Mock-only endpoints"):
 * no mail leaves the browser, so the mock API keeps every email it would have sent, and the sign-up
 * pages show, in the demo only, the newest one to the address just used. The answers of the API
 * itself carry no link: they are the same whether or not an address has an account
 * (docs/decisions.md, "Sign-up does not tell whether an email has an account").
 */
import { z } from 'zod'
import { positiveId } from './common'
import { emailSchema } from './accounts'

/**
 * What an email is about; the app words each from its translations.
 * - `activation`: the link that activates a new account (at sign-up, and on a resend);
 * - `signup_pending_account`: someone signed up with an address whose account waits for activation;
 *   it carries a working activation link for that account;
 * - `signup_active_account`: someone signed up with an address whose account is active; it leads to
 *   the sign-in page;
 * - `resend_active_account`: someone asked for a new activation link for an address whose account is
 *   active; it leads to the sign-in page.
 */
export const MAIL_KINDS = [
  'activation',
  'signup_pending_account',
  'signup_active_account',
  'resend_active_account',
] as const
export type MailKind = (typeof MAIL_KINDS)[number]

export const outboxMailSchema = z.object({
  id: positiveId,
  /** The address it went to, lower case. */
  to: z.string(),
  kind: z.enum(MAIL_KINDS),
  /** The username of the account the email is about. */
  username: z.string(),
  /** The email's link: a path on the app's origin (`/activate?code=…`, `/login`). */
  link: z.string(),
  sentAt: z.string(),
})
export type OutboxMail = z.infer<typeof outboxMailSchema>

/** GET /api/__mock/outbox?to=… */
export const outboxQuerySchema = z.object({ to: emailSchema })
export type OutboxQuery = z.input<typeof outboxQuerySchema>

/** The emails sent to `to`, newest first. */
export const outboxResponseSchema = z.object({ items: z.array(outboxMailSchema) })
export type OutboxResponse = z.infer<typeof outboxResponseSchema>
