/** The demo's outbox: every email the mock API would have sent (no mail leaves the browser). */
import { z } from 'zod'
import { MAIL_KINDS } from '@/api/contracts/mockOutbox'
import { id, isoDate } from './common'

export const mailRecordSchema = z.object({
  id,
  /** The address, lower case. */
  to: z.string().min(3),
  kind: z.enum(MAIL_KINDS),
  /** The account the email is about. */
  username: z.string().min(1),
  /** A path on the app's origin (`/activate?code=…`, `/login`). */
  link: z.string().startsWith('/'),
  sentAt: isoDate,
})
export type MailRecord = z.infer<typeof mailRecordSchema>
