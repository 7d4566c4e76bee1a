/**
 * /competitions (issue 4): the league's competitions, filtered by status, platform and text, all in the
 * URL (?status=&platform=&q=&page=) so a link reproduces the view. The text filter is debounced; each
 * card leads to /competition/:id. Loading, error, empty and data are rendered explicitly.
 */
import { memo, useCallback, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LinkCardTitle } from '@/components/LinkCard'
import type { CompetitionCard } from '@/api/contracts/competitions'
import {
  COMPETITION_STATUSES,
  PLATFORMS,
  type CompetitionStatus,
  type Platform,
} from '@/api/contracts/league'
import { serverMessage } from '@/api/errors'
import { Button } from '@/components/Button'
import { ErrorState } from '@/components/ErrorState'
import { Pagination } from '@/components/Pagination'
import { Skeleton, SkeletonLine, SkeletonList, SkeletonText } from '@/components/Skeleton'
import { useGetCompetitionsQuery } from '@/api/endpoints/competitionsApi'
import { useDeferredAnswer } from '@/components/useDeferredAnswer'
import { useTypedText } from '@/components/useTypedText'
import { useLeagueFormat } from '@/lib/useLeagueFormat'
import { PremiumOnlyBadge, SkeletonBadge, StatusBadge } from './CompetitionBadges'
import { ListPage } from '@/components/ListPage'
import { FilterClear, FilterForm, FilterSearch, FilterSelect } from '@/components/FilterField'
import { useSearchParams } from '@/lib/searchParams'
import styles from './CompetitionsScreen.module.css'

/** How long typing pauses before the text filter goes to the URL and the server. */
export const SEARCH_DEBOUNCE_MS = 300

const isStatus = (value: string | null): value is CompetitionStatus =>
  COMPETITION_STATUSES.includes(value as CompetitionStatus)
const isPlatform = (value: string | null): value is Platform =>
  PLATFORMS.includes(value as Platform)

export function CompetitionsScreen() {
  const { t } = useTranslation('competitions')
  const [searchParams, setSearchParams] = useSearchParams()
  const statusParam = searchParams.get('status')
  const platformParam = searchParams.get('platform')
  const status = isStatus(statusParam) ? statusParam : ''
  const platform = isPlatform(platformParam) ? platformParam : ''
  const q = searchParams.get('q') ?? ''
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1)

  const update = useCallback(
    (changes: Record<string, string>) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current)
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value)
            else next.delete(key)
          }
          if (!('page' in changes)) next.delete('page')
          return next
        },
        { replace: true },
      ),
    [setSearchParams],
  )

  const filtered = Boolean(status || platform || q)
  // Counted, so that the search box empties even while its text has not reached the URL.
  const [clears, setClears] = useState(0)
  const clearFilters = useCallback(() => {
    setClears((count) => count + 1)
    update({ status: '', platform: '', q: '' })
  }, [update])

  // Where a new page starts reading: the count above the cards.
  const countLine = useRef<HTMLParagraphElement>(null)
  const answer = useGetCompetitionsQuery({
    status: status ? [status] : [],
    platform: platform ? [platform] : [],
    q,
    page,
  })
  // The cards are drawn from the deferred answer; the busy mark follows the live one.
  const result = useDeferredAnswer(answer)

  return (
    <ListPage title={t('list.title')} lead={t('list.lead')} className={styles.page}>
      <CompetitionsFilters
        status={status}
        platform={platform}
        q={q}
        filtered={filtered}
        clears={clears}
        onChange={update}
        onClear={clearFilters}
      />

      {result.isLoading ? (
        <CompetitionsSkeleton />
      ) : result.error && !result.data ? (
        <ErrorState
          message={serverMessage(result.error) ?? t('list.error')}
          onRetry={() => void result.refetch()}
        />
      ) : result.data && result.data.items.length === 0 ? (
        <div className={styles.empty}>
          <h2>{filtered ? t('list.empty.title') : t('list.empty.none')}</h2>
          {filtered ? (
            <>
              <p>{t('list.empty.body')}</p>
              <Button variant="secondary" onClick={clearFilters}>
                {t('list.empty.clear')}
              </Button>
            </>
          ) : null}
        </div>
      ) : result.data ? (
        <>
          <p ref={countLine} tabIndex={-1} className={styles.count} aria-live="polite">
            {t('list.results', { count: result.data.total })}
          </p>
          <ul className={styles.grid} aria-busy={answer.isFetching || undefined}>
            {result.data.items.map((competition) => (
              <li key={competition.id}>
                <CompetitionCardView competition={competition} />
              </li>
            ))}
          </ul>
          <Pagination
            page={result.data.page}
            pageCount={Math.ceil(result.data.total / result.data.pageSize)}
            onPageChange={(next) => update({ page: String(next) })}
            labels={t('pagination', {
              returnObjects: true,
              page: result.data.page,
              pages: Math.ceil(result.data.total / result.data.pageSize),
            })}
            top={countLine}
          />
        </>
      ) : null}
    </ListPage>
  )
}

const trimmed = (text: string) => text.trim()

/**
 * The filter bar: text, status and platform. It holds the search box's text, which reaches the URL
 * once typing pauses: a key redraws the bar, not the cards.
 */
const CompetitionsFilters = memo(function CompetitionsFilters({
  status,
  platform,
  q,
  filtered,
  clears,
  onChange,
  onClear,
}: {
  status: CompetitionStatus | ''
  platform: Platform | ''
  q: string
  /** Whether any filter is set: "Clear filters" shows only then. */
  filtered: boolean
  /** How many times the filters were cleared: each time, the search box empties. */
  clears: number
  onChange: (changes: Record<string, string>) => void
  onClear: () => void
}) {
  const { t } = useTranslation('competitions')
  const { text, setText, commitNow } = useTypedText({
    kept: q,
    onCommit: (typed) => onChange({ q: typed }),
    delayMs: SEARCH_DEBOUNCE_MS,
    normalize: trimmed,
    clears,
  })
  const statusOptions = useMemo(
    () => COMPETITION_STATUSES.map((value) => [value, t(`status.${value}`)] as const),
    [t],
  )
  const platformOptions = useMemo(
    () => PLATFORMS.map((value) => [value, t(`platform.${value}`)] as const),
    [t],
  )
  return (
    <FilterForm label={t('filters.label')} className={styles.filters} onSubmit={commitNow}>
      <FilterSearch
        label={t('filters.search')}
        value={text}
        maxLength={100}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
      />
      <FilterSelect
        label={t('filters.status')}
        value={status}
        onChange={(event) => onChange({ status: event.target.value })}
        anyLabel={t('filters.anyStatus')}
        options={statusOptions}
      />
      <FilterSelect
        label={t('filters.platform')}
        value={platform}
        onChange={(event) => onChange({ platform: event.target.value })}
        anyLabel={t('filters.anyPlatform')}
        options={platformOptions}
      />
      <FilterClear shown={filtered} className={styles.clear} onClear={onClear}>
        {t('filters.clear')}
      </FilterClear>
    </FilterForm>
  )
})

/** How many cards the skeleton draws: two rows of three on a desktop, as a first page usually fills. */
const SKELETON_CARDS = 6

/** The count line and the grid of cards, drawn as shapes while the first page loads. */
function CompetitionsSkeleton() {
  const { t } = useTranslation('competitions')
  return (
    <Skeleton label={t('list.loading')} className={styles.loading}>
      <SkeletonLine className={styles.count} width="9em" />
      <SkeletonList count={SKELETON_CARDS} className={styles.grid}>
        {() => (
          <div className={styles.card}>
            <div className={styles.badges}>
              <SkeletonBadge />
            </div>
            <SkeletonLine as="h2" className={styles.cardTitle} width="80%" />
            <div className={styles.facts}>
              <SkeletonText width="70%" />
              <SkeletonText width="35%" />
              <SkeletonText width="55%" />
            </div>
          </div>
        )}
      </SkeletonList>
    </Skeleton>
  )
}

function CompetitionCardView({ competition }: { competition: CompetitionCard }) {
  const { t } = useTranslation('competitions')
  const format = useLeagueFormat()
  return (
    <article className={styles.card}>
      <div className={styles.badges}>
        <StatusBadge competition={competition} />
        {competition.premiumOnly ? <PremiumOnlyBadge /> : null}
      </div>
      <LinkCardTitle as="h2" to={`/competition/${competition.id}`} className={styles.cardTitle}>
        {competition.name}
      </LinkCardTitle>
      <dl className={styles.facts}>
        <div>
          <dt className="visually-hidden">{t('overview.format')}</dt>
          <dd>
            {competition.season} · {t(`format.${competition.format}`)} ·{' '}
            {t(`platform.${competition.platform}`)}
          </dd>
        </div>
        <div>
          <dt className="visually-hidden">{t('overview.teams')}</dt>
          <dd>
            {t('card.teams', {
              registered: competition.registeredTeams,
              max: competition.maxTeams,
            })}
          </dd>
        </div>
        <div>
          <dt className="visually-hidden">{t('overview.dates')}</dt>
          <dd>
            {t('card.dates', {
              start: format.calendarDay(competition.startDate),
              end: format.calendarDay(competition.endDate),
            })}
          </dd>
        </div>
      </dl>
    </article>
  )
}

export default CompetitionsScreen
