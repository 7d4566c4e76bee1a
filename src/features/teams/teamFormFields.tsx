/**
 * The fields a team form shares, whether it creates a team (/create-team) or customises one (the team
 * page): each is bound to its form by name (inside the kit's FormFields), so both forms say the same.
 */
import type { ComponentProps } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormTextField, useFormField } from '@/components/form/FormFields'
import { ColorField } from './ColorField'
import styles from './createTeam.module.css'

/** A text field of the team form, labelled and hinted by `create.<name>`; not the browser's to fill. */
function TeamTextField({
  name,
  ...props
}: { name: 'name' | 'tag' } & Omit<ComponentProps<typeof FormTextField>, 'name' | 'label'>) {
  const { t } = useTranslation('teams')
  return (
    <FormTextField
      name={name}
      label={t(`create.${name}`)}
      hint={t(`create.${name}Hint`)}
      autoComplete="off"
      {...props}
    />
  )
}

/** The team's name. */
export function TeamNameField() {
  return <TeamTextField name="name" />
}

/** The team's tag: up to five characters, shown in capitals as the server stores it. */
export function TeamTagField() {
  return (
    <TeamTextField
      name="tag"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={5}
      className={styles.tag}
    />
  )
}

type ColorName = 'primaryColor' | 'secondaryColor'

/** A team colour: its picker writes into its text, as if typed there (touched, then checked). */
function TeamColorField({ name, fallback }: { name: ColorName; fallback: string }) {
  const { t } = useTranslation('teams')
  const { setValue, control } = useFormContext<Record<ColorName, string>>()
  const value = useWatch({ control, name })
  return (
    <ColorField
      label={t(`create.${name}`)}
      hint={t('create.colorHint')}
      value={value}
      fallback={fallback}
      onPick={(color) =>
        setValue(name, color, { shouldDirty: true, shouldTouch: true, shouldValidate: true })
      }
      {...useFormField(name)}
    />
  )
}

/** The primary and the secondary colour, each drawn with its fallback until it is a colour. */
export function TeamColorFields({
  fallback,
}: {
  fallback: { primary: string; secondary: string }
}) {
  return (
    <>
      <TeamColorField name="primaryColor" fallback={fallback.primary} />
      <TeamColorField name="secondaryColor" fallback={fallback.secondary} />
    </>
  )
}
