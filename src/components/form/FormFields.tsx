import { createContext, use, type ReactNode } from 'react'
import {
  FormProvider,
  get,
  useFormContext,
  useFormState,
  type FieldError,
  type FieldValues,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form'
import { SelectField, type SelectFieldProps } from '../SelectField'
import { TextAreaField, type TextAreaFieldProps } from '../TextAreaField'
import { TextField, type TextFieldProps } from '../TextField'

/** Words a field's error in the feature's language (each feature has its own keys), or undefined. */
export type FieldErrorWording = (error: FieldError | undefined) => string | undefined

const WordingContext = createContext<FieldErrorWording | null>(null)

/**
 * Gives the fields inside it their form: a `FormTextField name="psn"` registers itself on `form`
 * and shows its own error, worded by `errorText`, so a screen writes each field's name and texts only.
 */
export function FormFields<T extends FieldValues, TOutput>({
  form,
  errorText,
  children,
}: {
  form: UseFormReturn<T, unknown, TOutput>
  /** The feature's wording of a field's error (a local rule's key, or the server's text). */
  errorText: FieldErrorWording
  children: ReactNode
}) {
  return (
    <FormProvider {...form}>
      <WordingContext value={errorText}>{children}</WordingContext>
    </FormProvider>
  )
}

/** What a field bound by name spreads on its control: react-hook-form's registration and its error. */
export function useFormField(name: string, options?: RegisterOptions) {
  const { register } = useFormContext()
  const { errors } = useFormState({ name })
  const wording = use(WordingContext)
  if (wording === null) throw new Error(`The field "${name}" is outside a FormFields.`)
  return { ...register(name, options), error: wording(get(errors, name) as FieldError | undefined) }
}

interface Bound {
  /** The form field it edits. */
  name: string
  /** react-hook-form's rules for it besides the schema's (`deps`, for example). */
  options?: RegisterOptions
}

/** A TextField bound to its form by name (inside FormFields). */
export function FormTextField({ name, options, ...props }: Bound & Omit<TextFieldProps, 'name'>) {
  return <TextField {...props} {...useFormField(name, options)} />
}

/** A SelectField bound to its form by name (inside FormFields); its options are the children. */
export function FormSelectField({
  name,
  options,
  ...props
}: Bound & Omit<SelectFieldProps, 'name'>) {
  return <SelectField {...props} {...useFormField(name, options)} />
}

/** A TextAreaField bound to its form by name (inside FormFields). */
export function FormTextAreaField({
  name,
  options,
  ...props
}: Bound & Omit<TextAreaFieldProps, 'name'>) {
  return <TextAreaField {...props} {...useFormField(name, options)} />
}
