/** The problems of `value` against the schema at `pointer` (a JSON pointer into the document). */
export function createValidator(document: object): (pointer: string, value: unknown) => string[]
