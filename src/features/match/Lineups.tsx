import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Star } from 'lucide-react'
import type { MatchPlayer, MatchSide } from '@/api/contracts/matches'
import { POSITION_LINES } from '@/api/contracts/league'
import { Avatar } from '@/components/Avatar'
import { DataTable, type DataColumn } from '@/components/DataTable'
import { useLeagueFormat } from '@/lib/useLeagueFormat'
import styles from './match.module.css'

/**
 * The numbers a player's position is judged by: a keeper's saves, goals conceded and clean sheet; a
 * defender's tackles and interceptions (and clean sheet); everyone else's passes, shots and key passes.
 */
function PositionNumbers({ line }: { line: MatchPlayer }) {
  const { t } = useTranslation('match')
  const format = useLeagueFormat()
  const parts: string[] = []
  switch (POSITION_LINES[line.position]) {
    case 'goalkeeper':
      parts.push(t('numbers.saves', { count: line.saves }))
      parts.push(t('numbers.conceded', { count: line.goalsConceded }))
      break
    case 'defence':
      parts.push(t('numbers.tackles', { count: line.tackles }))
      parts.push(t('numbers.interceptions', { count: line.interceptions }))
      break
    case 'midfield':
    case 'attack':
      parts.push(
        t('numbers.passes', {
          count: line.passes,
          accuracy: format.number(line.passAccuracy),
        }),
      )
      parts.push(t('numbers.shots', { count: line.shots }))
      parts.push(t('numbers.keyPasses', { count: line.keyPasses }))
      break
  }
  if (line.cleanSheet) parts.push(t('numbers.cleanSheet'))
  return <span className={styles.numbers}>{parts.join(' · ')}</span>
}

function useLineupColumns(): DataColumn<MatchPlayer>[] {
  const { t } = useTranslation('match')
  const format = useLeagueFormat()
  return [
    {
      key: 'player',
      header: t('lineups.player'),
      rowHeader: true,
      cell: (line) => (
        <span className={styles.player}>
          <Avatar src={line.player.avatar} size={28} />
          <Link to={`/profile/${line.player.id}`}>{line.player.username}</Link>
          {line.manOfTheMatch ? (
            <span className={styles.best}>
              <Star size={16} aria-hidden="true" fill="currentColor" />
              <span className="visually-hidden">{t('manOfTheMatch')}</span>
            </span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'position',
      header: t('lineups.position'),
      title: t('lineups.positionTitle'),
      cell: (line) => (
        <abbr title={t(`position.${line.position}`)}>{t(`positionShort.${line.position}`)}</abbr>
      ),
    },
    {
      key: 'rating',
      header: t('lineups.rating'),
      align: 'end',
      cell: (line) => format.rating(line.rating),
    },
    {
      key: 'goals',
      header: t('lineups.goals'),
      title: t('lineups.goalsTitle'),
      align: 'end',
      cell: (line) => format.number(line.goals),
    },
    {
      key: 'assists',
      header: t('lineups.assists'),
      title: t('lineups.assistsTitle'),
      align: 'end',
      cell: (line) => format.number(line.assists),
    },
    {
      key: 'numbers',
      header: t('lineups.numbers'),
      detail: true,
      cell: (line) => <PositionNumbers line={line} />,
    },
  ]
}

/** Both teams' line-ups, home first, as the result reported them. */
export function Lineups({ home, away }: { home: MatchSide; away: MatchSide }) {
  const { t } = useTranslation('match')
  const columns = useLineupColumns()
  return (
    <div className={styles.lineups}>
      {[home, away].map((side) =>
        side.lineup.length === 0 ? (
          <p key={side.team.id} className="muted">
            {t('lineups.empty', { team: side.team.name })}
          </p>
        ) : (
          <DataTable
            key={side.team.id}
            caption={t('lineups.caption', { team: side.team.name })}
            columns={columns}
            rows={side.lineup}
            rowKey={(line) => line.player.id}
          />
        ),
      )}
    </div>
  )
}
