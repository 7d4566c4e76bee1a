import { useTranslation } from 'react-i18next'
import { numberFormat } from '@/lib/intl'
import styles from './CountedText.module.css'

/**
 * How much of a text box's limit is used ("1,850 of 2,000 characters"), for the box to name in its
 * `aria-describedby`. It shows from `from` characters on (a short message need not count), and turns
 * red past the limit.
 */
export function CharacterCount({
  id,
  length,
  max,
  from = 0,
}: {
  /** The box's `aria-describedby` names it by this id. */
  id: string
  /** How many characters the box holds. */
  length: number
  /** The most the server accepts. */
  max: number
  /** Shown from this many characters on; always by default. */
  from?: number
}) {
  const { t, i18n } = useTranslation()
  if (length < from) return null
  const number = numberFormat(i18n.language)
  return (
    <p id={id} className={styles.counter} data-over={length > max || undefined}>
      {t('characterCount', { length: number.format(length), max: number.format(max) })}
    </p>
  )
}
