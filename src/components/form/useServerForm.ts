import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form'
import type { z } from 'zod'
import { applyServerFieldErrors, type CallFailure, type CallResult } from '@/api/errors'

export interface ServerFormOptions<TInput extends FieldValues, TOutput, TData> {
  /** The form's rules (usually the request's own schema): checked when a field is left, then as it is typed. */
  schema: z.ZodType<TOutput, TInput>
  defaultValues: DefaultValues<TInput>
  /** Server path → form field, in the order of the form: the first field in error gets the focus. */
  serverFields: readonly (readonly [string, Path<TInput>])[]
  /**
   * Sends the checked values (through a mutation's trigger), or what was typed (`typed`, before the
   * schema's transforms) where the server parses it itself; resolves to the result's `data` or `error`.
   */
  send: (values: TOutput, typed: TInput) => PromiseLike<CallResult<TData>>
  /** What a success does besides showing it saved (show what the server stored, move on). */
  onSaved?: (data: TData, form: UseFormReturn<TInput, unknown, TOutput>) => void
}

/**
 * A react-hook-form form whose submit sends the values to the server: the server's field errors land
 * on their fields, any other failure is kept for an alert (nothing typed is lost), and a success is
 * `saved` until the player edits again. Each screen writes only its fields and their texts.
 */
export function useServerForm<TInput extends FieldValues, TOutput, TData>({
  schema,
  defaultValues,
  serverFields,
  send,
  onSaved,
}: ServerFormOptions<TInput, TOutput, TData>) {
  const [saved, setSaved] = useState(false)
  const [failure, setFailure] = useState<CallFailure | null>(null)
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues,
  })

  const onSubmit = form.handleSubmit(async (values) => {
    setSaved(false)
    setFailure(null)
    const result = await send(values, form.getValues())
    if (result.error !== undefined) {
      if (!applyServerFieldErrors(result.error, serverFields, form.setError)) {
        setFailure(result.error)
      }
      return
    }
    onSaved?.(result.data, form)
    setSaved(true)
  })

  return {
    form,
    onSubmit,
    /** Saved, and nothing edited since. */
    saved: saved && !form.formState.isDirty,
    /** The last submit's failure that was not about a field, or null. */
    failure,
  }
}
