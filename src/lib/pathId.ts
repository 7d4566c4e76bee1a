/**
 * The id in an address (`/match/142`, `/team/3`, `/profile/12`, `/competition/4`): digits only, no
 * leading zero. `abc`, `0`, `1.5`, `012` and `1e2` name nothing, so the page shows its not-found state
 * without asking the server (which answers 404 for them too).
 */
export function parsePathId(value: string | undefined): number | null {
  if (value === undefined || !/^[1-9]\d*$/.test(value)) return null
  const id = Number(value)
  return Number.isSafeInteger(id) ? id : null
}
