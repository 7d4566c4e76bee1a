/** The sections of a player's profile (PlayerProfileView lays them out). */
import { Star } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type {
  MatchResult,
  PlayerProfile,
  RecentMatch,
  RecordStatLine,
  SeasonCompetitionStats,
  SeasonStats,
  SocialLinks,
} from '@/api/contracts/players'
import { SOCIAL_NETWORKS } from '@/api/contracts/league'
import { DataTable, type DataColumn } from '@/components/DataTable'
import { Crest } from '@/components/Crest'
import { countryName, flagEmoji, formatCount, formatDate, formatRating } from './format'
import styles from './parts.module.css'

/** A card with a heading that names it (a landmark a screen reader can jump to). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  )
}

/** The team and the player's role and number on it, or the free agent's note. */
export function TeamSection({ profile }: { profile: PlayerProfile }) {
  const { t, i18n } = useTranslation('profile')
  const team = profile.team
  if (!team) {
    return (
      <Section title={t('team.heading')}>
        <p className={styles.muted}>{profile.freeAgent ? t('team.freeAgent') : t('team.noTeam')}</p>
        {profile.freeAgent && profile.lookingFor ? (
          <div className={styles.lookingFor}>
            <h3 className={styles.subTitle}>{t('team.lookingFor')}</h3>
            <p>{profile.lookingFor}</p>
          </div>
        ) : null}
      </Section>
    )
  }
  return (
    <Section title={t('team.heading')}>
      <p className={styles.team}>
        <Crest team={team} size={40} />
        <Link to={`/team/${team.id}`} className={styles.teamLink}>
          {team.name}
        </Link>
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('team.role')}</dt>
          <dd>{t(`role.${team.role}`)}</dd>
        </div>
        <div>
          <dt>{t('team.number')}</dt>
          <dd>{team.shirtNumber ?? t('team.noNumber')}</dd>
        </div>
        <div>
          <dt>{t('team.since')}</dt>
          <dd>{formatDate(team.joinedAt, i18n.language)}</dd>
        </div>
      </dl>
    </Section>
  )
}

export function DetailsSection({ profile }: { profile: PlayerProfile }) {
  const { t, i18n } = useTranslation('profile')
  const none = <span className={styles.muted}>{t('details.none')}</span>
  const ids = [
    ['psn', profile.platformIds.psn],
    ['xbox', profile.platformIds.xbox],
    ['ea', profile.platformIds.ea],
  ] as const
  return (
    <Section title={t('details.heading')}>
      <dl className={styles.facts}>
        <div>
          <dt>{t('details.country')}</dt>
          <dd>
            <span aria-hidden="true">{flagEmoji(profile.country)}</span>{' '}
            {countryName(profile.country, i18n.language)}
          </dd>
        </div>
        <div>
          <dt>{t('details.platform')}</dt>
          <dd>{t(`platform.${profile.platform}`)}</dd>
        </div>
        {ids.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`details.${key}`)}</dt>
            <dd className={value ? styles.gamertag : undefined}>{value ?? none}</dd>
          </div>
        ))}
        <div>
          <dt>{t('details.positions')}</dt>
          <dd>
            <ul className={styles.positions}>
              <li>
                <abbr title={t(`position.${profile.primaryPosition}`)} className={styles.position}>
                  {profile.primaryPosition}
                </abbr>{' '}
                {t(`position.${profile.primaryPosition}`)}{' '}
                <span className={styles.main}>{t('details.primary')}</span>
              </li>
              {profile.secondaryPosition ? (
                <li>
                  <abbr
                    title={t(`position.${profile.secondaryPosition}`)}
                    className={styles.position}
                  >
                    {profile.secondaryPosition}
                  </abbr>{' '}
                  {t(`position.${profile.secondaryPosition}`)}
                </li>
              ) : null}
            </ul>
          </dd>
        </div>
        <div>
          <dt>{t('details.shirtNumber')}</dt>
          <dd>{profile.shirtNumber ?? none}</dd>
        </div>
        <div>
          <dt>{t('details.joined')}</dt>
          <dd>{formatDate(profile.joinedAt, i18n.language)}</dd>
        </div>
      </dl>
    </Section>
  )
}

export function AboutSection({ bio }: { bio: string }) {
  const { t } = useTranslation('profile')
  return (
    <Section title={t('about.heading')}>
      {bio ? (
        <p className={styles.bio}>{bio}</p>
      ) : (
        <p className={styles.muted}>{t('about.empty')}</p>
      )}
    </Section>
  )
}

/** Links open in a new tab; a Discord username has no page and shows as text. */
export function SocialLinksSection({ socials }: { socials: SocialLinks }) {
  const { t } = useTranslation('profile')
  const links = SOCIAL_NETWORKS.flatMap((network) => {
    const link = socials[network]
    return link ? [{ network, ...link }] : []
  })
  return (
    <Section title={t('socials.heading')}>
      {links.length === 0 ? (
        <p className={styles.muted}>{t('socials.empty')}</p>
      ) : (
        <ul className={styles.socials}>
          {links.map(({ network, handle, url }) => (
            <li key={network}>
              <span className={styles.network}>{t(`network.${network}`)}</span>
              {url?.startsWith('https://') ? (
                <a href={url} target="_blank" rel="noopener noreferrer">
                  {network === 'discord' ? handle : `@${handle}`}{' '}
                  <span className="visually-hidden">{t('socials.newTab')}</span>
                </a>
              ) : (
                <span className={styles.gamertag}>
                  {network === 'discord' && url === null ? (
                    <span className="visually-hidden">{t('socials.discordUsername')}: </span>
                  ) : null}
                  {handle}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </Section>
  )
}

/** Career totals as tiles: a definition list, each figure named. */
export function CareerStats({ stats }: { stats: RecordStatLine }) {
  const { t, i18n } = useTranslation('profile')
  const language = i18n.language
  const count = (value: number) => formatCount(value, language)
  const tiles = [
    { key: 'apps', label: t('career.apps'), value: count(stats.apps) },
    { key: 'goals', label: t('career.goals'), value: count(stats.goals) },
    { key: 'assists', label: t('career.assists'), value: count(stats.assists) },
    {
      key: 'avgRating',
      label: t('career.avgRating'),
      value:
        stats.avgRating === null ? t('career.noRating') : formatRating(stats.avgRating, language),
    },
    { key: 'motm', label: t('career.motm'), value: count(stats.motm) },
    { key: 'cleanSheets', label: t('career.cleanSheets'), value: count(stats.cleanSheets) },
  ]
  const record = { wins: count(stats.wins), draws: count(stats.draws), losses: count(stats.losses) }
  return (
    <Section title={t('career.heading')}>
      <dl className={styles.tiles}>
        {tiles.map((tile) => (
          <div key={tile.key} className={styles.tile}>
            <dt>{tile.label}</dt>
            <dd>{tile.value}</dd>
          </div>
        ))}
        <div className={styles.tile}>
          <dt>{t('career.record')}</dt>
          <dd>
            <span aria-hidden="true">{t('career.recordValue', record)}</span>
            <span className="visually-hidden">{t('career.recordLabel', record)}</span>
          </dd>
        </div>
      </dl>
    </Section>
  )
}

/** The current season's totals per competition. */
export function SeasonStatsTable({ seasonStats }: { seasonStats: SeasonStats }) {
  const { t, i18n } = useTranslation('profile')
  const language = i18n.language
  const { season, competitions } = seasonStats
  const count = (value: number) => formatCount(value, language)
  const columns: DataColumn<SeasonCompetitionStats>[] = [
    {
      key: 'competition',
      header: t('columns.competition'),
      rowHeader: true,
      cell: (row) => <Link to={`/competition/${row.competition.id}`}>{row.competition.name}</Link>,
    },
    ...(
      [
        ['apps', 'appsTitle'],
        ['goals', 'goalsTitle'],
        ['assists', 'assistsTitle'],
      ] as const
    ).map(([key, title]): DataColumn<SeasonCompetitionStats> => ({
      key,
      header: t(`columns.${key}`),
      title: t(`columns.${title}`),
      align: 'end',
      cell: (row) => count(row[key]),
    })),
    {
      key: 'rating',
      header: t('columns.rating'),
      title: t('columns.ratingTitle'),
      align: 'end',
      cell: (row) =>
        row.avgRating === null ? t('career.noRating') : formatRating(row.avgRating, language),
    },
    ...(
      [
        ['motm', 'motmTitle'],
        ['cleanSheets', 'cleanSheetsTitle'],
        ['wins', 'winsTitle'],
        ['draws', 'drawsTitle'],
        ['losses', 'lossesTitle'],
      ] as const
    ).map(([key, title]): DataColumn<SeasonCompetitionStats> => ({
      key,
      header: t(`columns.${key}`),
      title: t(`columns.${title}`),
      align: 'end',
      cell: (row) => count(row[key]),
    })),
  ]
  return (
    <Section title={season ? t('season.headingNamed', { season }) : t('season.heading')}>
      {competitions.length === 0 ? (
        <p className={styles.muted}>{t('season.empty')}</p>
      ) : (
        <DataTable
          caption={season ? t('season.caption', { season }) : t('season.captionUnnamed')}
          captionHidden
          columns={columns}
          rows={competitions}
          rowKey={(row) => row.competition.id}
        />
      )}
    </Section>
  )
}

/** W, D or L on a coloured badge; its full word for screen readers. */
export function ResultBadge({ result }: { result: MatchResult }) {
  const { t } = useTranslation('profile')
  return (
    <span className={`${styles.result} ${styles[`result${result}`]}`}>
      <span aria-hidden="true">{t(`result.${result}`)}</span>
      <span className="visually-hidden">{t(`result.${result}Long`)}</span>
    </span>
  )
}

export function RecentMatchesTable({ matches }: { matches: RecentMatch[] }) {
  const { t, i18n } = useTranslation('profile')
  const language = i18n.language
  const columns: DataColumn<RecentMatch>[] = [
    {
      key: 'date',
      header: t('columns.date'),
      cell: (row) => <span className={styles.nowrap}>{formatDate(row.date, language)}</span>,
    },
    {
      key: 'competition',
      header: t('columns.competition'),
      cell: (row) => (
        <Link to={`/competition/${row.competition.id}`} className={styles.competition}>
          {row.competition.name}
        </Link>
      ),
    },
    {
      key: 'opponent',
      header: t('columns.opponent'),
      rowHeader: true,
      cell: (row) => (
        <span className={styles.opponent}>
          <abbr
            className={styles.venue}
            title={row.venue === 'home' ? t('matches.homeTitle') : t('matches.awayTitle')}
          >
            {row.venue === 'home' ? t('matches.home') : t('matches.away')}
          </abbr>
          <Crest team={row.opponent} size={20} />
          <Link to={`/team/${row.opponent.id}`}>{row.opponent.name}</Link>
        </span>
      ),
    },
    {
      key: 'score',
      header: t('columns.score'),
      align: 'center',
      cell: (row) => (
        <span className={styles.nowrap}>
          {t('matches.score', { team: row.score.team, opponent: row.score.opponent })}
          {row.penalties ? (
            <span className={styles.penalties}>
              {' '}
              {t('matches.penalties', {
                team: row.penalties.team,
                opponent: row.penalties.opponent,
              })}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'result',
      header: t('columns.result'),
      align: 'center',
      cell: (row) => <ResultBadge result={row.result} />,
    },
    {
      key: 'goals',
      header: t('columns.goals'),
      title: t('columns.goalsTitle'),
      align: 'end',
      cell: (row) => formatCount(row.goals, language),
    },
    {
      key: 'assists',
      header: t('columns.assists'),
      title: t('columns.assistsTitle'),
      align: 'end',
      cell: (row) => formatCount(row.assists, language),
    },
    {
      key: 'rating',
      header: t('columns.matchRating'),
      title: t('columns.matchRatingTitle'),
      align: 'end',
      cell: (row) => (
        <span className={styles.rating}>
          {row.manOfTheMatch ? (
            <Star
              className={styles.motm}
              size={14}
              role="img"
              aria-label={t('matches.motm')}
              aria-hidden={false}
            />
          ) : null}
          {formatRating(row.rating, language)}
        </span>
      ),
    },
  ]
  return (
    <Section title={t('matches.heading')}>
      {matches.length === 0 ? (
        <p className={styles.muted}>{t('matches.empty')}</p>
      ) : (
        <DataTable
          caption={t('matches.caption', { count: matches.length })}
          captionHidden
          columns={columns}
          rows={matches}
          rowKey={(row) => row.matchId}
        />
      )}
    </Section>
  )
}
