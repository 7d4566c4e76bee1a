/**
 * The sign-up form of /register. Each field is checked with the contract's rule when the player
 * leaves it, then as they type once it has shown an error (react-hook-form's `onTouched`), and all
 * together on submit. The server's field errors (409 taken, 422) show under their fields and the first
 * one takes the focus; any other failure is an alert, and the form keeps everything typed.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useHref } from 'react-router'
import { applyServerFieldErrors, fieldErrors } from '@/api/errors'
import type { RegisterResponse } from '@/api/contracts/accounts'
import { PLATFORMS } from '@/api/contracts/league'
import { FormTextField, useFormField } from '@/components/form/FormFields'
import {
  failureText,
  registerFormSchema,
  type RegisterFormInput,
  type RegisterFormOutput,
} from './forms'
import { SignupForm } from './SignupForm'
import { useRegisterMutation } from '@/api/endpoints/signupApi'
import formStyles from '@/components/Form.module.css'
import styles from './signup.module.css'

/** The request's fields in the order they appear, so the first server error gets the focus. */
const SERVER_FIELDS = ['username', 'email', 'password', 'platform', 'acceptTerms'] as const

/** The account's fields, each with its hint, and the detail it asks for (its type and autofill). */
const ACCOUNT_FIELDS = [
  ['username', 'username'],
  ['email', 'email'],
  ['password', 'new-password'],
] as const

export function RegisterForm({
  onRegistered,
}: {
  onRegistered: (response: RegisterResponse) => void
}) {
  const { t } = useTranslation('signup')
  const id = useId()
  const [registerAccount, { isLoading, error, reset }] = useRegisterMutation()
  const form = useForm<RegisterFormInput, unknown, RegisterFormOutput>({
    resolver: zodResolver(registerFormSchema),
    mode: 'onTouched',
    defaultValues: {
      username: '',
      email: '',
      password: '',
      passwordConfirmation: '',
    },
  })
  const { handleSubmit, setError } = form

  const onSubmit = handleSubmit(
    async ({ passwordConfirmation: _confirmation, ...registration }) => {
      reset()
      const result = await registerAccount(registration)
      if ('data' in result && result.data) {
        onRegistered(result.data)
        return
      }
      applyServerFieldErrors(
        result.error,
        SERVER_FIELDS.map((field) => [field, field] as const),
        setError,
      )
    },
  )

  const serverFields = fieldErrors(error)
  const failure = SERVER_FIELDS.some((field) => serverFields[field])
    ? null
    : failureText(error, { network: t('register.network'), failed: t('register.failed') })

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('register.title')}</h1>
      <p className={styles.lead}>{t('register.lead')}</p>
      <SignupForm
        form={form}
        onSubmit={onSubmit}
        failure={failure}
        busy={isLoading}
        texts="register"
      >
        {ACCOUNT_FIELDS.map(([name, credential]) => (
          <FormTextField
            key={name}
            name={name}
            label={t(`register.${name}`)}
            hint={t(`register.${name}Hint`)}
            credential={credential}
          />
        ))}
        <FormTextField
          name="passwordConfirmation"
          label={t('register.passwordConfirmation')}
          credential="new-password"
        />
        <PlatformChoice />
        <TermsCheck />
      </SignupForm>
      <p className={styles.muted}>
        {t('register.haveAccount')} <Link to="/login">{t('register.signIn')}</Link>
      </p>
      <p className={styles.muted}>
        {/* The way forward when the username or email is held by a sign-up never activated. */}
        {t('register.lostEmail')} <Link to="/activate">{t('register.newLink')}</Link>
      </p>
    </section>
  )
}

/**
 * The platform, one radio each. Bound to the form by name like the text fields, so it registers in
 * the order it stands: a submit with nothing typed focuses the first field, not this one.
 */
function PlatformChoice() {
  const { t } = useTranslation('signup')
  const errorId = `${useId()}-error`
  const { error, ...field } = useFormField('platform')
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{t('register.platform')}</legend>
      <div className={styles.options}>
        {PLATFORMS.map((platform) => (
          <label key={platform} className={styles.option}>
            <input type="radio" value={platform} {...field} />
            {t(`register.platforms.${platform}`)}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={formStyles.fieldError}>
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

/** Accepting the terms, with the links to read them first (bound to the form like PlatformChoice). */
function TermsCheck() {
  const { t } = useTranslation('signup')
  const id = useId()
  const legalId = `${id}-legal`
  const errorId = `${id}-terms-error`
  // Plain links (they open in a new tab), with the router's basename like any in-app link.
  const termsHref = useHref('/terms')
  const privacyHref = useHref('/privacy-policy')
  const { error, ...field } = useFormField('acceptTerms')
  return (
    <div className={styles.fieldset}>
      <label className={styles.check}>
        <input
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={[legalId, error ? errorId : null].filter(Boolean).join(' ')}
          {...field}
        />
        <span>{t('register.acceptTerms')}</span>
      </label>
      <p id={legalId} className={styles.legal}>
        <span>{t('register.readLegal')}</span>
        <a href={termsHref} target="_blank" rel="noopener noreferrer">
          {t('register.terms')} <span className="visually-hidden">{t('register.newTab')}</span>
        </a>
        <a href={privacyHref} target="_blank" rel="noopener noreferrer">
          {t('register.privacy')} <span className="visually-hidden">{t('register.newTab')}</span>
        </a>
      </p>
      {error ? (
        <p id={errorId} className={formStyles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
