/**
 * The demo's stand-in for the mailbox of `email`. No email leaves the browser, so the mock API keeps
 * those it would have sent (its outbox: docs/api.md, "Mock-only endpoints"), and this shows the
 * newest one to the address, as its owner would read it, labelled as a demo. The API's answers carry
 * no link, and read the same whether or not the address has an account; the email is where the two
 * differ, as it is for a real service. Nothing shows against a real backend, which mails them.
 */
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { OutboxMail } from '@/api/contracts/mockOutbox'
import { useGetDemoOutboxQuery } from '@/api/endpoints/mockOutboxApi'
import { mockControls } from '@/api/url'
import { appPath } from './forms'
import styles from './signup.module.css'

export function DemoInbox({ email }: { email: string }) {
  const { t } = useTranslation('signup')
  const { data } = useGetDemoOutboxQuery(email, { skip: !mockControls })
  if (!mockControls) return null
  const newest = data?.items[0]
  return (
    <div className={styles.demo}>
      <span className={styles.demoLabel}>{t('demo.label')}</span>
      <p className={styles.muted}>{t('demo.note', { email })}</p>
      {data === undefined ? null : newest === undefined ? (
        <p>{t('demo.empty')}</p>
      ) : (
        <DemoMail mail={newest} />
      )}
    </div>
  )
}

function DemoMail({ mail }: { mail: OutboxMail }) {
  const { t } = useTranslation('signup')
  const texts = t(`demo.mails.${mail.kind}`, {
    returnObjects: true,
    username: mail.username,
    email: mail.to,
  })
  // The link comes from the server and is rendered as an in-app link: only a path on this site.
  const path = appPath(mail.link)
  return (
    <div className={styles.mail}>
      <p>
        <strong>{texts.subject}</strong>
      </p>
      <p>{texts.body}</p>
      {path === null ? null : (
        <Link to={path} className={styles.demoLink}>
          {texts.link}
        </Link>
      )}
    </div>
  )
}
