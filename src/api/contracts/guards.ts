/**
 * Six zod-like checks in plain code, for the one contract the first load needs (./session.ts):
 * zod/mini would add ~15 kB gzip to it (docs/decisions.md, "The session contract is written once,
 * without zod"). A check has zod's `safeParse` shape and, like `z.object`, drops unknown keys. It
 * also keeps its definition (`def`), from which ./sessionSchemas.ts builds the same contract in
 * zod/mini for everything that loads later: the session contract is written once, in ./session.ts.
 */

export type SafeParse<T> = { success: true; data: T } | { success: false; data?: undefined }

/**
 * What a check makes of a value: the value it accepts (unknown keys dropped), or undefined for one
 * it refuses. The values checked are JSON (stored JSON, response bodies), which has no undefined, so
 * an optional field that is present is never undefined either.
 */
type Read<T> = (value: unknown) => T | undefined

export interface Check<T> {
  readonly def: Def
  readonly read: Read<T>
  safeParse(value: unknown): SafeParse<T>
}
type AnyCheck = Check<unknown>
export type Infer<C> = C extends Check<infer T> ? T : never

export type Def =
  | { type: 'string' }
  | { type: 'positiveInt' }
  | { type: 'nullable'; inner: AnyCheck }
  | { type: 'optional'; inner: AnyCheck }
  | { type: 'record'; value: AnyCheck }
  | { type: 'object'; shape: Shape }
type Shape = Record<string, AnyCheck>

export interface StringCheck extends Check<string> {
  readonly def: { type: 'string' }
}
export interface PositiveIntCheck extends Check<number> {
  readonly def: { type: 'positiveInt' }
}
export interface NullableCheck<C extends AnyCheck> extends Check<Infer<C> | null> {
  readonly def: { type: 'nullable'; inner: C }
}
export interface OptionalCheck<C extends AnyCheck> extends Check<Infer<C> | undefined> {
  readonly def: { type: 'optional'; inner: C }
}
export interface RecordCheck<C extends AnyCheck> extends Check<Record<string, Infer<C>>> {
  readonly def: { type: 'record'; value: C }
}
export interface ObjectCheck<S extends Shape> extends Check<ObjectOf<S>> {
  readonly def: { type: 'object'; shape: S }
}

type OptionalKeys<S extends Shape> = {
  [K in keyof S]: S[K] extends OptionalCheck<AnyCheck> ? K : never
}[keyof S]
type ObjectOf<S extends Shape> = {
  [K in Exclude<keyof S, OptionalKeys<S>>]: Infer<S[K]>
} & { [K in OptionalKeys<S>]?: Infer<S[K]> } extends infer O
  ? { [K in keyof O]: O[K] }
  : never

function check<T, D extends Def>(def: D, read: Read<T>): Check<T> & { readonly def: D } {
  return {
    def,
    read,
    safeParse(value) {
      const data = read(value)
      return data === undefined ? { success: false } : { success: true, data }
    },
  }
}

type Fields = Record<string, unknown>
const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export const string = (): StringCheck =>
  check({ type: 'string' }, (value) => (typeof value === 'string' ? value : undefined))

/** `z.int().check(z.positive())`: a safe integer above 0. */
export const positiveInt = (): PositiveIntCheck =>
  check({ type: 'positiveInt' }, (value) =>
    typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined,
  )

export const nullable = <C extends AnyCheck>(inner: C): NullableCheck<C> =>
  check({ type: 'nullable', inner }, (value) =>
    value === null ? null : (inner.read(value) as Infer<C> | undefined),
  )

/** A field that may be left out of its object (`object` checks it only when it is there). */
export const optional = <C extends AnyCheck>(inner: C): OptionalCheck<C> =>
  check({ type: 'optional', inner }, (value) => inner.read(value) as Infer<C> | undefined)

/** String keys to values of one check. */
export const record = <C extends AnyCheck>(value: C): RecordCheck<C> =>
  check({ type: 'record', value }, (input) => {
    if (!isObject(input)) return undefined
    const out: Record<string, Infer<C>> = {}
    for (const key of Object.keys(input)) {
      const item = value.read(input[key])
      if (item === undefined) return undefined
      if (key !== '__proto__') out[key] = item as Infer<C>
    }
    return out
  })

/** The shape's fields, each checked; unknown keys are dropped, and a left-out optional field stays out. */
export const object = <S extends Shape>(shape: S): ObjectCheck<S> =>
  check({ type: 'object', shape }, (input) => {
    if (!isObject(input)) return undefined
    const out: Fields = {}
    for (const [key, field] of Object.entries(shape)) {
      if (field.def.type === 'optional' && !(key in input)) continue
      const item = field.read(input[key])
      if (item === undefined) return undefined
      out[key] = item
    }
    return out as ObjectOf<S>
  })
