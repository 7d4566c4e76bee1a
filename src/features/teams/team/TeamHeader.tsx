/**
 * The team's header: crest (or the default crest in its colours), name, tag, platform, colours,
 * managers, whether its transfer window is open, description and whether it is recruiting; `actions`
 * for the viewer (leave the team).
 */
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { TeamDetail } from '@/api/contracts/teams'
import { Badge } from '@/components/Badge'
import { TeamCrest } from '../TeamCrest'
import styles from './team.module.css'
import { listFormat } from '@/lib/intl'
import { Fact } from '@/components/Fact'
import { useLeagueFormat } from '@/lib/useLeagueFormat'

export function ColourSwatch({ colour, label }: { colour: string; label: string }) {
  return (
    <span className={styles.swatch}>
      <span className={styles.swatchChip} style={{ background: colour }} aria-hidden="true" />
      {label}
    </span>
  )
}

/**
 * Whether the team may sign and release players now, and until when (in the reader's zone); nothing
 * for a team in no running competition, which always may.
 */
function TransferWindowFact({ window }: { window: TeamDetail['transferWindow'] }) {
  const { t } = useTranslation('teams')
  const format = useLeagueFormat()
  if (window === null) return null
  let state: string
  if (window.open) {
    state =
      window.closesAt === null ? '' : t('header.windowOpen', { date: format.day(window.closesAt) })
  } else {
    const competition = window.competition?.name ?? ''
    state =
      window.next === null
        ? t('header.windowClosedForGood', { competition })
        : t('header.windowClosed', { date: format.day(window.next.opensAt), competition })
  }
  return <Fact term={t('header.window')}>{state}</Fact>
}

export function TeamHeader({ team, actions }: { team: TeamDetail; actions?: ReactNode }) {
  const { t, i18n } = useTranslation('teams')
  const manager = team.managers.find((person) => person.role === 'manager')
  const coManagers = team.managers.filter((person) => person.role === 'co-manager')
  const list = listFormat(i18n.language, { type: 'conjunction' })
  return (
    <header
      className={styles.header}
      style={{
        borderColor: team.primaryColor,
        ['--team-secondary' as string]: team.secondaryColor,
      }}
    >
      <TeamCrest
        name={team.name}
        tag={team.tag}
        crest={team.crest}
        colors={{ primary: team.primaryColor, secondary: team.secondaryColor }}
        size={96}
      />
      <div className={styles.headerText}>
        <h1 className={styles.name}>{team.name}</h1>
        <p className={styles.tagLine}>
          <span className={styles.tag}>{team.tag}</span>
          <span>{t(`platforms.${team.platform}`)}</span>
          {team.recruiting ? (
            <Badge tone="success">{t('header.recruiting')}</Badge>
          ) : (
            <Badge>{t('header.notRecruiting')}</Badge>
          )}
        </p>
        <dl className={styles.facts}>
          <Fact term={t('header.manager')}>
            {manager ? (
              <Link to={`/profile/${manager.id}`}>{manager.username}</Link>
            ) : (
              t('header.noManager')
            )}
          </Fact>
          {coManagers.length > 0 ? (
            <Fact term={t('header.coManagers', { count: coManagers.length })}>
              {list.formatToParts(coManagers.map((person) => person.username)).map((part, index) =>
                part.type === 'element' ? (
                  <Link
                    key={index}
                    to={`/profile/${coManagers.find((p) => p.username === part.value)?.id ?? ''}`}
                  >
                    {part.value}
                  </Link>
                ) : (
                  part.value
                ),
              )}
            </Fact>
          ) : null}
          <div>
            <dt>{t('header.colours')}</dt>
            <dd className={styles.swatches}>
              <ColourSwatch colour={team.primaryColor} label={team.primaryColor} />
              <ColourSwatch colour={team.secondaryColor} label={team.secondaryColor} />
            </dd>
          </div>
          <TransferWindowFact window={team.transferWindow} />
        </dl>
        {team.description ? <p className={styles.description}>{team.description}</p> : null}
        {actions}
      </div>
    </header>
  )
}
