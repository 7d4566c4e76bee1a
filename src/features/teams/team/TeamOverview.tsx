/**
 * What everyone sees of a team: its roster, what it is recruiting for (its active post), fixtures
 * and results, stats and competitions, and its transfer history (the one part that asks the API on
 * its own).
 */
import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { fromTeamSide, shootOut } from '@/lib/results'
import { Link } from 'react-router'
import type { RosterMember, TeamDetail, TeamMatch } from '@/api/contracts/teams'
import { Avatar } from '@/components/Avatar'
import { Badge, SkeletonBadge, type BadgeTone } from '@/components/Badge'
import { MatchLink } from '@/components/MatchLink'
import { MovementHistory } from '@/components/MovementList'
import { useMovementHistory } from '@/api/endpoints/movementsApi'
import { DataTable, type DataColumn } from '@/components/DataTable'
import { SkeletonAvatarLine, SkeletonBlock, SkeletonText } from '@/components/Skeleton'
import { useLeagueFormat } from '@/lib/useLeagueFormat'
import { ShirtNumberChip } from '../TeamCrest'
import styles from './team.module.css'
import { numberFormat } from '@/lib/intl'
import { RecruitmentFacts } from '@/session/market/MarketFacts'

export const ROLE_TONES: Record<RosterMember['role'], BadgeTone> = {
  manager: 'premium',
  'co-manager': 'accent',
  player: 'neutral',
}

export function RoleBadge({ role }: { role: RosterMember['role'] }) {
  const { t } = useTranslation('teams')
  return <Badge tone={ROLE_TONES[role]}>{t(`roles.${role}`)}</Badge>
}

export function Positions({
  member,
}: {
  member: Pick<RosterMember, 'primaryPosition' | 'secondaryPosition'>
}) {
  const { t } = useTranslation('teams')
  return member.secondaryPosition
    ? t('roster.positions', {
        primary: member.primaryPosition,
        secondary: member.secondaryPosition,
      })
    : member.primaryPosition
}

export function ShirtNumber({ number, team }: { number: number | null; team: TeamDetail }) {
  const { t } = useTranslation('teams')
  if (number === null) return <span aria-label={t('roster.noNumber')}>–</span>
  return (
    <ShirtNumberChip
      number={number}
      colors={{ primary: team.primaryColor, secondary: team.secondaryColor }}
    />
  )
}

export function PlayerCell({
  member,
}: {
  member: Pick<RosterMember, 'id' | 'username' | 'avatar'>
}) {
  return (
    <span className={styles.player}>
      <Avatar src={member.avatar} size={32} />
      <Link to={`/profile/${member.id}`}>{member.username}</Link>
    </span>
  )
}

export function Section({
  title,
  children,
  action,
}: {
  title: string
  children: ReactNode
  action?: ReactNode
}) {
  const id = useId()
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id}>{title}</h2>
        {action}
      </div>
      {children}
    </section>
  )
}

function RosterTable({ team }: { team: TeamDetail }) {
  const { t, i18n } = useTranslation('teams')
  const number = numberFormat(i18n.language)
  const columns = useRosterColumns(team)
  if (team.roster.length === 0) return <p className={styles.muted}>{t('roster.empty')}</p>
  return (
    <DataTable
      caption={t('roster.caption', {
        team: team.name,
        size: number.format(team.rosterSize),
        limit: number.format(team.rosterLimit),
      })}
      rows={team.roster}
      rowKey={(member) => member.id}
      columns={columns}
    />
  )
}

/**
 * The roster's columns, each with its loading placeholder (the shirt number's chip, the player's
 * picture beside a line, the role's badge). The team gives the shirts their colours; the skeleton,
 * which draws no shirt, has none yet.
 */
export function useRosterColumns(team: TeamDetail | null): DataColumn<RosterMember>[] {
  const { t } = useTranslation('teams')
  return [
    {
      key: 'number',
      header: t('roster.number'),
      align: 'center',
      cell: (member) => (team ? <ShirtNumber number={member.shirtNumber} team={team} /> : null),
      placeholder: <SkeletonBlock width={32} height={32} radius="sm" className={styles.centred} />,
    },
    {
      key: 'player',
      header: t('roster.player'),
      rowHeader: true,
      cell: (member) => <PlayerCell member={member} />,
      placeholder: <SkeletonAvatarLine className={styles.player} size={32} width="10ch" />,
    },
    {
      key: 'positions',
      header: t('roster.positionsHeader'),
      cell: (member) => <Positions member={member} />,
      placeholder: <SkeletonText inline width="6ch" />,
    },
    {
      key: 'role',
      header: t('roster.role'),
      cell: (member) => <RoleBadge role={member.role} />,
      placeholder: <SkeletonBadge width="4em" />,
    },
  ]
}

function MatchRow({ match, teamId }: { match: TeamMatch; teamId: number }) {
  const { t, i18n } = useTranslation('teams')
  const dates = useLeagueFormat()
  const home = match.home.id === teamId
  const opponent = home ? match.away : match.home
  const { score, penalties } = fromTeamSide(match, teamId)
  const number = numberFormat(i18n.language)
  const teams = { home: match.home.name, away: match.away.name }
  return (
    <li className={styles.match}>
      <p className={styles.matchMeta}>
        <time dateTime={match.kickoff}>{dates.dateTime(match.kickoff)}</time>
        {' · '}
        <Link to={`/competition/${match.competition.id}`}>{match.competition.name}</Link>
      </p>
      <p className={styles.matchLine}>
        <span>
          {t(home ? 'matches.vsHome' : 'matches.vsAway')}{' '}
          <Link to={`/team/${opponent.id}`}>{opponent.name}</Link>
        </span>
        {score ? (
          <MatchLink matchId={match.id} teams={teams} className={styles.score}>
            {t('matches.score', {
              team: number.format(score.team),
              opponent: number.format(score.opponent),
            })}
            {penalties
              ? ` ${t(`matches.${shootOut(penalties)}`, {
                  team: number.format(penalties.team),
                  opponent: number.format(penalties.opponent),
                })}`
              : ''}
          </MatchLink>
        ) : (
          <span className={styles.muted}>
            <MatchLink matchId={match.id} teams={teams}>
              {t(`matches.status.${match.status}`)}
            </MatchLink>
          </span>
        )}
        {match.result ? (
          <Badge
            tone={match.result === 'W' ? 'success' : match.result === 'L' ? 'danger' : 'neutral'}
          >
            {t(`matches.result.${match.result}`)}
          </Badge>
        ) : null}
      </p>
    </li>
  )
}

function Matches({
  title,
  matches,
  empty,
  teamId,
}: {
  title: string
  matches: TeamMatch[]
  empty: string
  teamId: number
}) {
  return (
    <Section title={title}>
      {matches.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <ul className={styles.matches}>
          {matches.map((match) => (
            <MatchRow key={match.id} match={match} teamId={teamId} />
          ))}
        </ul>
      )}
    </Section>
  )
}

function Stats({ team }: { team: TeamDetail }) {
  const { t, i18n } = useTranslation('teams')
  const number = numberFormat(i18n.language)
  const { stats } = team
  const items = [
    ['played', stats.played],
    ['won', stats.won],
    ['drawn', stats.drawn],
    ['lost', stats.lost],
    ['goalsFor', stats.goalsFor],
    ['goalsAgainst', stats.goalsAgainst],
    ['cleanSheets', stats.cleanSheets],
  ] as const
  return (
    <Section title={t('stats.title')}>
      <dl className={styles.stats}>
        {items.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`stats.${key}`)}</dt>
            <dd>{number.format(value)}</dd>
          </div>
        ))}
        <div className={styles.topScorer}>
          <dt>{t('stats.topScorer')}</dt>
          <dd>
            {stats.topScorer ? (
              <>
                <PlayerCell member={stats.topScorer} />{' '}
                {t('stats.goals', {
                  count: stats.topScorer.goals,
                  formatted: number.format(stats.topScorer.goals),
                })}
              </>
            ) : (
              t('stats.noScorer')
            )}
          </dd>
        </div>
      </dl>
    </Section>
  )
}

function Competitions({ team }: { team: TeamDetail }) {
  const { t } = useTranslation('teams')
  return (
    <Section title={t('competitions.title')}>
      {team.competitions.length === 0 ? (
        <p className={styles.muted}>{t('competitions.empty')}</p>
      ) : (
        <ul className={styles.competitions}>
          {team.competitions.map((competition) => (
            <li key={competition.id}>
              <Link to={`/competition/${competition.id}`}>{competition.name}</Link>
              <span className={styles.muted}>{competition.season}</span>
              <Badge tone={competition.registrationStatus === 'accepted' ? 'success' : 'neutral'}>
                {t(`competitions.registration.${competition.registrationStatus}`)}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </Section>
  )
}

/** The club's active recruitment post, to everyone: what it is looking for (its paused one, to no one). */
function Recruiting({ team }: { team: TeamDetail }) {
  const { t } = useTranslation('teams')
  const post = team.recruitment
  if (post?.status !== 'active') return null
  return (
    <Section title={t('recruiting.title')}>
      <RecruitmentFacts post={post} author={team.name} />
    </Section>
  )
}

export function TeamOverview({ team }: { team: TeamDetail }) {
  const { t } = useTranslation('teams')
  return (
    <div className={styles.overview}>
      <Section title={t('roster.title')}>
        <RosterTable team={team} />
      </Section>
      {/* After the roster, which the skeleton draws first: a post's arrival moves nothing above it. */}
      <Recruiting team={team} />
      <div className={styles.columns}>
        <Matches
          title={t('matches.fixtures')}
          matches={team.fixtures}
          empty={t('matches.noFixtures')}
          teamId={team.id}
        />
        <Matches
          title={t('matches.results')}
          matches={team.results}
          empty={t('matches.noResults')}
          teamId={team.id}
        />
      </div>
      <div className={styles.columns}>
        <Stats team={team} />
        <Competitions team={team} />
      </div>
      <TeamTransfers teamId={team.id} />
    </div>
  )
}

/** Who joined, left or was released, newest first, a page at a time. */
function TeamTransfers({ teamId }: { teamId: number }) {
  const { t } = useTranslation('teams')
  return (
    <MovementHistory
      id="team-transfers"
      texts={t('transfers', { returnObjects: true })}
      {...useMovementHistory({ teamId })}
      className={styles.section}
    />
  )
}
