import { useTranslation } from 'react-i18next'
import styles from './PremiumScreen.module.css'

const QUESTIONS = [
  ['q1', 'a1'],
  ['q2', 'a2'],
  ['q3', 'a3'],
  ['q4', 'a4'],
  ['q5', 'a5'],
] as const

export function PremiumFaq() {
  const { t } = useTranslation('premium')
  return (
    <section className={styles.section} aria-labelledby="premium-faq-title">
      <h2 id="premium-faq-title">{t('faq.title')}</h2>
      <div className={styles.faq}>
        {QUESTIONS.map(([question, answer]) => (
          <details key={question} className={styles.question}>
            <summary>{t(`faq.${question}`)}</summary>
            <p>{t(`faq.${answer}`)}</p>
          </details>
        ))}
      </div>
    </section>
  )
}
