/**
 * The frame of the account settings pages (/edit-profile, /account, /social, /avatar): the heading,
 * a navigation between the four, and the signed-in player's profile loaded once (loading and error
 * states with a retry), plus the form fields the shared components do not have (select, text area).
 */
import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react'
import type { TextareaHTMLAttributes } from 'react'
import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router'
import type { MyProfile } from '@/api/contracts/accounts'
import { ErrorState } from '@/components/ErrorState'
import { Spinner } from '@/components/Spinner'
import { useGetMeQuery } from '@/api/endpoints/meApi'
import styles from './account.module.css'

const SETTINGS_PAGES = [
  ['/edit-profile', 'editProfile'],
  ['/account', 'account'],
  ['/social', 'social'],
  ['/avatar', 'avatar'],
] as const

export function AccountPage({
  title,
  lead,
  children,
}: {
  title: string
  lead: string
  children: ReactNode
}) {
  const { t } = useTranslation('account')
  const titleId = useId()
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 id={titleId}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
      </header>
      <nav aria-label={t('nav.label')} className={styles.nav}>
        <ul>
          {SETTINGS_PAGES.map(([to, key]) => (
            <li key={to}>
              <NavLink to={to} className={styles.navLink}>
                {t(`nav.${key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  )
}

/** Renders `children` with the player's profile once it has loaded; loading and error otherwise. */
export function WithMe({ children }: { children: (me: MyProfile) => ReactNode }) {
  const { t } = useTranslation('account')
  const { data, isLoading, isError, refetch } = useGetMeQuery()
  if (data) return children(data)
  if (isLoading || !isError) {
    return (
      <div className={styles.loading}>
        <Spinner label={t('me.loading')} />
      </div>
    )
  }
  return <ErrorState message={t('me.failed')} onRetry={() => void refetch()} />
}

/** A polite confirmation of a finished action. */
export function StatusMessage({ children }: { children: ReactNode }) {
  return (
    <p role="status" className={styles.success}>
      {children}
    </p>
  )
}

export function FailureAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className={styles.alert}>
      {children}
    </p>
  )
}

interface FieldFrameProps {
  label: string
  hint?: ReactNode
  error?: string | false
  /** Shown after the hint (a live counter, for example). */
  extra?: ReactNode
}

function describedBy(id: string, hint: unknown, error: unknown, extra: unknown) {
  return (
    [hint ? `${id}-hint` : null, extra ? `${id}-extra` : null, error ? `${id}-error` : null]
      .filter(Boolean)
      .join(' ') || undefined
  )
}

function FieldFrame({
  id,
  label,
  hint,
  error,
  extra,
  children,
}: FieldFrameProps & { id: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {extra ? (
        <p id={`${id}-extra`} className={styles.hint}>
          {extra}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

export function SelectField({
  label,
  hint,
  error,
  children,
  ref,
  ...props
}: FieldFrameProps & SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  const id = useId()
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <select
        {...props}
        ref={ref}
        id={id}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error, undefined)}
      >
        {children}
      </select>
    </FieldFrame>
  )
}

export function TextAreaField({
  label,
  hint,
  error,
  extra,
  ref,
  ...props
}: FieldFrameProps &
  TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  const id = useId()
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} extra={extra}>
      <textarea
        {...props}
        ref={ref}
        id={id}
        className={[styles.control, styles.textarea].join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error, extra)}
      />
    </FieldFrame>
  )
}
