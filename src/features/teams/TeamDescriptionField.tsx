import type { UseFormRegisterReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { TEAM_DESCRIPTION_MAX_LENGTH } from '@/api/contracts/teams'
import { TextAreaField } from '@/components/TextAreaField'
import { numberFormat } from '@/lib/intl'

/** A team's description, with how much of its allowance is used; the same when creating and editing. */
export function TeamDescriptionField({
  length,
  error,
  ...field
}: UseFormRegisterReturn<'description'> & {
  /** How many characters are typed. */
  length: number
  error: string | undefined
}) {
  const { t, i18n } = useTranslation('teams')
  const numbers = numberFormat(i18n.language)
  return (
    <TextAreaField
      label={t('create.description')}
      hint={t('create.descriptionHint')}
      rows={4}
      extra={t('create.descriptionCount', {
        length: numbers.format(length),
        max: numbers.format(TEAM_DESCRIPTION_MAX_LENGTH),
      })}
      error={error}
      {...field}
    />
  )
}
