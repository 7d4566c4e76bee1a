/**
 * The session contract of ./session.ts as zod/mini schemas, built from its definitions: the other
 * contracts embed them (`activateResponseSchema`, the registration error) and the mock API and the
 * tests parse with them. They load with the screens, never with the first paint.
 */
import * as z from 'zod/mini'
import type {
  Check,
  NullableCheck,
  ObjectCheck,
  OptionalCheck,
  PositiveIntCheck,
  RecordCheck,
  StringCheck,
} from './guards'
import * as session from './session'

/** The zod/mini schema of a check of ./guards.ts. */
export type ZodOf<C> =
  C extends ObjectCheck<infer S>
    ? z.ZodMiniObject<{ -readonly [K in keyof S]: ZodOf<S[K]> }, z.core.$strip>
    : C extends OptionalCheck<infer I>
      ? z.ZodMiniOptional<ZodOf<I>>
      : C extends NullableCheck<infer I>
        ? z.ZodMiniNullable<ZodOf<I>>
        : C extends RecordCheck<infer V>
          ? z.ZodMiniRecord<z.ZodMiniString, ZodOf<V>>
          : C extends PositiveIntCheck
            ? z.ZodMiniInt
            : C extends StringCheck
              ? z.ZodMiniString
              : never

export function toZod<C extends Check<unknown>>(check: C): ZodOf<C> {
  const def = check.def
  const schema = (() => {
    switch (def.type) {
      case 'string':
        return z.string()
      case 'positiveInt':
        return z.int().check(z.positive())
      case 'nullable':
        return z.nullable(toZod(def.inner))
      case 'optional':
        return z.optional(toZod(def.inner))
      case 'record':
        return z.record(z.string(), toZod(def.value))
      case 'object':
        return z.object(
          Object.fromEntries(Object.entries(def.shape).map(([key, field]) => [key, toZod(field)])),
        )
    }
  })()
  return schema as ZodOf<C>
}

export const apiErrorSchema = toZod(session.apiErrorSchema)
export const userIdSchema = toZod(session.userIdSchema)
export const authUserSchema = toZod(session.authUserSchema)
export const loginResponseSchema = toZod(session.loginResponseSchema)
export const verifyTokenResponseSchema = toZod(session.verifyTokenResponseSchema)
