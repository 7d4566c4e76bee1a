/** Every operation of the API, in the order the document lists them. */
import { MEDIA_TYPES } from '../contracts/media'
import { accountOperations } from './accountOperations'
import { clubOperations } from './clubOperations'
import { joinRequestOperations } from './joinRequestOperations'
import { leagueOperations } from './leagueOperations'
import { marketOperations } from './marketOperations'
import type { Operation } from './operation'

const MEDIA_HEADERS = {
  'Cache-Control':
    '`public, max-age=31536000, immutable`: the bytes at an address never change (its `v` is a digest of them).',
  ETag: 'The version of the bytes; `If-None-Match` with it answers `304` without them.',
  'X-Content-Type-Options': '`nosniff`: the bytes are only ever the type the answer names.',
  'Content-Security-Policy':
    "`default-src 'none'; style-src 'unsafe-inline'; sandbox`: a picture opened on its own runs nothing.",
}

const getMedia: Operation = {
  method: 'get',
  path: '/media/{id}',
  operationId: 'getMedia',
  summary: 'A stored picture',
  description:
    'The bytes of a picture an answer names by address (an `avatar`, a `crest`: `/api/media/{id}?v={version}`): an upload is stored once, and an address never shows other bytes, so it may be cached for good; `v` is not read here. Public: an `<img>` sends no token. A replaced or removed picture is deleted (404).',
  tag: 'media',
  access: 'public',
  success: {
    status: 200,
    description: 'The picture, of the type its content is (uploads: PNG, JPEG or WebP).',
    binary: { types: MEDIA_TYPES, headers: MEDIA_HEADERS },
  },
  errors: { 404: ['media_not_found'] },
  example: { params: { id: 1 } },
}

const headMedia: Operation = {
  ...getMedia,
  method: 'head',
  operationId: 'headMedia',
  summary: 'A stored picture’s headers',
  description: 'As `GET`, without the bytes.',
  success: {
    status: 200,
    description: 'The headers `GET` answers, without the bytes.',
    binary: { types: [], headers: MEDIA_HEADERS },
  },
}

export const OPERATIONS: readonly Operation[] = [
  ...accountOperations,
  ...clubOperations,
  ...joinRequestOperations,
  ...marketOperations,
  ...leagueOperations,
  getMedia,
  headMedia,
]
