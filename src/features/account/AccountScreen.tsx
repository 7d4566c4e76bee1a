/**
 * /account: the sign-in details (username and email, read-only) and the password change. The new
 * password's rules show as a live checklist; the form checks the fields with the contract's rules
 * (changePasswordRequestSchema) and that the confirmation matches. A wrong current password is the
 * server's error on its field. After the change the server signs out every other session, which the
 * confirmation says, and the fields are cleared.
 */
import { Check, X } from 'lucide-react'
import { useId } from 'react'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import {
  changePasswordRequestSchema,
  PASSWORD_DIGIT,
  PASSWORD_LETTER,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type MyProfile,
} from '@/api/contracts/accounts'
import { FormFields, FormTextField } from '@/components/form/FormFields'
import { useChangePasswordMutation } from '@/api/endpoints/accountApi'
import { isFieldErrorKey, useFieldErrorText } from './forms'
import { AccountPage } from '@/features/account/AccountPage'
import { AccountFormFooter } from './AccountFormFooter'
import { useServerForm } from '@/components/form/useServerForm'
import { WithMe } from '@/session/WithMe'
import { SkeletonLine } from '@/components/Skeleton'
import styles from './account.module.css'
import formStyles from '@/components/Form.module.css'

interface PasswordForm {
  currentPassword: string
  newPassword: string
  confirmation: string
}

const EMPTY: PasswordForm = { currentPassword: '', newPassword: '', confirmation: '' }

const passwordFormSchema = z
  .object({ currentPassword: z.string(), newPassword: z.string(), confirmation: z.string() })
  .superRefine((form, context) => {
    const result = changePasswordRequestSchema.safeParse(form)
    const reported = new Set<string>()
    for (const field of ['currentPassword', 'newPassword', 'confirmation'] as const) {
      if (form[field] === '') {
        context.addIssue({ code: 'custom', path: [field], message: 'required' })
        reported.add(field)
      }
    }
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = String(issue.path[0])
        if (reported.has(field)) continue
        reported.add(field)
        context.addIssue({
          code: 'custom',
          path: [field],
          message: isFieldErrorKey(issue.message) ? issue.message : 'invalid',
        })
      }
    }
    if (!reported.has('confirmation') && form.confirmation !== form.newPassword) {
      context.addIssue({ code: 'custom', path: ['confirmation'], message: 'password_mismatch' })
    }
  })

const SERVER_FIELDS = [
  ['currentPassword', 'currentPassword'],
  ['newPassword', 'newPassword'],
] as const

type RuleKey = 'length' | 'letter' | 'digit' | 'different'

function passwordRules(current: string, password: string): [RuleKey, boolean][] {
  return [
    ['length', password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH],
    ['letter', PASSWORD_LETTER.test(password)],
    ['digit', PASSWORD_DIGIT.test(password)],
    ['different', password !== '' && password !== current],
  ]
}

function PasswordChecklist({
  id,
  current,
  password,
}: {
  id: string
  current: string
  password: string
}) {
  const { t } = useTranslation('account')
  return (
    <div className={styles.rules}>
      <p id={`${id}-title`} className={styles.rulesTitle}>
        {t('account.rules')}
      </p>
      <ul id={id} aria-labelledby={`${id}-title`}>
        {passwordRules(current, password).map(([rule, met]) => (
          <li key={rule} className={[styles.rule, met ? styles.ruleMet : ''].join(' ')}>
            {met ? (
              <Check className={styles.ruleIcon} aria-hidden="true" />
            ) : (
              <X className={styles.ruleIcon} aria-hidden="true" />
            )}
            <span>
              {t(`account.rule.${rule}`)}
              <span className="visually-hidden">
                {' '}
                ({met ? t('account.ruleMet') : t('account.ruleNotMet')})
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}

function PasswordFormView() {
  const { t } = useTranslation('account')
  const errorText = useFieldErrorText()
  const id = useId()
  const [changePassword, { isLoading }] = useChangePasswordMutation()
  const { form, onSubmit, saved, failure } = useServerForm({
    schema: passwordFormSchema,
    defaultValues: EMPTY,
    serverFields: SERVER_FIELDS,
    send: ({ currentPassword, newPassword }) => changePassword({ currentPassword, newPassword }),
    onSaved: (_status, { reset }) => reset(EMPTY),
  })
  const [currentPassword, newPassword] = useWatch({
    control: form.control,
    name: ['currentPassword', 'newPassword'],
  })

  const checklistId = `${id}-rules`
  return (
    <section className={formStyles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('account.password')}</h2>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <FormFields form={form} errorText={errorText}>
          <FormTextField
            name="currentPassword"
            options={{ deps: ['newPassword'] }}
            label={t('account.currentPassword')}
            credential="current-password"
          />
          <FormTextField
            name="newPassword"
            options={{ deps: ['confirmation'] }}
            label={t('account.newPassword')}
            credential="new-password"
          />
          <PasswordChecklist id={checklistId} current={currentPassword} password={newPassword} />
          <FormTextField
            name="confirmation"
            label={t('account.confirmation')}
            credential="new-password"
          />
        </FormFields>
        <AccountFormFooter
          failure={failure}
          saved={saved ? t('account.changed') : null}
          busy={isLoading}
          submitLabel={t('account.submit')}
          busyLabel={t('account.submitting')}
        />
      </form>
    </section>
  )
}

function AccountDetails({ me }: { me: MyProfile }) {
  const { t } = useTranslation('account')
  const id = useId()
  return (
    <section className={formStyles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('account.details')}</h2>
      <dl className={styles.details}>
        <dt>{t('account.username')}</dt>
        <dd>{me.username}</dd>
        <dt>{t('account.email')}</dt>
        <dd>{me.email}</dd>
      </dl>
      <p className={formStyles.hint}>{t('account.usernameHint')}</p>
    </section>
  )
}

/** The sign-in details while they load: the card's heading, the two rows and the hint. */
function AccountDetailsSkeleton() {
  const { t } = useTranslation('account')
  return (
    <div className={formStyles.card} aria-hidden="true">
      <h2>{t('account.details')}</h2>
      <dl className={styles.details}>
        <dt>{t('account.username')}</dt>
        <SkeletonLine as="dd" width="8em" />
        <dt>{t('account.email')}</dt>
        <SkeletonLine as="dd" width="14em" />
      </dl>
      <SkeletonLine className={formStyles.hint} width="70%" />
    </div>
  )
}

export function AccountScreen() {
  return (
    <AccountPage page="account">
      <WithMe skeleton={<AccountDetailsSkeleton />}>{(me) => <AccountDetails me={me} />}</WithMe>
      <PasswordFormView />
    </AccountPage>
  )
}

export default AccountScreen
