/**
 * The confirmation step of a subscription: what will be charged, and the mock checkout's card form.
 * The card is checked with the contract's schema before anything is sent; the server's field errors
 * show under their fields, and a declined card shows the server's message with the form kept as typed.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { fieldErrors, serverMessage } from '@/api/errors'
import {
  CARD_EXPIRED,
  isCardExpired,
  paymentMethodSchema,
  type Plan,
  type SubscribeResponse,
  type Subscription,
} from '@/api/contracts/premium'
import { Button } from '@/components/Button'
import { TextField } from '@/components/TextField'
import { usePremiumFormat } from './format'
import { useSubscribeMutation } from '@/api/endpoints/premiumApi'
import { FailureAlert } from '@/components/FailureAlert'
import { SubmitButton } from '@/components/form/SubmitButton'
import { fieldErrorText } from '@/components/form/fieldErrorText'
import styles from './PremiumScreen.module.css'
import { isOneOf } from '@/api/contracts/oneOf'

/** The contract's card rules, plus the expiry against this device's clock (the server checks its own). */
const checkoutFormSchema = paymentMethodSchema.superRefine((card, context) => {
  if (isCardExpired(card.expiry, new Date())) {
    context.addIssue({ code: 'custom', path: ['expiry'], message: CARD_EXPIRED })
  }
})
type CheckoutFormInput = z.input<typeof checkoutFormSchema>
type CheckoutFormOutput = z.output<typeof checkoutFormSchema>
type CardField = keyof CheckoutFormInput

const CARD_ERROR_KEYS = [
  'card_number_invalid',
  'card_expiry_invalid',
  'card_expired',
  'card_cvc_invalid',
] as const
type CardErrorKey = (typeof CARD_ERROR_KEYS)[number]
const isCardErrorKey = (message: string): message is CardErrorKey =>
  isOneOf(CARD_ERROR_KEYS, message)

export interface CheckoutFormProps {
  plan: Plan
  /** A cancelled subscription still paid up: subscribing resumes it, with nothing charged now. */
  resuming: Subscription | null
  onSubscribed: (response: SubscribeResponse) => void
  onBack: () => void
}

export function CheckoutForm({ plan, resuming, onSubscribed, onBack }: CheckoutFormProps) {
  const { t } = useTranslation('premium')
  const format = usePremiumFormat()
  const [subscribe, { isLoading, error, reset }] = useSubscribeMutation()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CheckoutFormInput, unknown, CheckoutFormOutput>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: { cardNumber: '', expiry: '', cvc: '' },
  })

  useEffect(() => {
    headingRef.current?.focus()
  }, [])

  const price = format.money(plan.priceCents, plan.currency)

  const onSubmit = handleSubmit(async (card) => {
    reset()
    const result = await subscribe({ planId: plan.id, paymentMethod: card })
    if ('data' in result && result.data) {
      onSubscribed(result.data)
      return
    }
    const fields = fieldErrors(result.error)
    for (const field of ['cardNumber', 'expiry', 'cvc'] as const) {
      const message = fields[`paymentMethod.${field}`]
      if (message) setError(field, { type: 'server', message })
    }
  })

  const errorText = (field: CardField) =>
    fieldErrorText(errors[field], (message) =>
      isCardErrorKey(message) ? t(`checkout.errors.${message}`) : message,
    )

  const hasFieldErrors = Object.keys(fieldErrors(error)).some((key) =>
    key.startsWith('paymentMethod.'),
  )
  const failure = error && !hasFieldErrors ? (serverMessage(error) ?? t('checkout.failed')) : null

  return (
    <section className={styles.checkout} aria-labelledby="premium-checkout-title">
      <h2 id="premium-checkout-title" ref={headingRef} tabIndex={-1}>
        {t('checkout.title')}
      </h2>
      <p className={styles.summary}>
        {resuming
          ? t('checkout.resume', {
              plan: t(`plans.interval.${plan.interval}`),
              date: format.date(resuming.currentPeriodEnd),
            })
          : t(`checkout.summary.${plan.interval}`, { plan: plan.name, price })}
      </p>
      <p className={styles.mockNote}>{t('checkout.mock')}</p>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField
          label={t('checkout.cardNumber')}
          autoComplete="cc-number"
          inputMode="numeric"
          spellCheck={false}
          error={errorText('cardNumber')}
          {...register('cardNumber')}
        />
        <div className={styles.formRow}>
          <TextField
            label={t('checkout.expiry')}
            hint={t('checkout.expiryHint')}
            autoComplete="cc-exp"
            inputMode="numeric"
            error={errorText('expiry')}
            {...register('expiry')}
          />
          <TextField
            label={t('checkout.cvc')}
            autoComplete="cc-csc"
            inputMode="numeric"
            error={errorText('cvc')}
            {...register('cvc')}
          />
        </div>
        {failure ? <FailureAlert>{failure}</FailureAlert> : null}
        <div className={styles.actions}>
          <Button variant="ghost" onClick={onBack} disabled={isLoading}>
            {t('checkout.back')}
          </Button>
          <SubmitButton busy={isLoading} busyLabel={t('checkout.submitting')}>
            {resuming ? t('checkout.submitResume') : t('checkout.submit', { price })}
          </SubmitButton>
        </div>
      </form>
    </section>
  )
}
