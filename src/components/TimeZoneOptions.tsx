/**
 * The options of a time-zone select (the account's zone on /edit-profile, a market listing's):
 * "Automatic" (the browser's zone) first where the field may be left to the browser, then every zone
 * the browser knows, grouped by region and named by their city with their offset today ("New York
 * (GMT-5)"). The list is Intl's own (Intl.supportedValuesOf), so a zone offered here is one every
 * part of the app can format, and the server accepts (src/api/contracts/time.ts). The words are the
 * caller's, from its own namespace.
 */
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { collator as collatorFor, dateTimeFormat } from '@/lib/intl'
import { useNow } from '@/lib/now'
import { browserTimeZone } from '@/lib/timeZone'

/** The regions of the IANA names, as the select's groups (`America/Chicago` is in America). */
export const TIME_ZONE_REGIONS = [
  'Africa',
  'America',
  'Antarctica',
  'Arctic',
  'Asia',
  'Atlantic',
  'Australia',
  'Europe',
  'Indian',
  'Pacific',
  'Other',
] as const
export type TimeZoneRegion = (typeof TIME_ZONE_REGIONS)[number]
type Region = TimeZoneRegion

interface ZoneOption {
  id: string
  city: string
  offset: string
}

/** Every zone Intl knows, and UTC (which V8 leaves out of the list); empty where it cannot tell. */
function knownZones(): string[] {
  const zones =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
  return zones.includes('UTC') ? zones : ['UTC', ...zones]
}

function regionOf(zone: string): Region {
  const region = zone.split('/')[0]
  return (TIME_ZONE_REGIONS as readonly string[]).includes(region ?? '')
    ? (region as Region)
    : 'Other'
}

/** `America/Argentina/Buenos_Aires` → `Buenos Aires, Argentina`. */
function cityOf(zone: string): string {
  const [, ...rest] = zone.split('/')
  if (rest.length === 0) return zone
  return rest.reverse().join(', ').replaceAll('_', ' ')
}

/** `GMT-5`, the zone's offset now; none for UTC itself, which is its own offset. */
function offsetOf(zone: string, now: Date): string {
  if (zone === 'UTC') return ''
  try {
    return (
      dateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' })
        .formatToParts(now)
        .find((part) => part.type === 'timeZoneName')?.value ?? ''
    )
  } catch {
    return ''
  }
}

/** The words of the options, translated by the caller. */
export interface TimeZoneTexts {
  /** One zone: `({ city, offset }) => t('…', { city, offset })`, "New York (GMT-5)". */
  option: (zone: { city: string; offset: string }) => string
  /** A region's group ("Americas"). */
  region: (region: TimeZoneRegion) => string
  /**
   * The first option, the empty value, which follows the browser's zone (its label given): only
   * where the field may be left to the browser.
   */
  automatic?: (zone: string) => string
}

/**
 * The options of the time-zone select: Automatic when offered, then the regions. `current` (the
 * stored zone) is always offered, even if this browser's list lacks it.
 */
export function TimeZoneOptions({
  current,
  texts,
}: {
  current: string | null
  texts: TimeZoneTexts
}) {
  const { i18n } = useTranslation()
  const label = (option: ZoneOption) => (option.offset === '' ? option.city : texts.option(option))
  // Offsets as of "now": pinned in stories and tests, so the list reads the same on any day.
  const nowMs = useNow()
  const groups = useMemo(() => {
    const now = new Date(nowMs)
    const collator = collatorFor(i18n.language)
    const zones = knownZones()
    if (current !== null && !zones.includes(current)) zones.push(current)
    const byRegion = new Map<Region, ZoneOption[]>()
    for (const id of zones) {
      const region = regionOf(id)
      const list = byRegion.get(region) ?? []
      list.push({ id, city: cityOf(id), offset: offsetOf(id, now) })
      byRegion.set(region, list)
    }
    return TIME_ZONE_REGIONS.flatMap((region) => {
      const options = byRegion.get(region)
      if (options === undefined) return []
      options.sort((a, b) => collator.compare(a.city, b.city))
      return [{ region, options }]
    })
  }, [current, i18n.language, nowMs])
  const browser = browserTimeZone()
  return (
    <>
      {texts.automatic ? (
        <option value="">
          {texts.automatic(
            label({
              id: browser,
              city: cityOf(browser),
              offset: offsetOf(browser, new Date(nowMs)),
            }),
          )}
        </option>
      ) : null}
      {groups.map(({ region, options }) => (
        <optgroup key={region} label={texts.region(region)}>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {label(option)}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  )
}
