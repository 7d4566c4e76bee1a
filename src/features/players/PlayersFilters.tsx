/**
 * The filter bar of /players: text, position, platform, country and "free agents only". It only
 * reports changes; the screen writes them to the URL (and debounces the text).
 */
import { useId, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { COUNTRY_CODES } from '@/api/contracts/accounts'
import {
  PLATFORMS,
  PLAYER_QUERY_MAX_LENGTH,
  POSITIONS,
  type Platform,
  type Position,
} from '@/api/contracts/players'
import { Button } from '@/components/Button'
import { FilterForm, FilterSearch, FilterSelect } from '@/components/FilterField'
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
        className={`${styles.field} ${styles.search}`}
        controlClassName={styles.control}
        value={text}
        maxLength={PLAYER_QUERY_MAX_LENGTH}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onTextChange(event.target.value)}
      />
      <FilterSelect
        label={t('filters.position')}
        className={styles.field}
        controlClassName={styles.control}
        value={filters.position}
        onChange={(event) => onChange({ position: event.target.value as Position | '' })}
        anyLabel={t('filters.anyPosition')}
        options={POSITIONS.map((position) => [
          position,
          t('positionOption', {
            code: t(`positionShort.${position}`),
            name: t(`position.${position}`),
          }),
        ])}
      />
      <FilterSelect
        label={t('filters.platform')}
        className={styles.field}
        controlClassName={styles.control}
        value={filters.platform}
        onChange={(event) => onChange({ platform: event.target.value as Platform | '' })}
        anyLabel={t('filters.anyPlatform')}
        options={PLATFORMS.map((platform) => [platform, t(`platform.${platform}`)])}
      />
      <FilterSelect
        label={t('filters.country')}
        className={styles.field}
        controlClassName={styles.control}
        value={filters.country}
        onChange={(event) => onChange({ country: event.target.value })}
        anyLabel={t('filters.anyCountry')}
      >
        {unknownCountry ? <option value={unknownCountry}>{unknownCountry}</option> : null}
        {inBrowser ? countryOptions : null}
      </FilterSelect>
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
