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
import { useServerForm } from '@/components/form/useServerForm'
import {
  ResultForm,
  SCORE_SERVER_FIELDS,
  ScoreFields,
  scoreFormSchema,
  scoreOf,
  type ScoreForm,
} from './resultForm'
import { claimScore, useResultFailureText } from './resultText'
import styles from './match.module.css'

function CorrectionForm({ match }: { match: MatchDetail }) {
  const { t } = useTranslation('match')
  const [settle, settling] = useSettleResultMutation()
  const final = match.status === 'confirmed' || match.status === 'forfeit'
  const serverForm = useServerForm<ScoreForm, ScoreForm, MatchDetail>({
    schema: scoreFormSchema,
    defaultValues: {
      homeScore: match.home.score ?? Number.NaN,
      awayScore: match.away.score ?? Number.NaN,
      homePenalties: match.home.penalties,
      awayPenalties: match.away.penalties,
    },
    serverFields: SCORE_SERVER_FIELDS,
    send: (values) => settle({ id: match.id, body: { decision: 'correct', ...scoreOf(values) } }),
  })
  return (
    <ResultForm
      serverForm={serverForm}
      className={formStyles.compactForm}
      busy={settling.isLoading}
      busyLabel={t('settle.saving')}
      submitLabel={t(final ? 'settle.edit' : 'settle.correct')}
      intro={
        <>
          <h3 className={styles.subheading}>
            {t(final ? 'settle.editTitle' : 'settle.correctTitle')}
          </h3>
          <p className="muted">{t(final ? 'settle.editLead' : 'settle.correctLead')}</p>
        </>
      }
    >
      <ScoreFields match={match} />
    </ResultForm>
  )
}

type Settling = ReturnType<typeof useSettleResultMutation>[1]

/**
 * A decision that asks first: its dialog's texts are the `settle.<decision>Dialog` block's, and it is
 * busy while that decision is on its way.
 */
function DecisionButton({
  decision,
  values,
  settling,
  onConfirm,
}: {
  decision: 'accept' | 'forfeit'
  /** The texts' values: the team, and the score (accept) or the other side (forfeit). */
  values: { team: string; score?: string; other?: string }
  settling: Settling
  onConfirm: () => void
}) {
  const { t } = useTranslation('match')
  return (
    <ConfirmButton
      busy={settling.isLoading && settling.originalArgs?.body.decision === decision}
      busyLabel={t('settle.saving')}
      confirm={{
        title: t(`settle.${decision}Dialog.title`, values),
        description: t(`settle.${decision}Dialog.description`, values),
        confirmLabel: t(`settle.${decision}Dialog.confirm`),
        cancelLabel: t('settle.cancel'),
      }}
      onConfirm={onConfirm}
    >
      {t(`settle.${decision}`, values)}
    </ConfirmButton>
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
          {match.claims.map((claim) => (
            <DecisionButton
              key={claim.team.id}
              decision="accept"
              values={{ team: claim.team.name, score: claimScore(claim) }}
              settling={settling}
              onConfirm={() =>
                void settle({ id: match.id, body: { decision: 'accept', teamId: claim.team.id } })
              }
            />
          ))}
        </div>
      ) : null}
      <CorrectionForm match={match} />
      <h3 className={styles.subheading}>{t('settle.forfeitTitle')}</h3>
      <div className={formStyles.actions}>
        {[match.home.team, match.away.team].map((team) => {
          const other = team.id === match.home.team.id ? match.away.team : match.home.team
          return (
            <DecisionButton
              key={team.id}
              decision="forfeit"
              values={{ team: team.name, other: other.name }}
              settling={settling}
              onConfirm={() =>
                void settle({ id: match.id, body: { decision: 'forfeit', winnerTeamId: team.id } })
              }
            />
          )
        })}
      </div>
      {settling.error ? <FailureAlert>{failureText(settling.error)}</FailureAlert> : null}
    </div>
  )
}
