/**
 * The id in an address, the app's (`/match/142`, `/team/3`) and the API's (`/api/teams/3`): digits
 * only, no leading zero. `abc`, `0`, `1.5`, `012` and `1e2` name nothing: a page shows its not-found
 * state without asking, and the server answers 404.
 */
export function parsePathId(value: string | undefined): number | null {
  if (value === undefined || !/^[1-9]\d*$/.test(value)) return null
  const id = Number(value)
  return Number.isSafeInteger(id) ? id : null
}
