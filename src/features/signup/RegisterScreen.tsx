/**
 * /register (issue #4): the sign-up form, then "Check your email".
 *
 * URL state: after a sign-up the screen moves to `/register?sent=1` with `{ email }` in the history
 * entry's state (location.state), so that Back returns to the form, a reload keeps the view (the
 * browser keeps history state), and the address is never written into the URL, where it would end
 * up in logs and shared links. `?sent=1` without that state (a copied or typed URL) has nothing to
 * show, so the form shows instead.
 */
import { useLocation, useNavigate } from 'react-router'
import type { RegisterResponse } from '@/api/contracts/accounts'
import { useSearchParams } from '@/lib/searchParams'
import { CheckEmail } from './CheckEmail'
import { RegisterForm } from './RegisterForm'
import styles from './signup.module.css'

export const SENT_PARAM = 'sent'

/** What the check-email view needs, kept in the history entry's state. */
export interface SentState {
  email: string
}

function readSentState(state: unknown): SentState | null {
  if (typeof state !== 'object' || state === null || !('email' in state)) return null
  const { email } = state
  if (typeof email !== 'string' || email === '') return null
  return { email }
}

export function RegisterScreen() {
  const [searchParams] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()
  const sent = searchParams.get(SENT_PARAM) === '1' ? readSentState(location.state) : null

  const onRegistered = (response: RegisterResponse) => {
    const state: SentState = { email: response.email }
    void navigate({ search: `?${SENT_PARAM}=1` }, { state })
  }

  return (
    <div className={styles.page}>
      {sent ? <CheckEmail email={sent.email} /> : <RegisterForm onRegistered={onRegistered} />}
    </div>
  )
}

export default RegisterScreen
