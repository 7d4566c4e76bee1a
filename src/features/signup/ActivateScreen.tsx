/**
 * /activate?code=… (issue #4): activates the account of the code in the link as soon as the page
 * opens, then says how it went: active (sign in), an unknown code, an expired one (with a resend),
 * one used already (sign in), no code at all (with a resend), or a failure to reach the server (retry).
 * The codes of the answers are those of docs/api/accounts.md, POST /api/activate.
 */
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ErrorState } from '@/components/ErrorState'
import { Spinner } from '@/components/Spinner'
import type { LoginLocationState } from '@/session/redirect'
import { apiErrorCode, isNetworkError } from './forms'
import { ResendActivationForm } from './ResendActivationForm'
import { useActivateMutation } from '@/api/endpoints/signupApi'
import { useSearchParams } from '@/lib/searchParams'
import styles from './signup.module.css'

export const CODE_PARAM = 'code'

export function ActivateScreen() {
  const [searchParams] = useSearchParams()
  const code = searchParams.get(CODE_PARAM)?.trim() ?? ''
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="activate-title">
        {/* A new link (from a resend on this page) is a new activation: start afresh. */}
        {code === '' ? <MissingCode /> : <Activation key={code} code={code} />}
      </section>
    </div>
  )
}

/** The page's heading; when the outcome replaces "Activating…", it takes the focus so it is read. */
function Title({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null)
  // Compared with the text shown before rather than "not the first run", so that StrictMode's second
  // run of the effect in development does not move the focus either.
  const shown = useRef(children)
  useEffect(() => {
    if (shown.current === children) return
    shown.current = children
    ref.current?.focus()
  }, [children])
  return (
    <h1 id="activate-title" ref={ref} tabIndex={-1}>
      {children}
    </h1>
  )
}

function MissingCode() {
  const { t } = useTranslation('signup')
  return (
    <>
      <Title>{t('activate.missingTitle')}</Title>
      <p className={styles.lead}>{t('activate.missingLead')}</p>
      <ResendActivationForm />
    </>
  )
}

function Activation({ code }: { code: string }) {
  const { t } = useTranslation('signup')
  // A fixed cache key keeps the answer when React's StrictMode unmounts and remounts the page in
  // development (a plain mutation would be reset then), and the ref sends the request once: a second
  // one would answer "already activated" to a player whose link just worked.
  const [activate, { data, error, isError, isSuccess }] = useActivateMutation({
    fixedCacheKey: `activate:${code}`,
  })
  const requested = useRef(false)

  useEffect(() => {
    if (requested.current) return
    requested.current = true
    void activate({ code })
  }, [activate, code])

  if (isSuccess) {
    const signIn: LoginLocationState = { username: data.user.username }
    return (
      <>
        <Title>{t('activate.successTitle')}</Title>
        <p className={styles.lead}>{t('activate.successLead', { username: data.user.username })}</p>
        <Link to="/login" state={signIn} className={styles.primaryLink}>
          {t('activate.signIn')}
        </Link>
      </>
    )
  }

  if (isError) {
    const reason = apiErrorCode(error)
    switch (reason) {
      case 'activation_code_invalid':
      case 'validation_failed':
      case 'activation_expired': {
        // A link that cannot work: why, and the way to a new one.
        const why = reason === 'activation_expired' ? 'expired' : 'invalid'
        return (
          <>
            <Title>{t(`activate.${why}Title`)}</Title>
            <p className={styles.lead}>{t(`activate.${why}Lead`)}</p>
            <ResendActivationForm />
          </>
        )
      }
      case 'already_activated':
        return (
          <>
            <Title>{t('activate.alreadyTitle')}</Title>
            <p className={styles.lead}>{t('activate.alreadyLead')}</p>
            <Link to="/login" className={styles.primaryLink}>
              {t('activate.signIn')}
            </Link>
          </>
        )
      default:
        return (
          <>
            <Title>{t('activate.errorTitle')}</Title>
            <ErrorState
              message={isNetworkError(error) ? t('activate.network') : t('activate.failed')}
              onRetry={() => void activate({ code })}
            />
          </>
        )
    }
  }

  return (
    <>
      <Title>{t('activate.activating')}</Title>
      <Spinner label={t('activate.activatingStatus')} />
    </>
  )
}

export default ActivateScreen
