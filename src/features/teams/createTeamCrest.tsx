/**
 * The crest of /create-team: optional. A file is checked before it is kept, as the server checks it:
 * at most CREST_MAX_BYTES, and a PNG, JPEG or WebP by its first bytes whatever its name says (the
 * avatar's helpers, src/features/account/imageFile.ts). The picked image is sent as a `data:` URL.
 */
import { ImageUp } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CREST_MAX_BYTES } from '@/api/contracts/teams'
import { IMAGE_TYPES } from '@/api/contracts/images'
import { Button } from '@/components/Button'
import { checkImageFile } from '@/lib/imageFile'
import formStyles from '@/components/Form.module.css'
import styles from './createTeam.module.css'
import { numberFormat } from '@/lib/intl'

const PROBLEM_KEYS = {
  too_large: 'crest_too_large',
  unsupported_type: 'crest_type',
  unreadable: 'unreadable',
} as const

export function CrestPicker({
  crest,
  error,
  inputId,
  onChange,
}: {
  crest: string | null
  /** The server's word on the crest, if it refused it. */
  error?: string
  /** The file input's id, so that the form can focus it when the server refuses the crest. */
  inputId: string
  onChange: (crest: string | null) => void
}) {
  const { t, i18n } = useTranslation('teams')
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [fileName, setFileName] = useState<string | null>(null)
  const [checking, setChecking] = useState(false)
  const [fileError, setFileError] = useState<string | null>(null)
  const maxSize = numberFormat(i18n.language, { style: 'unit', unit: 'megabyte' }).format(
    CREST_MAX_BYTES / (1024 * 1024),
  )

  const take = async (file: File) => {
    setFileError(null)
    setChecking(true)
    const checked = await checkImageFile(file, CREST_MAX_BYTES)
    setChecking(false)
    if (checked.ok) {
      setFileName(file.name)
      onChange(checked.image.dataUrl)
      return
    }
    setFileName(null)
    onChange(null)
    setFileError(
      t(`create.crestErrors.${PROBLEM_KEYS[checked.problem]}`, { name: file.name, size: maxSize }),
    )
  }

  const remove = () => {
    setFileName(null)
    setFileError(null)
    onChange(null)
    // The button that did it is gone: back to the picker.
    inputRef.current?.focus()
  }

  const problem = fileError ?? error
  return (
    <>
      <p id={`${id}-rules`} className={formStyles.hint}>
        {t('create.crestRules', { size: maxSize })}
      </p>
      <div className={styles.crestRow}>
        <label className={styles.fileButton} aria-disabled={checking || undefined}>
          <ImageUp aria-hidden="true" size={20} />
          {crest ? t('create.crestReplace') : t('create.crestChoose')}
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            className="visually-hidden"
            accept={IMAGE_TYPES.join(',')}
            aria-describedby={[`${id}-rules`, problem ? `${id}-error` : null]
              .filter(Boolean)
              .join(' ')}
            aria-invalid={problem ? true : undefined}
            disabled={checking}
            onChange={(event) => {
              const file = event.target.files?.item(0)
              // Cleared, so that choosing the same file again is a change too.
              event.target.value = ''
              if (file) void take(file)
            }}
          />
        </label>
        {crest ? (
          <Button variant="ghost" onClick={remove}>
            {t('create.crestRemove')}
          </Button>
        ) : null}
      </div>
      <p className={styles.crestStatus} role="status">
        {checking
          ? t('create.crestChecking')
          : crest === null
            ? t('create.crestNone')
            : fileName
              ? t('create.crestChosen', { name: fileName })
              : t('create.crestCurrent')}
      </p>
      {problem ? (
        <p id={`${id}-error`} className={formStyles.fieldError} role="alert">
          {problem}
        </p>
      ) : null}
    </>
  )
}
