/**
 * /search?q= (docs/api/search.md): one box that searches players, teams, competitions and news.
 *
 * The query lives in the URL, so a link reproduces the results; typing updates it (replacing the
 * history entry) 250 ms after the last keystroke, and nothing is asked of the server below
 * SEARCH_MIN_LENGTH characters.
 *
 * Keyboard pattern: this is a results page, not a suggestions popup, so the results are plain links in
 * headed groups — what a screen reader user expects of a page (browse by heading, list or link; open in
 * a new tab) — rather than an ARIA listbox, whose options cannot hold links and whose announcements
 * depend on aria-activedescendant support. As a shortcut, ArrowDown from the search box moves focus to
 * the first result, ArrowDown/ArrowUp move it through all results across groups (ArrowUp from the
 * first goes back to the box), and Enter opens the focused link natively. Tab still visits every
 * link in order, as it does on any page, so no roving tabindex hides results from Tab users.
 */
import { memo, useCallback, useRef, type KeyboardEvent, type Ref } from 'react'
import { useTranslation } from 'react-i18next'
import type { SearchResponse } from '@/api/contracts/search'
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '@/api/contracts/league'
import { serverMessage } from '@/api/errors'
import { ErrorState } from '@/components/ErrorState'
import { TextField } from '@/components/TextField'
import { useTypedText } from '@/components/useTypedText'
import { SearchResults, SearchResultsSkeleton } from './SearchResults'
import { useSearchQuery } from '@/api/endpoints/searchApi'
import { useSearchParams } from '@/lib/searchParams'
import styles from './SearchScreen.module.css'

export const SEARCH_DEBOUNCE_MS = 250

const RESULT_SELECTOR = '[data-search-result]'

const totalOf = (data: SearchResponse) =>
  data.players.total + data.teams.total + data.competitions.total + data.news.total

export function SearchScreen() {
  const { t } = useTranslation('search')
  const [searchParams, setSearchParams] = useSearchParams()
  const q = searchParams.get('q') ?? ''
  const term = q.trim()
  const tooShort = term.length < SEARCH_MIN_LENGTH

  const search = useCallback(
    (text: string) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous)
          if (text === '') next.delete('q')
          else next.set('q', text)
          return next
        },
        { replace: true },
      ),
    [setSearchParams],
  )

  const { currentData, error, isFetching, refetch } = useSearchQuery(term, { skip: tooShort })

  const inputRef = useRef<HTMLInputElement>(null)
  const resultsRef = useRef<HTMLDivElement>(null)

  // Stable (it reads only refs), so the memoised results skip the renders each keystroke causes.
  const moveFocus = useCallback((event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    if (event.key === 'ArrowUp' && event.currentTarget === inputRef.current) return
    const links = [...(resultsRef.current?.querySelectorAll<HTMLElement>(RESULT_SELECTOR) ?? [])]
    if (links.length === 0) return
    event.preventDefault()
    const index = links.indexOf(event.currentTarget)
    if (event.key === 'ArrowDown') {
      links[Math.min(index + 1, links.length - 1)]?.focus()
    } else if (index <= 0) {
      inputRef.current?.focus()
    } else {
      links[index - 1]?.focus()
    }
  }, [])

  let body
  if (term.length === 0) {
    body = <p className={styles.message}>{t('empty')}</p>
  } else if (tooShort) {
    body = <p className={styles.message}>{t('hint')}</p>
  } else if (error) {
    body = (
      <ErrorState message={serverMessage(error) ?? t('failed')} onRetry={() => void refetch()} />
    )
  } else if (!currentData || isFetching) {
    body = <SearchResultsSkeleton />
  } else if (totalOf(currentData) === 0) {
    body = (
      <div className={styles.noResults}>
        <h2>{t('noResults.title', { q: currentData.q })}</h2>
        <p>{t('noResults.text')}</p>
      </div>
    )
  } else {
    body = (
      <>
        <p role="status" className={styles.summary}>
          {t('summary', { count: totalOf(currentData), q: currentData.q })}
        </p>
        <SearchResults data={currentData} onKeyDown={moveFocus} />
      </>
    )
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <SearchBox q={q} onSearch={search} inputRef={inputRef} onKeyDown={moveFocus} />
      <div ref={resultsRef} className={styles.results}>
        {body}
      </div>
    </div>
  )
}

/**
 * The search box. It holds what is typed, which reaches the URL once typing pauses (or at once on
 * Enter): a key redraws the box, not the results.
 */
const SearchBox = memo(function SearchBox({
  q,
  onSearch,
  inputRef,
  onKeyDown,
}: {
  /** The URL's query: the box starts from it and follows it when it changes elsewhere. */
  q: string
  onSearch: (text: string) => void
  inputRef: Ref<HTMLInputElement>
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void
}) {
  const { t } = useTranslation('search')
  const { text, setText, commitNow } = useTypedText({
    kept: q,
    onCommit: onSearch,
    delayMs: SEARCH_DEBOUNCE_MS,
  })
  return (
    <form
      role="search"
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault()
        commitNow()
      }}
    >
      <TextField
        ref={inputRef}
        type="search"
        label={t('label')}
        placeholder={t('placeholder')}
        hint={t('keyboardHint')}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        maxLength={SEARCH_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
    </form>
  )
})

export default SearchScreen
