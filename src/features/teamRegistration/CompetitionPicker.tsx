/** The competitions open for registration, as radio choices: the chosen one is `?competition=`. */
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { CompetitionCard } from '@/api/contracts/competitions'
import { Badge } from '@/components/Badge'
import { EmptyState } from '@/components/EmptyState'
import { ErrorState } from '@/components/ErrorState'
import { Skeleton } from '@/components/Skeleton'
import { ChoicesSkeleton } from './skeletons'
import { useLeagueFormat } from '@/lib/useLeagueFormat'
import styles from './RegisterTeamScreen.module.css'
import { RegistrationSection } from './RegistrationSection'

export interface CompetitionPickerProps {
  competitions: CompetitionCard[] | undefined
  isLoading: boolean
  isError: boolean
  onRetry: () => void
  chosenId: number | null
  onChoose: (id: number) => void
}

export function CompetitionPicker({
  competitions,
  isLoading,
  isError,
  onRetry,
  chosenId,
  onChoose,
}: CompetitionPickerProps) {
  const { t } = useTranslation('teamRegistration')
  const format = useLeagueFormat()

  let body
  if (isLoading)
    body = (
      <Skeleton label={t('competitions.loading')}>
        <ChoicesSkeleton />
      </Skeleton>
    )
  else if (isError || !competitions)
    body = <ErrorState message={t('competitions.error')} onRetry={onRetry} />
  else if (competitions.length === 0)
    body = (
      <EmptyState
        title={t('competitions.empty')}
        action={<Link to="/competitions">{t('competitions.browse')}</Link>}
      >
        {t('competitions.emptyBody')}
      </EmptyState>
    )
  else
    body = (
      <fieldset className={styles.fieldset}>
        <legend className="visually-hidden">{t('competitions.legend')}</legend>
        {chosenId !== null && !competitions.some((competition) => competition.id === chosenId) ? (
          <p role="alert" className={styles.error}>
            {t('competitions.notFound')}
          </p>
        ) : null}
        <ul className={styles.choices}>
          {competitions.map((competition) => (
            <li key={competition.id}>
              <div className={styles.choice}>
                <input
                  id={`competition-${competition.id}`}
                  type="radio"
                  name="competition"
                  value={competition.id}
                  checked={competition.id === chosenId}
                  onChange={() => onChoose(competition.id)}
                  aria-describedby={`competition-${competition.id}-about`}
                />
                <div className={styles.choiceBody}>
                  <label htmlFor={`competition-${competition.id}`} className={styles.choiceName}>
                    {competition.name}
                  </label>
                  <div id={`competition-${competition.id}-about`} className={styles.choiceAbout}>
                    <span className={styles.choiceMeta}>
                      {t(`platforms.${competition.platform}`)} ·{' '}
                      {t('competitions.deadline', {
                        date: format.dateTime(competition.registrationDeadline),
                      })}
                    </span>
                    <span className={styles.choiceMeta}>
                      {t('competitions.places', {
                        accepted: format.number(competition.registeredTeams),
                        max: format.number(competition.maxTeams),
                      })}
                    </span>
                    <span className={styles.badges}>
                      {competition.premiumOnly ? (
                        <Badge tone="premium">{t('competitions.premiumOnly')}</Badge>
                      ) : null}
                      {competition.registeredTeams >= competition.maxTeams ? (
                        <Badge>{t('competitions.full')}</Badge>
                      ) : null}
                    </span>
                  </div>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </fieldset>
    )

  return <RegistrationSection title={t('competitions.heading')}>{body}</RegistrationSection>
}
