import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { TEAM_DESCRIPTION_MAX_LENGTH } from '@/api/contracts/teams'
import { FormTextAreaField } from '@/components/form/FormFields'
import { numberFormat } from '@/lib/intl'

/**
 * A team's description (bound to its form's `description`, inside FormFields), with how much of its
 * allowance is used; the same when creating and editing.
 */
export function TeamDescriptionField() {
  const { t, i18n } = useTranslation('teams')
  const description = useWatch<{ description: string }, 'description'>({ name: 'description' })
  const numbers = numberFormat(i18n.language)
  return (
    <FormTextAreaField
      name="description"
      label={t('create.description')}
      hint={t('create.descriptionHint')}
      rows={4}
      extra={t('create.descriptionCount', {
        length: numbers.format(description.length),
        max: numbers.format(TEAM_DESCRIPTION_MAX_LENGTH),
      })}
    />
  )
}
