/**
 * The filter bar of /players: text, position, platform, country and "free agents only". It only
 * reports changes; the screen writes them to the URL (and debounces the text).
 */
import { useId, useMemo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { COUNTRY_CODES } from '@/api/contracts/accounts'
import { PLATFORMS, PLAYER_QUERY_MAX_LENGTH, POSITIONS } from '@/api/contracts/players'
import { Button } from '@/components/Button'
import { FilterForm, FilterSearch, FilterSelect } from '@/components/FilterField'
import filterBar from '@/components/FilterBar.module.css'
import { useInBrowser } from '@/lib/browserValue'
import { flagEmoji, usePlayerFormats } from './format'
import type { PlayersFilters as Filters } from './playersView'
import styles from './PlayersScreen.module.css'

export function PlayersFilters({
  filters,
  text,
  onTextChange,
  onTextSubmit,
  onChange,
  onClear,
}: {
  filters: Filters
  /** What the search box shows (ahead of `filters.q` while the debounce waits). */
  text: string
  onTextChange: (text: string) => void
  onTextSubmit: () => void
  onChange: (changes: Partial<Filters>) => void
  onClear: () => void
}) {
  const { t } = useTranslation('players')
  const formats = usePlayerFormats()
  // The countries are named by the browser's Intl data: the prerendered page (Node's) lists none.
  const inBrowser = useInBrowser()
  const freeAgentId = useId()

  const countries = useMemo(
    () =>
      COUNTRY_CODES.map((code) => ({ code, name: formats.countryName(code) })).sort((a, b) =>
        formats.compare(a.name, b.name),
      ),
    [formats],
  )
  // ~250 options, built once per language: typing in the search box re-renders this bar per key.
  const countryOptions = useMemo(
    () =>
      countries.map(({ code, name }) => (
        <option key={code} value={code}>
          {`${flagEmoji(code)} ${name}`}
        </option>
      )),
    [countries],
  )
  // A shared link may name a code the list does not have: it still shows as chosen.
  const unknownCountry =
    filters.country && !countries.some(({ code }) => code === filters.country)
      ? filters.country
      : null
  const filtered = Boolean(
    filters.q || filters.position || filters.platform || filters.country || filters.freeAgent,
  )

  return (
    <FilterForm
      label={t('filters.label')}
      className={styles.filters}
      onSubmit={() => onTextSubmit()}
    >
      <FilterSearch
        label={t('filters.search')}
        className={`${filterBar.rowField} ${styles.search}`}
        controlClassName={filterBar.rowControl}
        value={text}
        maxLength={PLAYER_QUERY_MAX_LENGTH}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onTextChange(event.target.value)}
      />
      <ChoiceFilter
        name="position"
        filters={filters}
        onChange={onChange}
        options={POSITIONS.map((position) => [
          position,
          t('positionOption', {
            code: t(`positionShort.${position}`),
            name: t(`position.${position}`),
          }),
        ])}
      />
      <ChoiceFilter
        name="platform"
        filters={filters}
        onChange={onChange}
        options={PLATFORMS.map((platform) => [platform, t(`platform.${platform}`)])}
      />
      <ChoiceFilter name="country" filters={filters} onChange={onChange}>
        {unknownCountry ? <option value={unknownCountry}>{unknownCountry}</option> : null}
        {inBrowser ? countryOptions : null}
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
      {filtered ? (
        <Button variant="ghost" size="sm" className={styles.clear} onClick={onClear}>
          {t('filters.clear')}
        </Button>
      ) : null}
    </FilterForm>
  )
}

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
