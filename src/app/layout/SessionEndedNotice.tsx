/**
 * Tells a player whose session the server ended (expired or revoked: a 401, which signs them out and
 * sends them to /, requirements: auth-logout) that they need to sign in again, with the way back to
 * the page they were on. Once: dismissing it, signing in or moving on to another page ends it, and
 * the Shell keeps it in memory only, so a reload does not bring it back.
 *
 * A lazy chunk (see Shell) that imports no slice: the Shell hands it `onDone`. Importing the session's
 * slices from here made the bundler move the auth slice out of the entry chunk into a chunk of its
 * own, 0.4 kB gzip more in the first load.
 */
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { ButtonLink } from '@/components/ButtonLink'
import { Notice } from '@/components/Notice'
import { isSessionEndedState } from '@/app/navigation'
import { loginPathFor } from '@/session/redirect'
import styles from './SessionEndedNotice.module.css'

export function SessionEndedNotice({
  returnTo,
  onDone,
}: {
  /** The page the player was on: signing in from the notice comes back to it. */
  returnTo: string
  /** The player dismissed it or moved on: it is not shown again. */
  onDone: () => void
}) {
  const { t } = useTranslation('auth')
  const location = useLocation()
  // Where it first showed: the page being left, or / once the sign-out's navigation has arrived.
  const [shownAt] = useState(location.key)
  useEffect(() => {
    // Moving on (a link, the sign-in link included, or Back) is having read it. The sign-out's own
    // navigation to / is where it shows, not a move on.
    if (location.key !== shownAt && !isSessionEndedState(location.state)) onDone()
  }, [location, shownAt, onDone])
  const texts = t('sessionEnded', { returnObjects: true })
  return (
    <div className={styles.row}>
      <Notice
        action={
          <ButtonLink to={loginPathFor(returnTo)} variant="primary">
            {texts.signIn}
          </ButtonLink>
        }
        onDismiss={onDone}
      >
        {texts.message}
      </Notice>
    </div>
  )
}
