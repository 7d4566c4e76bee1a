/** The table tab: the league table with last-5 form (and the playoff bracket), or a cup's bracket. */
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type {
  BracketRound,
  CompetitionDetail,
  FormResult,
  StandingRow,
} from '@/api/contracts/competitions'
import { DataTable, SkeletonTable, type DataColumn } from '@/components/DataTable'
import { SkeletonBlock, SkeletonLine, SkeletonList, SkeletonText } from '@/components/Skeleton'
import { useGetCompetitionStandingsQuery } from '@/api/endpoints/competitionsApi'
import { formatNumber, formatSigned } from './format'
import { Crest } from '@/components/Crest'
import { MatchLink } from '@/components/MatchLink'
import resultTone from '@/components/MatchResult.module.css'
import { TeamName, TeamNameSkeleton } from './TeamName'
import { TabShape } from './TabFrame'
import { TabPending } from './TabPending'
import tabs from './competitionTabs.module.css'
import styles from './CompetitionScreen.module.css'

export function TableTab({ competition }: { competition: CompetitionDetail }) {
  const { t } = useTranslation('competitions')
  const result = useGetCompetitionStandingsQuery(competition.id)

  if (!result.data) {
    return (
      <TabPending
        result={result}
        texts="table"
        skeleton={
          competition.format === 'cup' ? (
            <BracketSkeleton />
          ) : (
            <TableSkeleton teams={competition.registeredTeams} />
          )
        }
      />
    )
  }
  const standings = result.data
  if (standings.kind === 'bracket') {
    return (
      <div className={styles.stack}>
        <h2>{t('bracket.title')}</h2>
        <Bracket rounds={standings.rounds} />
      </div>
    )
  }
  const playedOff = standings.playoffs.some((round) => round.matches.length > 0)
  return (
    <div className={styles.stack}>
      <section aria-labelledby="table-title">
        <h2 id="table-title" className="visually-hidden">
          {t('table.title')}
        </h2>
        {standings.rows.length === 0 ? (
          <p className={styles.emptyNote}>{t('table.empty')}</p>
        ) : (
          <>
            <StandingsTable rows={standings.rows} playoffTeams={standings.playoffTeams} />
            {standings.playoffTeams ? (
              <p className={styles.note}>
                <span className={tabs.playoffKey} aria-hidden="true" />
                {t('table.playoffLine', { count: standings.playoffTeams })}
              </p>
            ) : null}
          </>
        )}
      </section>
      {playedOff ? (
        <section aria-labelledby="table-playoffs">
          <h2 id="table-playoffs">{t('table.playoffs')}</h2>
          <Bracket rounds={standings.playoffs} />
        </section>
      ) : null}
    </div>
  )
}

/** The plain counts of a standings row, in the table's order. */
const COUNTS = ['played', 'won', 'drawn', 'lost', 'goalsFor', 'goalsAgainst'] as const
type FigureKey = (typeof COUNTS)[number] | 'position' | 'goalDifference' | 'points'
const DETAIL_FIGURES = new Set<FigureKey>(['won', 'drawn', 'lost', 'goalsFor', 'goalsAgainst'])

function StandingsTable({
  rows,
  playoffTeams,
}: {
  rows: StandingRow[]
  playoffTeams: number | null
}) {
  const { t } = useTranslation('competitions')
  return (
    <DataTable
      caption={t('table.caption')}
      captionHidden
      columns={useStandingsColumns()}
      rows={rows}
      rowKey={(row) => row.team.id}
      rowClassName={(row) =>
        playoffTeams && row.position <= playoffTeams ? tabs.playoffRow : undefined
      }
    />
  )
}

/**
 * The league table while it loads: its columns, a row for each registered team (as tall as a team's
 * row: its crest beside its name, its five form chips) and the playoff line's place.
 */
export function TableSkeleton({
  teams,
}: {
  /** How many rows: the competition's teams. */ teams: number
}) {
  const { t } = useTranslation('competitions')
  return (
    <TabShape>
      <div>
        <SkeletonTable
          caption={t('table.caption')}
          captionHidden
          columns={useStandingsColumns()}
          rows={teams}
        />
        <SkeletonLine className={styles.note} width="16em" />
      </div>
    </TabShape>
  )
}

/** A cup's bracket while it loads: its heading, and its first two rounds of ties as shapes. */
export function BracketSkeleton() {
  return (
    <TabShape heading="bracket">
      <div className={tabs.bracket}>
        {[4, 2].map((ties) => (
          <div key={ties} className={tabs.round}>
            <SkeletonLine className={tabs.roundTitle} width="8em" />
            <SkeletonList
              count={ties}
              as="div"
              item="div"
              className={tabs.roundMatches}
              itemClassName={tabs.bracketMatch}
              hidden={false}
            >
              {[0, 1].map((side) => (
                <div key={side} className={tabs.bracketTeam}>
                  <SkeletonBlock width={20} height={20} radius="full" />
                  <SkeletonText width="60%" />
                </div>
              ))}
            </SkeletonList>
          </div>
        ))}
      </div>
    </TabShape>
  )
}

/** The standings' columns, each with its loading placeholder. */
function useStandingsColumns(): DataColumn<StandingRow>[] {
  const { t, i18n } = useTranslation('competitions')
  const language = i18n.language
  const num = (value: number) => formatNumber(value, language)
  /** A figure's column: its short header (`P`), its full name as the title (`Played`), at the end. */
  const figure = (
    key: FigureKey,
    cell: (row: StandingRow) => ReactNode,
  ): DataColumn<StandingRow> => ({
    key,
    header: t(`table.columns.${key}`),
    title: t(`table.columns.${key}Full`),
    cell,
    align: 'end',
    // A phone keeps the team, played, goal difference and points in view; the rest on request.
    detail: DETAIL_FIGURES.has(key),
  })
  return [
    figure('position', (row) => num(row.position)),
    {
      key: 'team',
      header: t('table.columns.team'),
      cell: (row) => <TeamName team={row.team} />,
      rowHeader: true,
      placeholder: <TeamNameSkeleton />,
    },
    ...COUNTS.map((key) => figure(key, (row) => num(row[key]))),
    figure('goalDifference', (row) => formatSigned(row.goalDifference, language)),
    figure('points', (row) => <strong>{num(row.points)}</strong>),
    {
      key: 'form',
      header: t('table.columns.form'),
      title: t('table.columns.formFull'),
      cell: (row) => <Form form={row.form} />,
      detail: true,
      placeholder: (
        <span className={tabs.form}>
          {Array.from({ length: 5 }, (_, index) => (
            <SkeletonBlock key={index} width={22} height={22} radius="sm" />
          ))}
        </span>
      ),
    },
  ]
}

/** The last five results as chips: a letter to see, the word for screen readers. */
export function Form({ form }: { form: FormResult[] }) {
  const { t } = useTranslation('competitions')
  if (form.length === 0) {
    return <span className={styles.muted}>{t('table.form.none')}</span>
  }
  return (
    <ol className={tabs.form}>
      {form.map((result, index) => (
        <li key={index} className={`${tabs.chip} ${resultTone[result]}`}>
          <span aria-hidden="true">{t(`table.form.${result}`)}</span>
          <span className="visually-hidden">{t(`table.formResult.${result}`)}</span>
        </li>
      ))}
    </ol>
  )
}

/** Knockout rounds side by side (scrolling sideways on a phone), each match with its two teams. */
export function Bracket({ rounds }: { rounds: BracketRound[] }) {
  const { t, i18n } = useTranslation('competitions')
  const language = i18n.language
  if (rounds.length === 0) return <p className={styles.emptyNote}>{t('bracket.empty')}</p>
  return (
    <div
      className={tabs.bracket}
      role="region"
      aria-label={t('bracket.title')}
      // Focusable so that keyboard users can scroll a bracket wider than the screen.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      {rounds.map((round) => (
        <section key={round.stage} className={tabs.round}>
          <h3 className={tabs.roundTitle}>{t(`stage.${round.stage}`)}</h3>
          {round.matches.length === 0 ? (
            <p className={styles.muted}>{t('bracket.notDrawn')}</p>
          ) : (
            <ol className={tabs.roundMatches}>
              {round.matches.map((match) => {
                const sides = [
                  { team: match.home, score: match.homeScore, pens: match.homePenalties },
                  { team: match.away, score: match.awayScore, pens: match.awayPenalties },
                ]
                return (
                  <li key={match.id}>
                    <MatchLink matchId={match.id} className={tabs.bracketMatch}>
                      {sides.map(({ team, score, pens }) => {
                        const won = match.winnerTeamId === team.id
                        return (
                          <div
                            key={team.id}
                            className={`${tabs.bracketTeam} ${won ? tabs.winner : ''}`}
                          >
                            <Crest team={team} size={20} />
                            <span className={tabs.bracketName}>{team.name}</span>
                            {won ? (
                              <span className="visually-hidden">({t('bracket.winner')})</span>
                            ) : null}
                            <span className={tabs.bracketScore}>
                              {score === null ? '–' : formatNumber(score, language)}
                              {pens !== null ? ` (${formatNumber(pens, language)})` : null}
                            </span>
                          </div>
                        )
                      })}
                    </MatchLink>
                  </li>
                )
              })}
            </ol>
          )}
        </section>
      ))}
    </div>
  )
}
