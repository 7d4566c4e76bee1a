/**
 * One infraction: what it was, where (competition, match, team), what it costs (strikes, sanction,
 * matches left to serve), who issued it and when it stops counting. Below, its appeal: the form while
 * it is active and not yet appealed (one appeal per infraction), else the appeal sent and its status.
 */
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { Infraction, InfractionStatus } from '@/api/contracts/infractions'
import { Badge, type BadgeTone } from '@/components/Badge'
import { Button } from '@/components/Button'
import { AppealForm, type AppealConflict } from './AppealForm'
import { useLeagueFormat } from '@/lib/useLeagueFormat'
import formStyles from '@/components/Form.module.css'
import narrowStyles from '@/components/NarrowPage.module.css'
import styles from './InfractionsScreen.module.css'
import { Fact } from '@/components/Fact'

const STATUS_TONES: Record<InfractionStatus, BadgeTone> = {
  active: 'danger',
  appealed: 'premium',
  overturned: 'success',
  expired: 'neutral',
}

/** Where an appeal stands, as its badge shows it. */
type AppealState = 'pending' | 'upheld' | 'closed'
const APPEAL_TONES: Record<AppealState, BadgeTone> = {
  pending: 'premium',
  upheld: 'success',
  closed: 'neutral',
}

export function InfractionCard({ infraction }: { infraction: Infraction }) {
  const { t } = useTranslation('infractions')
  const format = useLeagueFormat()
  const headingId = `infraction-${infraction.id}`
  const { competition, match, team } = infraction

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <h3 id={headingId} className={styles.type}>
          {t(`types.${infraction.type}`)}
        </h3>
        <Badge tone={STATUS_TONES[infraction.status]}>{t(`status.${infraction.status}`)}</Badge>
      </div>
      <p className={styles.description}>{infraction.description}</p>
      <dl className={styles.facts}>
        <Fact term={t('fields.competition')}>
          <Link to={`/competition/${competition.id}`}>{competition.name}</Link>
        </Fact>
        <Fact term={t('fields.match')}>
          {match ? (
            <>
              {match.label}
              <span className={narrowStyles.muted}>
                {' · '}
                <time dateTime={match.kickoff}>{format.dateTime(match.kickoff)}</time>
              </span>
            </>
          ) : (
            t('fields.noMatch')
          )}
        </Fact>
        <Fact term={t('fields.team')}>
          <Link to={`/team/${team.id}`}>{team.name}</Link>
        </Fact>
        <Fact term={t('fields.strikes')}>{format.number(infraction.strikes)}</Fact>
        <Fact term={t('fields.sanction')}>{t(`sanctions.${infraction.sanction}`)}</Fact>
        {infraction.sanction === 'match_ban' ? (
          <Fact term={t('fields.matchesLeft')}>
            {infraction.matchesRemaining > 0
              ? format.number(infraction.matchesRemaining)
              : t('fields.served')}
          </Fact>
        ) : null}
        <Fact term={t('fields.issuedBy')}>{infraction.issuedBy}</Fact>
        <Fact term={t('fields.issuedAt')}>
          <time dateTime={infraction.issuedAt}>{format.day(infraction.issuedAt)}</time>
        </Fact>
        <Fact term={infraction.status === 'expired' ? t('fields.expired') : t('fields.expires')}>
          <time dateTime={infraction.expiresAt}>{format.day(infraction.expiresAt)}</time>
        </Fact>
      </dl>
      <AppealSection infraction={infraction} />
    </article>
  )
}

function AppealSection({ infraction }: { infraction: Infraction }) {
  const { t } = useTranslation('infractions')
  const format = useLeagueFormat()
  const [open, setOpen] = useState(false)
  const [sent, setSent] = useState(false)
  const [conflict, setConflict] = useState<AppealConflict | null>(null)
  const noticeRef = useRef<HTMLParagraphElement>(null)
  const toggleId = `appeal-open-${infraction.id}`

  useEffect(() => {
    if (sent || conflict) noticeRef.current?.focus()
  }, [sent, conflict])

  const { appeal } = infraction
  let body
  if (appeal) {
    const state: AppealState =
      infraction.status === 'appealed'
        ? 'pending'
        : infraction.status === 'overturned'
          ? 'upheld'
          : 'closed'
    body = (
      <div className={styles.appeal}>
        <p className={styles.appealMeta}>
          <Badge tone={APPEAL_TONES[state]}>{t(`appeal.state.${state}`)}</Badge>
          <span>
            {t('appeal.sentOn')}{' '}
            <time dateTime={appeal.appealedAt}>{format.dateTime(appeal.appealedAt)}</time>
          </span>
        </p>
        <blockquote className={styles.appealText}>
          <p>{appeal.text}</p>
        </blockquote>
        <p className={narrowStyles.muted}>{t(`appeal.explain.${state}`)}</p>
      </div>
    )
  } else if (infraction.status !== 'active') {
    body = <p className={narrowStyles.muted}>{t(`appeal.unavailable.${infraction.status}`)}</p>
  } else if (open) {
    body = (
      <div>
        <AppealForm
          infractionId={infraction.id}
          onAppealed={() => setSent(true)}
          onConflict={setConflict}
          onCancel={() => {
            setOpen(false)
            // The toggle comes back in place of the form: give it the focus back.
            requestAnimationFrame(() => document.getElementById(toggleId)?.focus())
          }}
        />
      </div>
    )
  } else {
    body = (
      <div className={styles.appealStart}>
        <p className={narrowStyles.muted}>{t('appeal.intro')}</p>
        <Button
          id={toggleId}
          variant="secondary"
          onClick={() => {
            setConflict(null)
            setOpen(true)
          }}
        >
          {t('appeal.open')}
        </Button>
      </div>
    )
  }

  return (
    <div className={styles.appealSection}>
      <h4 className={styles.appealHeading}>{appeal ? t('appeal.yours') : t('appeal.heading')}</h4>
      {sent ? (
        <p ref={noticeRef} role="status" tabIndex={-1} className={styles.notice}>
          {t('appeal.sent')}
        </p>
      ) : null}
      {conflict ? (
        <p ref={noticeRef} role="alert" tabIndex={-1} className={formStyles.alert}>
          {t(`appeal.errors.${conflict}`)}
        </p>
      ) : null}
      {body}
    </div>
  )
}
