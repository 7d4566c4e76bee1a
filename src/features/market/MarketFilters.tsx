/**
 * The filter bar of one of the market's lists: the free agents' (position, platform, region,
 * evening) or the clubs' (position, platform, level, evening). It only reports changes; the screen
 * writes them to the URL.
 */
import { useTranslation } from 'react-i18next'
import { FilterClear, FilterForm, FilterSelect } from '@/components/FilterField'
import filterBar from '@/components/FilterBar.module.css'
import { useMarketWords, type Choices } from '@/session/market/useMarketWords'
import {
  hasFilters,
  LIST_FILTERS,
  type MarketFilterName,
  type MarketFilters as Filters,
  type MarketView,
} from './marketView'
import styles from './MarketScreen.module.css'

/** Each filter's label and its choice that filters nothing, in the `market` texts. */
const TEXTS = {
  position: ['filters.position', 'filters.anyPosition'],
  platform: ['filters.platform', 'filters.anyPlatform'],
  region: ['filters.region', 'filters.anyRegion'],
  level: ['filters.level', 'filters.anyLevel'],
  evening: ['filters.evening', 'filters.anyEvening'],
} as const

export function MarketFilters({
  view,
  onChange,
  onClear,
}: {
  view: MarketView
  onChange: (changes: Partial<Filters>) => void
  onClear: () => void
}) {
  const { t } = useTranslation('market')
  const words = useMarketWords()
  const choices: Record<MarketFilterName, Choices> = {
    position: words.positionChoices,
    platform: words.platformChoices,
    region: words.regionChoices,
    level: words.levelChoices,
    evening: words.weekdayChoices,
  }
  return (
    <FilterForm
      label={t(view.list === 'players' ? 'filters.labelPlayers' : 'filters.labelClubs')}
      className={styles.filters}
      // Every filter applies as it is chosen: there is no text to submit.
      onSubmit={() => undefined}
    >
      {LIST_FILTERS[view.list].map((name) => (
        <FilterSelect
          key={name}
          label={t(TEXTS[name][0])}
          className={filterBar.rowField}
          controlClassName={filterBar.rowControl}
          value={view[name]}
          // Each list offers only its own values and the empty one: the value is the filter's.
          onChange={(event) => onChange({ [name]: event.target.value } as Partial<Filters>)}
          anyLabel={t(TEXTS[name][1])}
          options={choices[name]}
        />
      ))}
      <FilterClear shown={hasFilters(view)} className={styles.clear} onClear={onClear}>
        {t('filters.clear')}
      </FilterClear>
    </FilterForm>
  )
}
