/**
 * /login (requirements: routes, api-login, login-error): username or email and password; the
 * server's error or 'Login failed'; a link to /register; the demo accounts while the mock API is in
 * use. After signing in the player goes back to the page that sent them here.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { useForm, type FieldError } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate } from 'react-router'
import { z } from 'zod'
import { useAppDispatch, useAppSelector } from '@/session/hooks'
import { SubmitButton } from '@/components/form/SubmitButton'
import { FormFields, FormTextField } from '@/components/form/FormFields'
import { usesMockApi } from '@/api/url'
import {
  LOGIN_FAILED,
  login,
  selectAuthError,
  selectAuthLoading,
  selectIsSignedIn,
} from '@/session/authSlice'
import { prefilledUsername, REDIRECT_PARAM, safeRedirect } from '@/session/redirect'
import { DemoAccounts } from '@/features/auth/DemoAccounts'
import { FailureAlert } from '@/components/FailureAlert'
import { useSearchParams } from '@/lib/searchParams'
import styles from './LoginScreen.module.css'

const loginFormSchema = z.object({
  username: z.string().trim().min(1, 'usernameRequired'),
  password: z.string().min(1, 'passwordRequired'),
})
type LoginForm = z.infer<typeof loginFormSchema>
/** The schema's messages, each a key of `validation`. */
type ValidationKey = 'usernameRequired' | 'passwordRequired'

export function LoginScreen() {
  const { t } = useTranslation('auth')
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const loading = useAppSelector(selectAuthLoading)
  const error = useAppSelector(selectAuthError)
  const signedIn = useAppSelector(selectIsSignedIn)
  const redirectTo = safeRedirect(searchParams.get(REDIRECT_PARAM))
  // Arriving from a just-activated account: its username is filled in, the password is next.
  const username = prefilledUsername(useLocation().state)
  const form = useForm<LoginForm>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { username: username ?? '', password: '' },
  })
  const { handleSubmit, setValue, setFocus } = form
  const errorText = (error: FieldError | undefined) =>
    error?.message && t(`validation.${error.message as ValidationKey}`)

  useEffect(() => {
    if (username) setFocus('password')
  }, [username, setFocus])

  useEffect(() => {
    if (signedIn) void navigate(redirectTo, { replace: true })
  }, [signedIn, navigate, redirectTo])

  const onSubmit = handleSubmit(async (values) => {
    await dispatch(login(values))
  })

  const useDemoAccount = (username: string, password: string) => {
    setValue('username', username, { shouldValidate: true })
    setValue('password', password, { shouldValidate: true })
    setFocus('password')
  }

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="login-title">
        <h1 id="login-title">{t('login.title')}</h1>
        <p className={styles.lead}>{t('login.lead')}</p>
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <FormFields form={form} errorText={errorText}>
            <FormTextField name="username" label={t('login.username')} credential="username" />
            <FormTextField
              name="password"
              label={t('login.password')}
              credential="current-password"
            />
          </FormFields>
          {error ? (
            <FailureAlert>{error === LOGIN_FAILED ? t('login.failed') : error}</FailureAlert>
          ) : null}
          <SubmitButton busy={loading} busyLabel={t('login.submitting')}>
            {t('login.submit')}
          </SubmitButton>
        </form>
        <p className={styles.register}>
          {t('login.noAccount')} <Link to="/register">{t('login.register')}</Link>
        </p>
      </section>
      {usesMockApi ? <DemoAccounts onUse={useDemoAccount} /> : null}
    </div>
  )
}

export default LoginScreen
