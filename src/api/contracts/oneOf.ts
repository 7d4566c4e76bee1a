/**
 * Whether `value` is one of `values`, a list of string literals (`LANGUAGES`, a contract's statuses,
 * a form's error keys), narrowing its type: `Array.prototype.includes` on such a list takes only its
 * own members. With the contracts, so that the app and the mock API check their lists alike.
 */
export function isOneOf<T extends string>(
  values: readonly T[],
  value: string | null | undefined,
): value is T {
  return value != null && (values as readonly string[]).includes(value)
}

/** `value` when it is one of `values`, else `fallback`: a key read from outside (a URL, a message). */
export function oneOfOr<T extends string>(
  values: readonly T[],
  value: string | null | undefined,
  fallback: T,
): T {
  return isOneOf(values, value) ? value : fallback
}
