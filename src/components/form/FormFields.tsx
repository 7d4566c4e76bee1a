import { createContext, use, type ComponentType, type ReactNode } from 'react'
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
import { SelectField } from '../SelectField'
import { TextAreaField } from '../TextAreaField'
import { TextField } from '../TextField'

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

/**
 * A kit field bound to its form by name (inside FormFields): it takes the field's props but its
 * name, ref, error and change and blur handlers, which come from the form.
 */
function bound<P extends { name?: string; error?: string | false }>(Field: ComponentType<P>) {
  return function BoundField({
    name,
    options,
    ...props
  }: Omit<P, 'name' | 'error' | 'ref' | 'onChange' | 'onBlur'> & {
    /** The form field it edits. */
    name: string
    /** react-hook-form's rules for it besides the schema's (`deps`, for example). */
    options?: RegisterOptions
  }) {
    return <Field {...(props as unknown as P)} {...useFormField(name, options)} />
  }
}

/** A TextField bound to its form by name (inside FormFields). */
export const FormTextField = bound(TextField)
/** A SelectField bound to its form by name (inside FormFields); its options are the children. */
export const FormSelectField = bound(SelectField)
/** A TextAreaField bound to its form by name (inside FormFields). */
export const FormTextAreaField = bound(TextAreaField)
