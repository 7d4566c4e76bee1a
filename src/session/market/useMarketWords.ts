/**
 * The market's vocabulary in the reader's language (the `market` namespace, which every route that
 * shows a listing or a recruitment post loads): positions, platforms, regions, levels and weekdays,
 * one at a time and as a list's choices. The market, the profile and the team page all word them so.
 */
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import {
  PLATFORMS,
  POSITIONS,
  RECRUITMENT_LEVELS,
  REGIONS,
  type Platform,
  type Position,
  type RecruitmentLevel,
  type Region,
} from '@/api/contracts/league'
import { WEEKDAYS, type Weekday } from '@/api/contracts/time'

/** A list's choices, as value and translated label (the kit's FilterSelect and FormCheckboxGroup). */
export type Choices<V extends string = string> = readonly (readonly [value: V, label: string])[]

export function useMarketWords() {
  const { t } = useTranslation('market')
  return useMemo(() => {
    const position = (value: Position) => t(`positions.${value}`)
    const positionShort = (value: Position) => t(`positionsShort.${value}`)
    const platform = (value: Platform) => t(`platforms.${value}`)
    const region = (value: Region) => t(`regions.${value}`)
    const level = (value: RecruitmentLevel) => t(`levels.${value}`)
    const weekday = (value: Weekday) => t(`weekdays.${value}`)
    const weekdayShort = (value: Weekday) => t(`weekdaysShort.${value}`)
    return {
      position,
      positionShort,
      platform,
      region,
      level,
      weekday,
      weekdayShort,
      /** "CB · Centre-back": the code a player knows, then its name. */
      positionChoices: POSITIONS.map(
        (value) =>
          [
            value,
            t('filters.positionOption', { code: positionShort(value), name: position(value) }),
          ] as const,
      ),
      platformChoices: PLATFORMS.map((value) => [value, platform(value)] as const),
      regionChoices: REGIONS.map((value) => [value, region(value)] as const),
      levelChoices: RECRUITMENT_LEVELS.map((value) => [value, level(value)] as const),
      weekdayChoices: WEEKDAYS.map((value) => [value, weekday(value)] as const),
    }
  }, [t])
}
