/**
 * Where the result stands and what the reader may do about it: each side's account while the result
 * is on its way (a report, both sides of a dispute, with its reason for those who may read it), then
 * the reader's part — report it, confirm or dispute the other side's report, or settle it (staff).
 * The server decides what the reader may do (`viewer.actions`) and checks again on each step.
 */
import { useTranslation } from 'react-i18next'
import type { MatchDetail } from '@/api/contracts/matches'
import { useConfirmResultMutation } from '@/api/endpoints/matchesApi'
import { ButtonLink } from '@/components/ButtonLink'
import { ConfirmButton } from '@/components/ConfirmButton'
import { FailureAlert } from '@/components/FailureAlert'
import { OnDemandPart } from '@/components/OnDemandPart'
import formStyles from '@/components/Form.module.css'
import { TitledSection } from '@/components/TitledSection'
import { onDemand } from '@/lib/onDemand'
import { useLeagueFormat } from '@/lib/useLeagueFormat'
import { claimScore, useResultFailureText } from './resultText'
import styles from './match.module.css'

// Staff's forms, fetched only for staff: everyone else's match page loads no form library.
const SettleSection = onDemand(async () => (await import('./SettleSection')).SettleSection)

/** Staff's part; if its code cannot come (offline), a notice with Try again in its place. */
function Settle({ match }: { match: MatchDetail }) {
  const { t } = useTranslation('match')
  return (
    <OnDemandPart failure={t('settle.loadFailed')}>
      <SettleSection match={match} />
    </OnDemandPart>
  )
}

function Claims({ match }: { match: MatchDetail }) {
  const { t } = useTranslation('match')
  const format = useLeagueFormat()
  return (
    <ul className={styles.claims}>
      {match.claims.map((claim) => (
        <li key={`${claim.kind}-${claim.team.id}`} className={styles.claim}>
          <p className={styles.note}>
            {t(`result.claim.${claim.kind}`, {
              team: claim.team.name,
              home: match.home.team.name,
              away: match.away.team.name,
              score: claimScore(claim),
            })}{' '}
            <time className={styles.when} dateTime={claim.at}>
              {format.dateTime(claim.at)}
            </time>
          </p>
          {claim.reason !== null ? (
            <blockquote className={styles.reason}>{claim.reason}</blockquote>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

/** Confirm (after asking) or dispute the other side's report. */
function Answer({ match }: { match: MatchDetail }) {
  const { t } = useTranslation('match')
  const failureText = useResultFailureText()
  const [confirm, confirming] = useConfirmResultMutation()
  const report = match.claims.find((claim) => claim.kind === 'report')
  const score = report === undefined ? '' : claimScore(report)
  return (
    <>
      <div className={formStyles.actions}>
        <ConfirmButton
          busy={confirming.isLoading}
          busyLabel={t('result.confirming')}
          confirm={{
            title: t('result.confirmDialog.title', { score }),
            description: t('result.confirmDialog.description'),
            confirmLabel: t('result.confirm'),
            cancelLabel: t('result.confirmDialog.cancel'),
          }}
          onConfirm={() => void confirm({ id: match.id, body: {} })}
        >
          {t('result.confirm')}
        </ConfirmButton>
        <ButtonLink variant="secondary" to={`/match/${match.id}/dispute`}>
          {t('result.dispute')}
        </ButtonLink>
      </div>
      {confirming.error ? <FailureAlert>{failureText(confirming.error)}</FailureAlert> : null}
    </>
  )
}

export function ResultSection({ match }: { match: MatchDetail }) {
  const { t } = useTranslation('match')
  const actions = match.viewer?.actions ?? []
  if (match.claims.length === 0 && actions.length === 0) return null
  return (
    <TitledSection className={styles.section} title={t('result.title')}>
      {match.claims.length > 0 ? <Claims match={match} /> : null}
      {actions.includes('report') ? (
        <div className={formStyles.actions}>
          <ButtonLink to={`/match/${match.id}/report`}>{t('result.report')}</ButtonLink>
        </div>
      ) : null}
      {actions.includes('confirm') ? <Answer match={match} /> : null}
      {actions.includes('settle') ? <Settle match={match} /> : null}
    </TitledSection>
  )
}
