/**
 * After signing up: "Check your email", the address the email went to, the demo's stand-in for that
 * mailbox (DemoInbox), a resend with a cooldown, and a way back to the form for a wrong address. It
 * reads the same whether or not the address already had an account (docs/api/accounts.md).
 */
import { useEffect, useRef, useState } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/Button'
import { FailureAlert } from '@/components/FailureAlert'
import { DemoInbox } from './DemoInbox'
import { failureText } from './forms'
import { useResendActivationMutation } from '@/api/endpoints/signupApi'
import styles from './signup.module.css'

/** How long the resend button rests after a resend, so a player does not flood their own inbox. */
export const RESEND_COOLDOWN_MS = 60_000

export interface CheckEmailProps {
  email: string
}

export function CheckEmail({ email }: CheckEmailProps) {
  const { t } = useTranslation('signup')
  const [resend, { isLoading, isSuccess, error, reset }] = useResendActivationMutation()
  const [coolingDown, setCoolingDown] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const confirmationRef = useRef<HTMLParagraphElement>(null)

  useEffect(() => {
    // The form was replaced by this view: start reading here.
    headingRef.current?.focus()
  }, [])

  useEffect(() => {
    if (!coolingDown) return
    const timer = window.setTimeout(() => {
      setCoolingDown(false)
    }, RESEND_COOLDOWN_MS)
    return () => {
      window.clearTimeout(timer)
    }
  }, [coolingDown])

  const onResend = async () => {
    reset()
    const result = await resend({ email })
    if ('data' in result) setCoolingDown(true)
  }

  useEffect(() => {
    // The button is disabled during the cooldown: keep the focus on what happened instead.
    if (isSuccess) confirmationRef.current?.focus()
  }, [isSuccess])

  const failure = failureText(error, {
    network: t('activate.network'),
    failed: t('checkEmail.resendFailed'),
  })

  return (
    <section className={styles.card} aria-labelledby="check-email-title">
      <h1 id="check-email-title" ref={headingRef} tabIndex={-1}>
        {t('checkEmail.title')}
      </h1>
      <p>
        <Trans
          t={t}
          i18nKey="checkEmail.sentTo"
          values={{ email }}
          components={{ strong: <strong /> }}
        />
      </p>
      <p className={styles.muted}>{t('checkEmail.expires')}</p>
      {/* A resend refreshes it (the outbox's tag): the newest email holds the link that works. */}
      <DemoInbox email={email} />
      <div className={styles.section}>
        <p className={styles.muted}>{t('checkEmail.resendLead')}</p>
        {isSuccess ? (
          <p ref={confirmationRef} tabIndex={-1} role="status" className={styles.confirmation}>
            {t('checkEmail.resent', { email })} {coolingDown ? t('checkEmail.cooldown') : null}
          </p>
        ) : null}
        {failure ? <FailureAlert>{failure}</FailureAlert> : null}
        <div className={styles.actions}>
          <Button
            variant="secondary"
            busy={isLoading}
            disabled={coolingDown}
            onClick={() => void onResend()}
          >
            {isLoading ? t('checkEmail.resending') : t('checkEmail.resend')}
          </Button>
        </div>
      </div>
      <p className={styles.muted}>
        {t('checkEmail.wrongAddress')} <Link to="/register">{t('checkEmail.startAgain')}</Link>
      </p>
    </section>
  )
}
