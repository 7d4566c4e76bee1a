/**
 * "Get a new activation link" for /activate (an expired, unknown or missing code): the email, checked
 * with the contract's rule, then POST /api/activate/resend. The answer is the same whether the
 * address has a pending account, an active one or none, so the confirmation says "if"; what was
 * sent shows in the demo's inbox.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { applyServerFieldErrors, fieldErrors as fieldErrorsOf } from '@/api/errors'
import { FormTextField } from '@/components/form/FormFields'
import { DemoInbox } from './DemoInbox'
import { failureText, resendFormSchema, type ResendFormInput, type ResendFormOutput } from './forms'
import { SignupForm } from './SignupForm'
import { useResendActivationMutation } from '@/api/endpoints/signupApi'
import styles from './signup.module.css'

export function ResendActivationForm() {
  const { t } = useTranslation('signup')
  const [resend, { error, isLoading, isSuccess, originalArgs, reset }] =
    useResendActivationMutation()
  const outcomeRef = useRef<HTMLParagraphElement>(null)
  const form = useForm<ResendFormInput, unknown, ResendFormOutput>({
    resolver: zodResolver(resendFormSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  })

  useEffect(() => {
    // The form is replaced by its outcome: move the focus there rather than lose it.
    if (isSuccess) outcomeRef.current?.focus()
  }, [isSuccess])

  const onSubmit = form.handleSubmit(async ({ email }) => {
    reset()
    const result = await resend({ email })
    if ('error' in result) applyServerFieldErrors(result.error, [['email', 'email']], form.setError)
  })

  if (isSuccess) {
    const email = originalArgs?.email ?? ''
    return (
      <div className={styles.section}>
        <p ref={outcomeRef} tabIndex={-1} role="status" className={styles.confirmation}>
          {t('resend.sent', { email })}
        </p>
        <DemoInbox email={email} />
      </div>
    )
  }

  const failure = fieldErrorsOf(error).email
    ? null
    : failureText(error, { network: t('activate.network'), failed: t('resend.failed') })

  return (
    <section className={styles.section} aria-labelledby="resend-title">
      <h2 id="resend-title">{t('resend.title')}</h2>
      <SignupForm form={form} onSubmit={onSubmit} failure={failure} busy={isLoading} texts="resend">
        <FormTextField name="email" label={t('resend.email')} credential="email" />
      </SignupForm>
    </section>
  )
}
