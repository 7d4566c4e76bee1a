import { useTranslation } from 'react-i18next'
import { DEMO_LOGINS, DEMO_PASSWORD } from '@/api/demoAccounts'
import { Button } from '@/components/Button'
import styles from './LoginScreen.module.css'

/** The mock API's demo accounts, so a stakeholder can sign in without registering. */
export function DemoAccounts({ onUse }: { onUse: (username: string, password: string) => void }) {
  const { t } = useTranslation('auth')
  return (
    <section className={styles.demo} aria-labelledby="demo-accounts-title">
      <h2 id="demo-accounts-title">{t('demo.title')}</h2>
      <p>{t('demo.lead', { password: DEMO_PASSWORD })}</p>
      <ul className={styles.demoList}>
        {DEMO_LOGINS.map((account) => (
          <li key={account.username} className={styles.demoItem}>
            <span>
              <strong>{account.username}</strong>
              <span className={styles.demoRole}>{t(`demo.roles.${account.role}`)}</span>
            </span>
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('demo.useAccount', { username: account.username })}
              onClick={() => onUse(account.username, DEMO_PASSWORD)}
            >
              {t('demo.use')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  )
}
