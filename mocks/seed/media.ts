/**
 * The seed's pictures (avatar and crest drawings) stored as the API stores an upload: each distinct
 * drawing once, numbered in the order it is first shown; users and teams keep its address.
 */
import { bytesToBase64 } from '../lib/bytes'
import { mediaAddress, mediaVersion, type MediaRecord } from '../model'
import type { Ids } from './context'

export class SeedMedia {
  readonly records: MediaRecord[] = []
  private readonly addresses = new Map<string, string>()

  constructor(private readonly ids: Ids) {}

  /** The address of an SVG drawing, stored at `createdAt` when first seen; null for none. */
  address(svg: string | null, createdAt: string): string | null {
    if (svg === null) return null
    let address = this.addresses.get(svg)
    if (address === undefined) {
      const base64 = bytesToBase64(new TextEncoder().encode(svg))
      const record: MediaRecord = {
        id: this.ids.next('media'),
        version: mediaVersion(base64),
        type: 'image/svg+xml',
        base64,
        createdAt,
      }
      this.records.push(record)
      address = mediaAddress(record)
      this.addresses.set(svg, address)
    }
    return address
  }
}
