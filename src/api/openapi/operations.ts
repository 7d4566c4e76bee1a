/** Every operation of the API, in the order the document lists them. */
import { accountOperations } from './accountOperations'
import { clubOperations } from './clubOperations'
import { leagueOperations } from './leagueOperations'
import type { Operation } from './operation'

export const OPERATIONS: readonly Operation[] = [
  ...accountOperations,
  ...clubOperations,
  ...leagueOperations,
]
