/**
 * Up to three screenshots backing a report: each picked file is checked as the server checks it (a
 * PNG, JPEG or WebP by its first bytes, not too large) before it is added; the ones added are listed,
 * each with a button that takes it off.
 */
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RESULT_SCREENSHOT_MAX_BYTES, RESULT_SCREENSHOTS_MAX } from '@/api/contracts/matches'
import { Fieldset } from '@/components/Fieldset'
import { Button } from '@/components/Button'
import formStyles from '@/components/Form.module.css'
import { checkImageFile, type ImageFileProblem } from '@/lib/imageFile'
import { numberFormat } from '@/lib/intl'
import styles from './match.module.css'

interface Picked {
  name: string
  dataUrl: string
}

export function ScreenshotsField({
  value,
  onChange,
}: {
  /** The screenshots' `data:` URLs, in the order they were added. */
  value: string[]
  onChange: (screenshots: string[]) => void
}) {
  const { t, i18n } = useTranslation('match')
  const id = useId()
  const [picked, setPicked] = useState<Picked[]>([])
  const [problem, setProblem] = useState<ImageFileProblem | null>(null)
  const full = value.length >= RESULT_SCREENSHOTS_MAX
  // In the page's language, not the browser's: "1,5 MB" in Spanish.
  const megabytes = numberFormat(i18n.language, { maximumFractionDigits: 1 }).format(
    RESULT_SCREENSHOT_MAX_BYTES / 1_000_000,
  )

  const add = async (files: FileList | null) => {
    setProblem(null)
    const next = [...picked]
    for (const file of Array.from(files ?? [])) {
      if (next.length >= RESULT_SCREENSHOTS_MAX) break
      const checked = await checkImageFile(file, RESULT_SCREENSHOT_MAX_BYTES)
      if (!checked.ok) {
        setProblem(checked.problem)
        continue
      }
      next.push({ name: checked.image.name, dataUrl: checked.image.dataUrl })
    }
    setPicked(next)
    onChange(next.map((screenshot) => screenshot.dataUrl))
  }

  const remove = (index: number) => {
    const next = picked.filter((_, i) => i !== index)
    setPicked(next)
    onChange(next.map((screenshot) => screenshot.dataUrl))
  }

  return (
    <Fieldset legend={t('screenshots.title')}>
      <div className={formStyles.field}>
        <label htmlFor={id} className={formStyles.label}>
          {t('screenshots.label')}
        </label>
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          multiple
          disabled={full}
          aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            void add(event.target.files)
            event.target.value = ''
          }}
        />
        <p id={`${id}-hint`} className={formStyles.hint}>
          {t('screenshots.hint', { max: RESULT_SCREENSHOTS_MAX, megabytes })}
        </p>
        {problem ? (
          <p id={`${id}-error`} className={formStyles.fieldError} role="alert">
            {t(`screenshots.problem.${problem}`, { megabytes })}
          </p>
        ) : null}
      </div>
      {picked.length > 0 ? (
        <ul className={styles.claims}>
          {picked.map((screenshot, index) => (
            <li key={`${screenshot.name}-${index}`} className={styles.screenshot}>
              <span>{screenshot.name}</span>
              <Button variant="ghost" size="sm" onClick={() => remove(index)}>
                {t('screenshots.remove', { name: screenshot.name })}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </Fieldset>
  )
}
