/**
 * The roster for its managers: each member's shirt number and role (the manager only changes roles;
 * making someone manager hands the team over, after a confirmation), and removing a member (after a
 * confirmation). A co-manager removes players only; nobody removes themselves (they leave).
 */
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ColumnHeaders } from '@/components/DataTable'
import {
  SHIRT_NUMBER_MAX,
  SHIRT_NUMBER_MIN,
  TEAM_ROLES,
  type RosterMember,
  type TeamDetail,
  type TeamRole,
  type UpdateMemberRequest,
} from '@/api/contracts/teams'
import { Button } from '@/components/Button'
import { ConfirmDialog } from '@/components/ConfirmDialog'
import { StatusMessage } from '@/components/StatusMessage'
import { useAppSelector } from '@/session/hooks'
import { selectUser } from '@/session/authSlice'
import { useRemoveMemberMutation, useUpdateMemberMutation } from '@/api/endpoints/teamsApi'
import { useTeamErrorText } from './errors'
import { PlayerCell, Positions, RoleBadge } from './TeamOverview'
import manage from './manage.module.css'
import styles from './team.module.css'
import { numberFormat } from '@/lib/intl'

type Confirming = 'handOver' | 'remove' | null

function MemberRow({
  team,
  member,
  viewerRole,
  viewerId,
  onDone,
}: {
  team: TeamDetail
  member: RosterMember
  viewerRole: TeamRole | null
  viewerId: number | undefined
  onDone: (message: string) => void
}) {
  const { t } = useTranslation('teams')
  const errorText = useTeamErrorText()
  const id = useId()
  const [number, setNumber] = useState(
    member.shirtNumber === null ? '' : String(member.shirtNumber),
  )
  const [role, setRole] = useState<TeamRole>(member.role)
  const [error, setError] = useState<string | null>(null)
  const [confirming, setConfirming] = useState<Confirming>(null)
  const [update, updateState] = useUpdateMemberMutation()
  const [remove, removeState] = useRemoveMemberMutation()
  const self = member.id === viewerId
  const mayChangeRole = viewerRole === 'manager' && !self
  const mayRemove =
    !self && (viewerRole === 'manager' || (viewerRole === 'co-manager' && member.role === 'player'))
  const names = { player: member.username, team: team.name }

  const parsed = number.trim() === '' ? null : Number(number)
  const numberValid =
    parsed === null ||
    (Number.isInteger(parsed) && parsed >= SHIRT_NUMBER_MIN && parsed <= SHIRT_NUMBER_MAX)

  async function save() {
    setError(null)
    if (!numberValid) {
      setError(t('errors.shirt_number_range', { min: SHIRT_NUMBER_MIN, max: SHIRT_NUMBER_MAX }))
      document.getElementById(`${id}-number`)?.focus()
      return
    }
    const body: UpdateMemberRequest = {}
    if (parsed !== member.shirtNumber) body.shirtNumber = parsed
    if (role !== member.role) body.role = role
    if (Object.keys(body).length === 0) {
      setError(t('errors.nothing_to_change'))
      return
    }
    const result = await update({ teamId: team.id, userId: member.id, body })
    if (result.error) setError(errorText(result.error, names))
    else
      onDone(
        t(
          role === 'manager' && body.role ? 'rosterManage.handedOver' : 'rosterManage.saved',
          names,
        ),
      )
  }

  async function handleRemove() {
    setError(null)
    const result = await remove({ teamId: team.id, userId: member.id })
    if (result.error) setError(errorText(result.error, names))
    else onDone(t('rosterManage.removed', names))
  }

  return (
    <tr>
      <th scope="row">
        <div className={manage.memberCell}>
          <PlayerCell member={member} />
          <span className={styles.muted}>
            <Positions member={member} />
          </span>
        </div>
      </th>
      <td data-label={t('roster.number')}>
        <label htmlFor={`${id}-number`} className="visually-hidden">
          {t('rosterManage.numberFor', names)}
        </label>
        <input
          id={`${id}-number`}
          className={manage.numberInput}
          type="number"
          inputMode="numeric"
          min={SHIRT_NUMBER_MIN}
          max={SHIRT_NUMBER_MAX}
          value={number}
          aria-invalid={numberValid ? undefined : true}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setNumber(event.target.value)}
        />
      </td>
      <td data-label={t('roster.role')}>
        {mayChangeRole ? (
          <>
            <label htmlFor={`${id}-role`} className="visually-hidden">
              {t('rosterManage.roleFor', names)}
            </label>
            <select
              id={`${id}-role`}
              className={manage.select}
              value={role}
              onChange={(event) => setRole(event.target.value as TeamRole)}
            >
              {TEAM_ROLES.map((option) => (
                <option key={option} value={option}>
                  {option === 'manager' ? t('rosterManage.makeManager') : t(`roles.${option}`)}
                </option>
              ))}
            </select>
          </>
        ) : (
          <RoleBadge role={member.role} />
        )}
      </td>
      <td className={manage.actionsCell}>
        <div className={manage.rowActions}>
          <Button
            variant="secondary"
            busy={updateState.isLoading}
            aria-describedby={`${id}-who`}
            onClick={() =>
              role === 'manager' && member.role !== 'manager'
                ? setConfirming('handOver')
                : void save()
            }
          >
            {t('rosterManage.save')}
          </Button>
          {mayRemove ? (
            <Button
              variant="danger"
              busy={removeState.isLoading}
              aria-describedby={`${id}-who`}
              onClick={() => setConfirming('remove')}
            >
              {t('rosterManage.remove')}
            </Button>
          ) : null}
          <span id={`${id}-who`} className="visually-hidden">
            {member.username}
          </span>
        </div>
        {error ? (
          <p id={`${id}-error`} role="alert" className={manage.error}>
            {error}
          </p>
        ) : null}
        <ConfirmDialog
          open={confirming !== null}
          onOpenChange={(open) => setConfirming(open ? confirming : null)}
          title={t(
            confirming === 'handOver' ? 'rosterManage.handOverTitle' : 'rosterManage.removeTitle',
            names,
          )}
          description={t(
            confirming === 'handOver' ? 'rosterManage.handOverBody' : 'rosterManage.removeBody',
            names,
          )}
          confirmLabel={t(
            confirming === 'handOver'
              ? 'rosterManage.handOverConfirm'
              : 'rosterManage.removeConfirm',
            names,
          )}
          cancelLabel={t('rosterManage.keep')}
          tone={confirming === 'handOver' ? 'primary' : 'danger'}
          onConfirm={() => void (confirming === 'handOver' ? save() : handleRemove())}
        />
      </td>
    </tr>
  )
}

export function RosterManager({
  team,
  viewerRole,
}: {
  team: TeamDetail
  viewerRole: TeamRole | null
}) {
  const { t, i18n } = useTranslation('teams')
  const titleId = useId()
  const viewerId = useAppSelector(selectUser)?.id
  const [done, setDone] = useState<string | null>(null)
  const number = numberFormat(i18n.language)
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('rosterManage.title')}</h2>
      <p className={styles.muted}>
        {t(viewerRole === 'manager' ? 'rosterManage.leadManager' : 'rosterManage.leadCoManager', {
          min: SHIRT_NUMBER_MIN,
          max: SHIRT_NUMBER_MAX,
        })}
      </p>
      {done ? <StatusMessage>{done}</StatusMessage> : null}
      <div className={manage.tableScroll}>
        <table className={manage.manageTable}>
          <caption className="visually-hidden">
            {t('roster.caption', {
              team: team.name,
              size: number.format(team.rosterSize),
              limit: number.format(team.rosterLimit),
            })}
          </caption>
          <ColumnHeaders
            names={[
              t('roster.player'),
              t('roster.number'),
              t('roster.role'),
              t('rosterManage.actions'),
            ]}
          />
          <tbody>
            {team.roster.map((member) => (
              <MemberRow
                // A new roster (after a change) starts each row from the saved values.
                key={`${member.id}-${member.role}-${member.shirtNumber ?? ''}`}
                team={team}
                member={member}
                viewerRole={viewerRole}
                viewerId={viewerId}
                onDone={setDone}
              />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
