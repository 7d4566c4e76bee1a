/** Every operation of the API, in the order the document lists them. */
import { MEDIA_TYPES } from '../contracts/media'
import { accountOperations } from './accountOperations'
import { clubOperations } from './clubOperations'
import { leagueOperations } from './leagueOperations'
import type { Operation } from './operation'

const mediaOperation: Operation = {
  method: 'get',
  path: '/media/{id}',
  operationId: 'getMedia',
  summary: 'A stored picture',
  description:
    'The bytes of a picture an answer names by address (an `avatar`, a `crest`): an upload is stored once and its address never shows other bytes, so it may be cached for good. Public: an `<img>` sends no token. A replaced or removed picture is deleted (404).',
  tag: 'media',
  access: 'public',
  success: {
    status: 200,
    description: 'The picture, of the type its content is (uploads: PNG, JPEG or WebP).',
    binary: {
      types: MEDIA_TYPES,
      headers: {
        'Cache-Control':
          '`public, max-age=31536000, immutable`: the bytes at an address never change.',
        'X-Content-Type-Options': '`nosniff`: the bytes are only ever the type the answer names.',
      },
    },
  },
  errors: { 404: ['media_not_found'] },
  example: { params: { id: 1 } },
}

export const OPERATIONS: readonly Operation[] = [
  ...accountOperations,
  ...clubOperations,
  ...leagueOperations,
  mediaOperation,
]
