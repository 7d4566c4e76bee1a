/**
 * Invite free agents: a search (debounced, kept in the URL as `?q=`) over GET /api/players with
 * `freeAgent=true`, an optional message, and an Invite button per player. Refusals (already invited,
 * on a team, roster full) are worded on the player's row; a sent invitation is announced.
 */
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { INVITATION_MESSAGE_MAX_LENGTH } from '@/api/contracts/invitations'
import { PLAYER_QUERY_MAX_LENGTH, type PlayerListItem } from '@/api/contracts/players'
import type { TeamDetail } from '@/api/contracts/teams'
import { Badge } from '@/components/Badge'
import { Button } from '@/components/Button'
import { ErrorState } from '@/components/ErrorState'
import {
  Skeleton,
  SkeletonAvatarLine,
  SkeletonBlock,
  SkeletonLine,
  SkeletonList,
} from '@/components/Skeleton'
import { TextField } from '@/components/TextField'
import { StatusMessage } from '@/components/StatusMessage'
import { TextAreaField } from '@/components/TextAreaField'
import { useSendInvitationMutation } from '@/api/endpoints/invitationsApi'
import { useSearchFreeAgentsQuery } from '@/api/endpoints/teamsApi'
import { useTeamErrorText } from './errors'
import { PlayerCell, Positions } from './TeamOverview'
import manage from './manage.module.css'
import styles from './team.module.css'
import { numberFormat } from '@/lib/intl'
import { useSearchParams } from '@/lib/searchParams'

/** How long typing pauses before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return debounced
}

function Candidate({
  team,
  player,
  message,
  invited,
  onInvited,
}: {
  team: TeamDetail
  player: PlayerListItem
  message: string
  invited: boolean
  onInvited: (player: PlayerListItem) => void
}) {
  const { t } = useTranslation('teams')
  const errorText = useTeamErrorText()
  const id = useId()
  const [send, { isLoading }] = useSendInvitationMutation()
  const [error, setError] = useState<string | null>(null)

  async function invite() {
    setError(null)
    const result = await send({ teamId: team.id, playerId: player.id, message: message.trim() })
    if (result.error)
      setError(errorText(result.error, { player: player.username, team: team.name }))
    else onInvited(player)
  }

  return (
    <li className={manage.candidate}>
      <div className={manage.candidateWho} id={`${id}-who`}>
        <PlayerCell member={player} />
        <span className={styles.muted}>
          <Positions member={player} /> · {t(`platforms.${player.platform}`)} · {player.country}
        </span>
      </div>
      {invited ? (
        <Badge tone="accent">{t('invite.invited')}</Badge>
      ) : (
        <Button busy={isLoading} aria-describedby={`${id}-who`} onClick={() => void invite()}>
          {isLoading ? t('invite.sending') : t('invite.button')}
        </Button>
      )}
      {error ? (
        <p role="alert" className={manage.error}>
          {error}
        </p>
      ) : null}
    </li>
  )
}

export function InvitePlayers({ team }: { team: TeamDetail }) {
  const { t, i18n } = useTranslation('teams')
  const titleId = useId()
  const [params, setParams] = useSearchParams()
  const [text, setText] = useState(params.get('q') ?? '')
  const [message, setMessage] = useState('')
  const [invited, setInvited] = useState<PlayerListItem[]>([])
  const q = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS)
  const search = useSearchFreeAgentsQuery(q)
  const numbers = numberFormat(i18n.language)
  const full = team.rosterSize >= team.rosterLimit

  useEffect(() => {
    setParams(
      (current) => {
        if (q) current.set('q', q)
        else current.delete('q')
        return current
      },
      { replace: true },
    )
  }, [q, setParams])

  let results
  if (search.isLoading || (search.isFetching && search.originalArgs !== q)) {
    results = (
      <Skeleton label={t('invite.searching')} className={styles.results}>
        <SkeletonLine className={styles.muted} width="12em" hidden />
        <SkeletonList count={3} className={styles.candidates} itemClassName={manage.candidate}>
          <div className={manage.candidateWho}>
            <SkeletonAvatarLine className={styles.player} size={32} width="9em" />
            <SkeletonLine as="span" className={styles.muted} width="14em" />
          </div>
          <SkeletonBlock width={80} height={44} />
        </SkeletonList>
      </Skeleton>
    )
  } else if (!search.data) {
    results = <ErrorState message={t('invite.failed')} onRetry={() => void search.refetch()} />
  } else if (search.data.items.length === 0) {
    results = <p className={styles.muted}>{q ? t('invite.noMatch', { q }) : t('invite.none')}</p>
  } else {
    results = (
      <>
        <p className={styles.muted} role="status">
          {t('invite.count', {
            count: search.data.total,
            shown: numbers.format(search.data.items.length),
            total: numbers.format(search.data.total),
          })}
        </p>
        <ul className={styles.candidates} aria-label={t('invite.results')}>
          {search.data.items.map((player) => (
            <Candidate
              key={player.id}
              team={team}
              player={player}
              message={message}
              invited={invited.some((one) => one.id === player.id)}
              onInvited={(one) => setInvited((list) => [one, ...list])}
            />
          ))}
        </ul>
      </>
    )
  }

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('invite.title')}</h2>
      <p className={styles.muted}>
        {t('invite.lead', {
          size: numbers.format(team.rosterSize),
          limit: numbers.format(team.rosterLimit),
        })}
      </p>
      {full ? <p className={manage.error}>{t('errors.roster_full', { team: team.name })}</p> : null}
      {invited[0] ? (
        <StatusMessage>{t('invite.sent', { player: invited[0].username })}</StatusMessage>
      ) : null}
      <div className={manage.inviteForm}>
        <TextField
          type="search"
          label={t('invite.search')}
          hint={t('invite.searchHint')}
          maxLength={PLAYER_QUERY_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <TextAreaField
          label={t('invite.message')}
          hint={t('invite.messageHint')}
          extra={t('create.descriptionCount', {
            length: numbers.format(message.length),
            max: numbers.format(INVITATION_MESSAGE_MAX_LENGTH),
          })}
          maxLength={INVITATION_MESSAGE_MAX_LENGTH}
          rows={3}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </div>
      {results}
    </section>
  )
}
