import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import styles from './MatchLink.module.css'

/**
 * The way to a match's page from wherever the match is listed: what the list shows of it (its score,
 * "v" before kick-off, a bracket's pairing) becomes the link, drawn as the text it wraps until it is
 * hovered or focused, and named for screen readers as that match's details.
 */
export function MatchLink({
  matchId,
  teams,
  className,
  children,
}: {
  matchId: number
  /**
   * The two teams, home first, named for screen readers when what the link shows does not name them
   * (a score, "v"): a list of links then tells its matches apart.
   */
  teams?: { home: string; away: string }
  /**
   * The class of the element the link stands in for (a score's, a bracket pairing's): its layout. The
   * link takes its colour from around it, so a class that colours text goes on an element around it.
   */
  className?: string
  /** What the list shows of the match. */
  children: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <Link
      to={`/match/${matchId}`}
      className={className ? `${styles.link} ${className}` : styles.link}
    >
      {children}
      <span className="visually-hidden">
        {teams ? t('match.detailsOf', teams) : t('match.details')}
      </span>
    </Link>
  )
}
