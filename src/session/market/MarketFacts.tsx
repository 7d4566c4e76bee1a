/**
 * How the market's listings and posts read wherever they show (the market's cards, a profile's
 * "Looking for a club", a team's "Recruiting", the editors' summaries): positions as chips, the main
 * one first, the evenings played, and the author's message set off as a quote.
 */
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Position } from '@/api/contracts/league'
import type { PublicListing, RecruitmentPost } from '@/api/contracts/listings'
import type { Weekday } from '@/api/contracts/time'
import { Fact } from '@/components/Fact'
import { useLeagueFormat } from '@/lib/useLeagueFormat'
import { useMarketWords } from './useMarketWords'
import styles from './market.module.css'

/** The positions as their codes (their names for a screen reader), the first marked as the main one. */
export function PositionChips({
  positions,
  markMain = true,
}: {
  positions: readonly Position[]
  /** The first is the player's main position (a listing's); a club's wanted positions have none. */
  markMain?: boolean
}) {
  const { t } = useTranslation('market')
  const words = useMarketWords()
  return (
    <ul className={styles.chips}>
      {positions.map((position, index) => (
        <li key={position} className={markMain && index === 0 ? styles.mainChip : styles.chip}>
          <abbr title={words.position(position)} aria-hidden="true">
            {words.positionShort(position)}
          </abbr>
          <span className="visually-hidden">
            {words.position(position)}
            {markMain && index === 0 ? ` (${t('card.main')})` : ''}
          </span>
        </li>
      ))}
    </ul>
  )
}

/** The evenings someone plays, Monday first, as short day names (the whole names for a screen reader). */
export function EveningChips({ evenings }: { evenings: readonly Weekday[] }) {
  const words = useMarketWords()
  return (
    <ul className={styles.chips}>
      {evenings.map((day) => (
        <li key={day} className={styles.day}>
          <abbr title={words.weekday(day)} aria-hidden="true">
            {words.weekdayShort(day)}
          </abbr>
          <span className="visually-hidden">{words.weekday(day)}</span>
        </li>
      ))}
    </ul>
  )
}

/** The author's own words, as a quote named for who wrote them; nothing when they wrote none. */
export function MarketMessage({ message, author }: { message: string; author: string }) {
  const { t } = useTranslation('market')
  if (message === '') return null
  return (
    <figure className={styles.message}>
      <blockquote className={styles.quote}>
        <p>{message}</p>
      </blockquote>
      <figcaption className="visually-hidden">{t('card.messageFrom', { name: author })}</figcaption>
    </figure>
  )
}

/** The facts of a listing or a post (kit `Fact`s), term above value, in a wrapping row. */
export function MarketFactList({ children }: { children: ReactNode }) {
  return <dl className={styles.facts}>{children}</dl>
}

/**
 * What a player's listing publishes: their positions, platform and the gamertag they chose, region
 * and time zone (named in the reader's language), the evenings they play, and their message.
 */
export function ListingFacts({ listing, author }: { listing: PublicListing; author: string }) {
  const { t } = useTranslation('market')
  const words = useMarketWords()
  const format = useLeagueFormat()
  return (
    <>
      <PositionChips positions={listing.positions} />
      <MarketFactList>
        <Fact term={t('card.platform')}>
          {t('card.platformValue', {
            platform: words.platform(listing.platform),
            gamertag: listing.gamertag,
          })}
        </Fact>
        <Fact term={t('card.region')}>
          {t('card.regionValue', {
            region: words.region(listing.region),
            zone: format.zoneName(listing.timeZone),
          })}
        </Fact>
        <Fact term={t('card.evenings')}>
          <EveningChips evenings={listing.evenings} />
        </Fact>
      </MarketFactList>
      <MarketMessage message={listing.message} author={author} />
    </>
  )
}

/**
 * What a club's recruitment post says: the positions it wants, its level, the evenings it plays, any
 * facts the place adds (`children`: the room on its roster), and its managers' message.
 */
export function RecruitmentFacts({
  post,
  author,
  children,
}: {
  post: Pick<RecruitmentPost, 'positions' | 'level' | 'evenings' | 'message'>
  /** The club, who the message is from. */
  author: string
  children?: ReactNode
}) {
  const { t } = useTranslation('market')
  const words = useMarketWords()
  return (
    <>
      <MarketFactList>
        <Fact term={t('card.wanted')}>
          <PositionChips positions={post.positions} markMain={false} />
        </Fact>
        <Fact term={t('card.level')}>{words.level(post.level)}</Fact>
        <Fact term={t('card.evenings')}>
          <EveningChips evenings={post.evenings} />
        </Fact>
        {children}
      </MarketFactList>
      <MarketMessage message={post.message} author={author} />
    </>
  )
}
