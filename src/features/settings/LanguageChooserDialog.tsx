/**
 * The first-visit language chooser (requirements: language-chooser): shown only while no language
 * is stored. Continue does nothing until a language is chosen (it is disabled, with a hint saying
 * why); then it stores the language, hides the overlay and reloads the page, which starts in that
 * language. It cannot be dismissed otherwise: the app needs the answer. Its strings show in
 * English, i18n's default before a language exists, but live in the translation files like every
 * other string.
 */
import * as Dialog from '@radix-ui/react-dialog'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { DialogActions, ModalDialog } from '@/components/ModalDialog'
import { LANGUAGES, readLanguage, writeLanguage, type Language } from '@/lib/preferences'
import { reloadPage } from './settingsThunks'
import formStyles from '@/components/Form.module.css'
import styles from './dialog.module.css'
import { isOneOf } from '@/api/contracts/oneOf'

export interface LanguageChooserDialogProps {
  /** Reloads the page after the choice (injectable for tests and stories). */
  reload?: () => void
}

const isLanguage = (value: string): value is Language => isOneOf(LANGUAGES, value)

export function LanguageChooserDialog({ reload = reloadPage }: LanguageChooserDialogProps) {
  const [open, setOpen] = useState(() => readLanguage() === null)
  const [language, setLanguage] = useState<Language | null>(null)
  const { t } = useTranslation(['settings', 'common'])
  const id = useId()

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (language === null) return
    writeLanguage(language)
    setOpen(false)
    reload()
  }

  return (
    <Dialog.Root open={open}>
      <ModalDialog
        title={t('chooser.title')}
        description={t('chooser.description')}
        onEscapeKeyDown={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <form className={formStyles.compactForm} onSubmit={handleSubmit}>
          <div className={formStyles.field}>
            <label className={formStyles.label} htmlFor={`${id}-language`}>
              {t('chooser.label')}
            </label>
            <select
              id={`${id}-language`}
              className={styles.select}
              value={language ?? ''}
              aria-describedby={language === null ? `${id}-hint` : undefined}
              onChange={(event) => {
                const value = event.target.value
                setLanguage(isLanguage(value) ? value : null)
              }}
            >
              <option value="" disabled>
                {t('chooser.placeholder')}
              </option>
              {LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {t(`languages.${code}`)}
                </option>
              ))}
            </select>
            {language === null ? (
              <p className={styles.hint} id={`${id}-hint`}>
                {t('chooser.hint')}
              </p>
            ) : null}
          </div>
          <DialogActions>
            <Button type="submit" disabled={language === null}>
              {t('common:actions.continue')}
            </Button>
          </DialogActions>
        </form>
      </ModalDialog>
    </Dialog.Root>
  )
}
