/**
 * Intl formatters, built once per language and options and then reused. Constructing one loads and
 * resolves locale data (a few milliseconds each, far more on a phone); formatting with it is cheap.
 * Rows of a table or a list of matches used to build their own for every cell (profiled: the home
 * page's match rows built ~50 on a route change).
 */
type Locales = string | readonly string[]

const cache = new Map<string, unknown>()

function reuse<T>(kind: string, locales: Locales, options: object | undefined, make: () => T): T {
  const key = `${kind}\u0000${String(locales)}\u0000${options ? JSON.stringify(options) : ''}`
  let formatter = cache.get(key) as T | undefined
  if (formatter === undefined) {
    formatter = make()
    cache.set(key, formatter)
  }
  return formatter
}

export const dateTimeFormat = (locales: Locales, options?: Intl.DateTimeFormatOptions) =>
  reuse('DateTimeFormat', locales, options, () => new Intl.DateTimeFormat(locales, options))

export const numberFormat = (locales: Locales, options?: Intl.NumberFormatOptions) =>
  reuse('NumberFormat', locales, options, () => new Intl.NumberFormat(locales, options))

export const listFormat = (locales: Locales, options?: Intl.ListFormatOptions) =>
  reuse('ListFormat', locales, options, () => new Intl.ListFormat(locales, options))

export const displayNames = (locales: Locales, options: Intl.DisplayNamesOptions) =>
  reuse('DisplayNames', locales, options, () => new Intl.DisplayNames(locales, options))

export const collator = (locales: Locales, options?: Intl.CollatorOptions) =>
  reuse('Collator', locales, options, () => new Intl.Collator(locales, options))

export const relativeTimeFormat = (locales: Locales, options?: Intl.RelativeTimeFormatOptions) =>
  reuse('RelativeTimeFormat', locales, options, () => new Intl.RelativeTimeFormat(locales, options))
