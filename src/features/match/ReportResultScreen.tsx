/**
 * /match/{id}/report: a manager (or assistant manager) of either side reports the result after
 * kick-off: the score, their own team's line-up with each player's position, rating and numbers, the
 * goals with scorers and assists, the man of the match, and up to three screenshots as evidence. The
 * line-up starts as the roster; the goals' rows follow the side's score. The form checks what it can
 * before it is sent (the numbers' ranges, the line-up's size, scorers, assists and the man of the
 * match from the line-up, a shoot-out's winner), and the server's reasons land on their fields (a
 * player who left the roster meanwhile, say). Sent, the manager is back on the match page, which shows the report
 * awaiting the other side. A reader who may not report this match (not a manager of either side, no
 * kick-off yet, already reported) is told why, with the way back.
 */
import { useState } from 'react'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import type { MatchDetail } from '@/api/contracts/matches'
import type { RosterMember } from '@/api/contracts/teams'
import { useReportResultMutation } from '@/api/endpoints/matchesApi'
import { useGetTeamQuery } from '@/api/endpoints/teamsApi'
import { serverMessage } from '@/api/errors'
import detailStyles from '@/components/DetailPage.module.css'
import { ErrorState } from '@/components/ErrorState'
import { useServerForm } from '@/components/form/useServerForm'
import { MatchFormSkeleton } from './MatchFormSkeleton'
import { NotNow } from './NotNow'
import {
  REPORT_SERVER_FIELDS,
  reportFormSchema,
  startingLineup,
  toReportRequest,
  type ReportForm,
  type ReportFormInput,
} from './reportForm'
import { ReportSheetFields } from './ReportSheetFields'
import { ResultFormPage, scoreDefaults } from './resultForm'
import { ScreenshotsField } from './ScreenshotsField'
import { useMatchPage } from './useMatchPage'

function ReportFormView({
  match,
  side,
  roster,
}: {
  match: MatchDetail
  side: 'home' | 'away'
  roster: readonly RosterMember[]
}) {
  const { t } = useTranslation('match')
  const navigate = useNavigate()
  const [report, reporting] = useReportResultMutation()
  const [screenshots, setScreenshots] = useState<string[]>([])
  const team = match[side].team
  const serverForm = useServerForm<ReportFormInput, ReportForm, MatchDetail>({
    schema: reportFormSchema,
    defaultValues: {
      ...scoreDefaults(),
      lineup: startingLineup(roster),
      goals: [],
      manOfTheMatchId: '',
    },
    serverFields: REPORT_SERVER_FIELDS as never,
    send: (values) => report({ id: match.id, body: toReportRequest(values, screenshots) }),
    onSaved: () => void navigate(`/match/${match.id}`),
  })
  const goalsFor = useWatch({
    control: serverForm.form.control,
    name: side === 'home' ? 'homeScore' : 'awayScore',
  })
  return (
    <ResultFormPage
      kind="report"
      match={match}
      lead={t('report.lead', {
        home: match.home.team.name,
        away: match.away.team.name,
        team: team.name,
      })}
      serverForm={serverForm}
      busy={reporting.isLoading}
      after={<ScreenshotsField value={screenshots} onChange={setScreenshots} />}
    >
      <ReportSheetFields roster={roster} goalsFor={goalsFor} team={team.name} />
    </ResultFormPage>
  )
}

function WithRoster({ match, side }: { match: MatchDetail; side: 'home' | 'away' }) {
  const { t } = useTranslation('match')
  const team = useGetTeamQuery(match[side].team.id)
  if (team.data === undefined) {
    return team.error === undefined ? (
      <MatchFormSkeleton />
    ) : (
      <div className={detailStyles.page}>
        <ErrorState
          message={serverMessage(team.error) ?? t('report.rosterFailed')}
          onRetry={() => void team.refetch()}
        />
      </div>
    )
  }
  return <ReportFormView match={match} side={side} roster={team.data.team.roster} />
}

export function ReportResultScreen() {
  const { t } = useTranslation('match')
  const page = useMatchPage(<MatchFormSkeleton />)
  if ('pending' in page) return page.pending
  const { match } = page
  const side = match.viewer?.side ?? null
  if (side === null || !match.viewer?.actions.includes('report')) {
    const message = t(side === null ? 'report.notManager' : 'report.notNow')
    return <NotNow match={match} title={t('report.title')} message={message} />
  }
  return <WithRoster match={match} side={side} />
}

export default ReportResultScreen
