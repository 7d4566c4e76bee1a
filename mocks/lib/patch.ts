/**
 * A PATCH applied to a record: every field the patch sets is copied onto the record, and a field it
 * leaves undefined (not sent) stays as it is. `null` is a value: it clears the field.
 */
export function applyPatch<R extends object>(record: R, patch: Partial<R>): void {
  for (const key of Object.keys(patch) as (keyof R)[]) {
    const value = patch[key]
    if (value !== undefined) record[key] = value as R[keyof R]
  }
}
