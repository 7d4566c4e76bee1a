/**
 * League staff's decisions on a match (docs/api/matches.md, "Settling a result"): accept one side's
 * account of a result on its way, enter the result they decided (for a final result, an edit kept in
 * its history), or award the match to one side when the other did not show up. Each asks first, and
 * the page shows the settled result as soon as the server answers.
 */
import { useTranslation } from 'react-i18next'
import type { MatchDetail } from '@/api/contracts/matches'
import { useSettleResultMutation } from '@/api/endpoints/matchesApi'
import { ConfirmButton } from '@/components/ConfirmButton'
import { FailureAlert } from '@/components/FailureAlert'
import formStyles from '@/components/Form.module.css'
import { FormFields } from '@/components/form/FormFields'
import { FormFooter } from '@/components/form/FormFooter'
import { useServerForm } from '@/components/form/useServerForm'
import {
  claimScore,
  SCORE_FIELDS,
  ScoreFields,
  scoreFormSchema,
  scoreOf,
  useResultFailureText,
  useResultFieldErrorText,
  type ScoreForm,
} from './resultForm'
import styles from './match.module.css'

const SERVER_FIELDS = SCORE_FIELDS.map((field) => [field, field] as const)

function CorrectionForm({ match }: { match: MatchDetail }) {
  const { t } = useTranslation('match')
  const errorText = useResultFieldErrorText()
  const failureText = useResultFailureText()
  const [settle, settling] = useSettleResultMutation()
  const final = match.status === 'confirmed' || match.status === 'forfeit'
  const { form, onSubmit, failure } = useServerForm<ScoreForm, ScoreForm, MatchDetail>({
    schema: scoreFormSchema,
    defaultValues: {
      homeScore: match.home.score ?? Number.NaN,
      awayScore: match.away.score ?? Number.NaN,
      homePenalties: match.home.penalties,
      awayPenalties: match.away.penalties,
    },
    serverFields: SERVER_FIELDS,
    send: (values) => settle({ id: match.id, body: { decision: 'correct', ...scoreOf(values) } }),
  })
  return (
    <form className={formStyles.compactForm} onSubmit={onSubmit} noValidate>
      <h3 className={styles.subheading}>{t(final ? 'settle.editTitle' : 'settle.correctTitle')}</h3>
      <p className="muted">{t(final ? 'settle.editLead' : 'settle.correctLead')}</p>
      <FormFields form={form} errorText={errorText}>
        <ScoreFields match={match} />
      </FormFields>
      <FormFooter
        failure={failureText(failure)}
        busy={settling.isLoading}
        busyLabel={t('settle.saving')}
        submitLabel={t(final ? 'settle.edit' : 'settle.correct')}
      />
    </form>
  )
}

export function SettleSection({ match }: { match: MatchDetail }) {
  const { t } = useTranslation('match')
  const failureText = useResultFailureText()
  const [settle, settling] = useSettleResultMutation()
  const open = match.status !== 'confirmed' && match.status !== 'forfeit'
  return (
    <div className={styles.settle}>
      <h3 className={styles.subheading}>{t('settle.title')}</h3>
      {open && match.claims.length > 0 ? (
        <div className={formStyles.actions}>
          {match.claims.map((claim) => {
            const values = { team: claim.team.name, score: claimScore(claim) }
            return (
              <ConfirmButton
                key={claim.team.id}
                busy={settling.isLoading && settling.originalArgs?.body.decision === 'accept'}
                busyLabel={t('settle.saving')}
                confirm={{
                  title: t('settle.acceptDialog.title', values),
                  description: t('settle.acceptDialog.description', values),
                  confirmLabel: t('settle.acceptDialog.confirm'),
                  cancelLabel: t('settle.cancel'),
                }}
                onConfirm={() =>
                  void settle({ id: match.id, body: { decision: 'accept', teamId: claim.team.id } })
                }
              >
                {t('settle.accept', values)}
              </ConfirmButton>
            )
          })}
        </div>
      ) : null}
      <CorrectionForm match={match} />
      <h3 className={styles.subheading}>{t('settle.forfeitTitle')}</h3>
      <div className={formStyles.actions}>
        {[match.home.team, match.away.team].map((team) => {
          const other = team.id === match.home.team.id ? match.away.team : match.home.team
          const values = { team: team.name, other: other.name }
          return (
            <ConfirmButton
              key={team.id}
              busy={settling.isLoading && settling.originalArgs?.body.decision === 'forfeit'}
              busyLabel={t('settle.saving')}
              confirm={{
                title: t('settle.forfeitDialog.title', values),
                description: t('settle.forfeitDialog.description', values),
                confirmLabel: t('settle.forfeitDialog.confirm'),
                cancelLabel: t('settle.cancel'),
              }}
              onConfirm={() =>
                void settle({ id: match.id, body: { decision: 'forfeit', winnerTeamId: team.id } })
              }
            >
              {t('settle.forfeit', values)}
            </ConfirmButton>
          )
        })}
      </div>
      {settling.error ? <FailureAlert>{failureText(settling.error)}</FailureAlert> : null}
    </div>
  )
}
