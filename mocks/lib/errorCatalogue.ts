/**
 * The texts of the mock API's error answers, in the two languages the product supports. The client
 * sends `Accept-Language`; a careful server answers in it, so the UI can show `error` as it comes.
 */
import { isOneOf } from '@/api/contracts/oneOf'
import { commonErrors, commonFields } from './errors/common'
import { accountsErrors, accountsFields } from './errors/accounts'
import { playersErrors, playersFields } from './errors/players'
import { searchErrors, searchFields } from './errors/search'
import { competitionsErrors, competitionsFields } from './errors/competitions'
import { newsErrors, newsFields } from './errors/news'
import { registrationsErrors, registrationsFields } from './errors/registrations'
import { teamsErrors, teamsFields } from './errors/teams'
import { invitationsErrors, invitationsFields } from './errors/invitations'
import { joinRequestsErrors, joinRequestsFields } from './errors/joinRequests'
import { infractionsErrors, infractionsFields } from './errors/infractions'
import { premiumErrors, premiumFields } from './errors/premium'
import { marketErrors, marketFields } from './errors/market'
import { LANGUAGES, type Language } from './language'

export { LANGUAGES, type Language } from './language'

const baseErrors = {
  en: {
    invalid_json: 'The request body is not valid JSON.',
    invalid_body: 'Some required fields are missing or invalid.',
    validation_failed: 'Some fields are invalid.',
    invalid_query: 'Some query parameters are missing or invalid.',
    invalid_credentials: 'Invalid username or password',
    account_pending: 'Your account is not activated yet. Use the link we sent to your email.',
    // Every token failure reads the same (requirements: invalid-token): the code tells a missing,
    // unknown or expired token apart.
    missing_token: 'Invalid token',
    invalid_token: 'Invalid token',
    token_expired: 'Invalid token',
    forbidden_sender: 'You can only send messages as yourself.',
    user_not_found: 'User not found',
    service_unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
    internal_error: 'Something went wrong on our side. Please try again.',
    not_found: 'The API has no such address.',
    media_not_found: 'No picture is stored at this address.',
    method_not_allowed:
      'This address does not take this method: the Allow header lists those it takes.',
  },
  es: {
    invalid_json: 'El cuerpo de la solicitud no es un JSON válido.',
    invalid_body: 'Faltan campos obligatorios o no son válidos.',
    validation_failed: 'Algunos campos no son válidos.',
    invalid_query: 'Faltan parámetros de la consulta o no son válidos.',
    invalid_credentials: 'Usuario o contraseña incorrectos',
    account_pending: 'Tu cuenta aún no está activada. Usa el enlace que enviamos a tu correo.',
    missing_token: 'Token inválido',
    invalid_token: 'Token inválido',
    token_expired: 'Token inválido',
    forbidden_sender: 'Solo puedes enviar mensajes en tu propio nombre.',
    user_not_found: 'Usuario no encontrado',
    service_unavailable:
      'El servicio no está disponible por el momento. Inténtalo de nuevo en un momento.',
    internal_error: 'Algo salió mal de nuestro lado. Inténtalo de nuevo.',
    not_found: 'La API no tiene esta dirección.',
    media_not_found: 'No hay ninguna imagen guardada en esta dirección.',
    method_not_allowed:
      'Esta dirección no acepta este método: la cabecera Allow indica los que acepta.',
  },
} as const satisfies Record<Language, Record<string, string>>

/** Texts keyed by code, one object per language. */
type TextPart = Readonly<Record<Language, object>>

/**
 * Each area keeps its own texts (./errors/<area>.ts); codes more than one area answers with live in
 * ./errors/common.ts. A key is defined in exactly one part (tests/mocks/errors.test.ts). The catalogue
 * and its type both come from this list, so a part cannot be typed in and missing at run time.
 */
export const errorParts = {
  base: baseErrors,
  common: commonErrors,
  accounts: accountsErrors,
  players: playersErrors,
  search: searchErrors,
  competitions: competitionsErrors,
  news: newsErrors,
  registrations: registrationsErrors,
  teams: teamsErrors,
  invitations: invitationsErrors,
  joinRequests: joinRequestsErrors,
  infractions: infractionsErrors,
  premium: premiumErrors,
  market: marketErrors,
} as const satisfies Record<string, TextPart>

/** `A | B | C` → `A & B & C`: the language's texts of every part, as one object type. */
type Intersection<U> = (U extends unknown ? (part: U) => void : never) extends (
  part: infer I,
) => void
  ? I
  : never
type Merged<Parts extends Record<string, TextPart>> = {
  [L in Language]: Intersection<{ [K in keyof Parts]: Parts[K][L] }[keyof Parts]>
}

function merge<Parts extends Record<string, TextPart>>(parts: Parts): Merged<Parts> {
  const pick = (language: Language): unknown =>
    Object.assign({}, ...Object.values(parts).map((part) => part[language]))
  return { en: pick('en'), es: pick('es') } as Merged<Parts>
}

export const errorCatalogue = merge(errorParts)

export type ErrorCode = keyof (typeof errorCatalogue)['en']

/** Per-field texts (`fieldErrors`). `{max}` is replaced with a number formatted for the language. */
const baseFields = {
  en: {
    required: 'This field is required.',
    too_long: 'Use at most {max} characters.',
    invalid: 'This value is not valid.',
    self_message: 'You cannot send a message to yourself.',
    text_invisible: 'Write something that can be seen: this holds only invisible characters.',
    text_characters: 'This text holds characters that cannot be stored. Remove them and try again.',
  },
  es: {
    required: 'Este campo es obligatorio.',
    too_long: 'Usa como máximo {max} caracteres.',
    invalid: 'Este valor no es válido.',
    self_message: 'No puedes enviarte un mensaje a ti mismo.',
    text_invisible: 'Escribe algo que se pueda ver: esto solo tiene caracteres invisibles.',
    text_characters:
      'Este texto tiene caracteres que no se pueden guardar. Quítalos y vuelve a intentarlo.',
  },
} as const satisfies Record<Language, Record<string, string>>

export const fieldParts = {
  base: baseFields,
  common: commonFields,
  accounts: accountsFields,
  players: playersFields,
  search: searchFields,
  competitions: competitionsFields,
  news: newsFields,
  registrations: registrationsFields,
  teams: teamsFields,
  invitations: invitationsFields,
  joinRequests: joinRequestsFields,
  infractions: infractionsFields,
  premium: premiumFields,
  market: marketFields,
} as const satisfies Record<string, TextPart>

export const fieldCatalogue = merge(fieldParts)

export type FieldErrorKey = keyof (typeof fieldCatalogue)['en']

/**
 * Indexing the catalogue of either language with any code (here and in fieldMessage) is what makes a
 * code or key without a text in one of the languages a compile error.
 */
/**
 * The code's text in `language`. A text that names something of the request (`{competition}`) gets
 * it from `values`, already in words.
 */
export function errorMessage(
  language: Language,
  code: ErrorCode,
  values: Record<string, string> = {},
): string {
  const text: string = errorCatalogue[language][code]
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder)
}

export function fieldMessage(
  language: Language,
  key: FieldErrorKey,
  values: { max?: number } = {},
): string {
  const text: string = fieldCatalogue[language][key]
  const max = values.max
  return max === undefined
    ? text
    : text.replace('{max}', new Intl.NumberFormat(language).format(max))
}

/**
 * The best supported language of an `Accept-Language` header (`es-MX,es;q=0.9,en;q=0.8` → es),
 * English when none is supported or the header is absent.
 */
export function languageOf(request: Request): Language {
  const header = request.headers.get('Accept-Language')
  if (!header) return 'en'
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const quality = q === undefined ? 1 : Number(q.slice(2))
      return { base: tag.split('-')[0]?.toLowerCase() ?? '', quality, index }
    })
    .filter(({ quality }) => Number.isFinite(quality) && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
  const match = ranked.find(({ base }) => isLanguage(base))
  return match !== undefined && isLanguage(match.base) ? match.base : 'en'
}

function isLanguage(value: string): value is Language {
  return isOneOf(LANGUAGES, value)
}
