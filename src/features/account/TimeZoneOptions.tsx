/**
 * The time zones a player may choose on /edit-profile: "Automatic" (the browser's zone) first, then
 * every zone the browser knows, grouped by region and named by their city with their offset today
 * ("New York (GMT-5)"). The list is Intl's own (Intl.supportedValuesOf), so a zone offered here is one
 * every part of the app can format, and the server accepts (src/api/contracts/time.ts).
 */
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { collator as collatorFor, dateTimeFormat } from '@/lib/intl'
import { useNow } from '@/lib/now'
import { browserTimeZone } from '@/lib/timeZone'

/** The regions of the IANA names, as the select's groups (`America/Chicago` is in America). */
const REGIONS = [
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
type Region = (typeof REGIONS)[number]

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
  return (REGIONS as readonly string[]).includes(region ?? '') ? (region as Region) : 'Other'
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

/** The label of one zone: `New York (GMT-5)`. */
function useZoneLabel() {
  const { t } = useTranslation('account')
  return (option: ZoneOption) =>
    option.offset === ''
      ? option.city
      : t('editProfile.timeZoneOption', { city: option.city, offset: option.offset })
}

/**
 * The options of the time-zone select: Automatic, then the regions. `current` (the stored zone) is
 * always offered, even if this browser's list lacks it.
 */
export function TimeZoneOptions({ current }: { current: string | null }) {
  const { t, i18n } = useTranslation('account')
  const label = useZoneLabel()
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
    return REGIONS.flatMap((region) => {
      const options = byRegion.get(region)
      if (options === undefined) return []
      options.sort((a, b) => collator.compare(a.city, b.city))
      return [{ region, options }]
    })
  }, [current, i18n.language, nowMs])
  const browser = browserTimeZone()
  return (
    <>
      <option value="">
        {t('editProfile.timeZoneAutomatic', {
          zone: label({
            id: browser,
            city: cityOf(browser),
            offset: offsetOf(browser, new Date(nowMs)),
          }),
        })}
      </option>
      {groups.map(({ region, options }) => (
        <optgroup key={region} label={t(`editProfile.timeZoneRegions.${region}`)}>
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
