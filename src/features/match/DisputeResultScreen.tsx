/**
 * /match/{id}/dispute: the manager of the side that must answer a report contests it: the score they
 * say it was, and why (10 to 500 characters). The report's score is shown to answer it, and fills the
 * form to start with. Sent, the match waits for league staff, and the manager is back on its page. A
 * reader who may not dispute it (no report to answer, their own report) is told why.
 */
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { z } from 'zod'
import { DISPUTE_REASON_MAX, DISPUTE_REASON_MIN, type MatchDetail } from '@/api/contracts/matches'
import { useDisputeResultMutation } from '@/api/endpoints/matchesApi'
import { FormTextAreaField } from '@/components/form/FormFields'
import { useServerForm } from '@/components/form/useServerForm'
import { MatchFormSkeleton } from './MatchFormSkeleton'
import { NotNow } from './NotNow'
import {
  ResultFormPage,
  SCORE_SERVER_FIELDS,
  scoreDefaults,
  scoreFormSchema,
  scoreOf,
} from './resultForm'
import { claimScore } from './resultText'
import { useMatchPage } from './useMatchPage'

const disputeFormSchema = scoreFormSchema.and(
  z.object({
    reason: z
      .string()
      .trim()
      .min(DISPUTE_REASON_MIN, 'reason_length')
      .max(DISPUTE_REASON_MAX, 'reason_length'),
  }),
)
type DisputeForm = z.output<typeof disputeFormSchema>

const SERVER_FIELDS = [...SCORE_SERVER_FIELDS, ['reason', 'reason'] as const]

function DisputeFormView({ match }: { match: MatchDetail }) {
  const { t } = useTranslation('match')
  const navigate = useNavigate()
  const [dispute, disputing] = useDisputeResultMutation()
  const report = match.claims.find((claim) => claim.kind === 'report')
  const serverForm = useServerForm<DisputeForm, DisputeForm, MatchDetail>({
    schema: disputeFormSchema,
    defaultValues: { ...scoreDefaults(report), reason: '' },
    serverFields: SERVER_FIELDS,
    send: (values) =>
      dispute({ id: match.id, body: { ...scoreOf(values), reason: values.reason.trim() } }),
    onSaved: () => void navigate(`/match/${match.id}`),
  })
  return (
    <ResultFormPage
      kind="dispute"
      match={match}
      lead={t('dispute.lead', {
        team: report?.team.name ?? '',
        home: match.home.team.name,
        away: match.away.team.name,
        score: report === undefined ? '' : claimScore(report),
      })}
      serverForm={serverForm}
      busy={disputing.isLoading}
    >
      <FormTextAreaField
        name="reason"
        label={t('dispute.reason')}
        hint={t('dispute.reasonHint', { min: DISPUTE_REASON_MIN, max: DISPUTE_REASON_MAX })}
        rows={5}
        maxLength={DISPUTE_REASON_MAX}
      />
    </ResultFormPage>
  )
}

export function DisputeResultScreen() {
  const { t } = useTranslation('match')
  const page = useMatchPage(<MatchFormSkeleton />)
  if ('pending' in page) return page.pending
  const { match } = page
  if (!match.viewer?.actions.includes('dispute')) {
    return <NotNow match={match} title={t('dispute.title')} message={t('dispute.notNow')} />
  }
  return <DisputeFormView match={match} />
}

export default DisputeResultScreen
