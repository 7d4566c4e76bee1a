export interface ContractOperation {
  label: string
  method: string
  responses: Record<string, unknown>
  successStatus: number
  example: unknown
  mock: boolean
  access: 'public' | 'bearer' | 'staff'
  integerParams: string[]
  jsonBody: boolean
  requiredBodyFields: string[]
  schemaPointer(status: number | string): string | undefined
  pathWith(params?: Record<string, string | number>, query?: Record<string, string>): string
}
export function listOperations(document: object): ContractOperation[]
