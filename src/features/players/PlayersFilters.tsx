/**
 * The filter bar of /players: text, position, platform, country and "free agents only". It reports
 * changes, and the screen writes them to the URL. The bar holds the search box's text, which reaches
 * the URL once typing pauses: a key redraws the bar, not the screen and its table.
 */
import { memo, useDeferredValue, useId, useMemo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PLATFORMS, PLAYER_QUERY_MAX_LENGTH, POSITIONS } from '@/api/contracts/league'
import { FilterClear, FilterForm, FilterSearch, FilterSelect } from '@/components/FilterField'
import filterBar from '@/components/FilterBar.module.css'
import { useInBrowser } from '@/lib/browserValue'
import { useTypedText } from '@/components/useTypedText'
import { usePlayerFormats, type CountryOption } from './format'
import { hasFilters, type PlayersFilters as Filters } from './playersView'
import styles from './PlayersScreen.module.css'

/** How long typing pauses before the text filter goes to the URL and the server. */
export const SEARCH_DEBOUNCE_MS = 250

const trimmed = (text: string) => text.trim()
const NO_COUNTRIES: readonly CountryOption[] = []

export const PlayersFilters = memo(function PlayersFilters({
  filters,
  clears,
  onChange,
  onClear,
}: {
  filters: Filters
  /** How many times the filters were cleared: each time, the search box empties. */
  clears: number
  onChange: (changes: Partial<Filters>) => void
  onClear: () => void
}) {
  const { t } = useTranslation('players')
  const { text, setText, commitNow } = useTypedText({
    kept: filters.q,
    onCommit: (q) => onChange({ q }),
    delayMs: SEARCH_DEBOUNCE_MS,
    normalize: trimmed,
    clears,
  })
  const { countryOptions: countryNames, countryLabel } = usePlayerFormats()
  // The countries are named by the browser's Intl data: the prerendered page (Node's) lists none.
  // Their ~250 options come in a render of their own, after the page's first paint: they are a
  // quarter of the page's elements, and a route change to /players waited for them.
  const listCountries = useDeferredValue(useInBrowser(), false)
  const freeAgentId = useId()

  const countries = listCountries ? countryNames() : NO_COUNTRIES
  // ~250 options, built once per list.
  const countryOptions = useMemo(
    () =>
      countries.map(({ code, label }) => (
        <option key={code} value={code}>
          {label}
        </option>
      )),
    [countries],
  )
  const positionOptions = useMemo(
    () =>
      POSITIONS.map(
        (position) =>
          [
            position,
            t('positionOption', {
              code: t(`positionShort.${position}`),
              name: t(`position.${position}`),
            }),
          ] as const,
      ),
    [t],
  )
  const platformOptions = useMemo(
    () => PLATFORMS.map((platform) => [platform, t(`platform.${platform}`)] as const),
    [t],
  )
  // The list is not in yet, or a shared link names a code it does not have: the chosen country
  // still shows (a code the list does not have, as its code).
  const chosenCountry =
    filters.country && !countries.some(({ code }) => code === filters.country)
      ? { code: filters.country, label: countryLabel(filters.country) }
      : null
  const filtered = hasFilters(filters)

  return (
    <FilterForm label={t('filters.label')} className={styles.filters} onSubmit={commitNow}>
      <FilterSearch
        label={t('filters.search')}
        className={`${filterBar.rowField} ${styles.search}`}
        controlClassName={filterBar.rowControl}
        value={text}
        maxLength={PLAYER_QUERY_MAX_LENGTH}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setText(event.target.value)}
      />
      <ChoiceFilter
        name="position"
        filters={filters}
        onChange={onChange}
        options={positionOptions}
      />
      <ChoiceFilter
        name="platform"
        filters={filters}
        onChange={onChange}
        options={platformOptions}
      />
      <ChoiceFilter name="country" filters={filters} onChange={onChange}>
        {chosenCountry ? <option value={chosenCountry.code}>{chosenCountry.label}</option> : null}
        {countryOptions}
      </ChoiceFilter>
      <div className={styles.checkField}>
        <input
          id={freeAgentId}
          type="checkbox"
          className={styles.checkbox}
          checked={filters.freeAgent}
          onChange={(event) => onChange({ freeAgent: event.target.checked })}
        />
        <label htmlFor={freeAgentId}>{t('filters.freeAgent')}</label>
      </div>
      <FilterClear shown={filtered} className={styles.clear} onClear={onClear}>
        {t('filters.clear')}
      </FilterClear>
    </FilterForm>
  )
})

/** Each list's choice that filters nothing, the empty value. */
const ANY_LABELS = {
  position: 'filters.anyPosition',
  platform: 'filters.anyPlatform',
  country: 'filters.anyCountry',
} as const

/** One of the bar's lists (position, platform, country): "any" first, then its choices. */
function ChoiceFilter({
  name,
  filters,
  onChange,
  options,
  children,
}: {
  name: keyof typeof ANY_LABELS
  filters: Filters
  onChange: (changes: Partial<Filters>) => void
  /** The choices, as value and translated label; `children` options follow them. */
  options?: readonly (readonly [value: string, label: string])[]
  children?: ReactNode
}) {
  const { t } = useTranslation('players')
  return (
    <FilterSelect
      label={t(`filters.${name}`)}
      className={filterBar.rowField}
      controlClassName={filterBar.rowControl}
      value={filters[name]}
      // The list offers only its own values and the empty one: the value is the filter's.
      onChange={(event) => onChange({ [name]: event.target.value } as Partial<Filters>)}
      anyLabel={t(ANY_LABELS[name])}
      options={options}
    >
      {children}
    </FilterSelect>
  )
}
