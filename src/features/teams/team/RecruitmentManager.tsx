/**
 * The managers' "Recruitment" tab: the team's recruitment post (PUT and DELETE
 * /api/teams/{id}/recruitment), published or paused, with its controls (edit, pause or publish
 * again, remove after a confirmation), or a way to publish one. The post alone makes the team
 * "Recruiting" (the header's badge follows `team.recruiting`, refetched with the team).
 */
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { z } from 'zod'
import {
  RECRUITMENT_POSITIONS_MAX,
  recruitmentPostRequestSchema,
  type RecruitmentPost,
} from '@/api/contracts/listings'
import type { TeamDetail } from '@/api/contracts/teams'
import { useDeleteRecruitmentMutation, useSaveRecruitmentMutation } from '@/api/endpoints/marketApi'
import { serverMessage } from '@/api/errors'
import { Button } from '@/components/Button'
import { confirmTexts } from '@/components/ConfirmButton'
import { FailureAlert } from '@/components/FailureAlert'
import formStyles from '@/components/Form.module.css'
import { FormFields, FormSelectField } from '@/components/form/FormFields'
import { SubmitButton } from '@/components/form/SubmitButton'
import { useServerForm } from '@/components/form/useServerForm'
import { StatusMessage } from '@/components/StatusMessage'
import { RecruitmentFacts } from '@/session/market/MarketFacts'
import {
  EveningsField,
  marketFormSchema,
  marketServerFields,
  MarketMessageField,
  PositionsField,
  useMarketFieldErrorText,
} from '@/session/market/marketForm'
import { PostControls, PostStatus } from '@/session/market/PostControls'
import { useMarketWords } from '@/session/market/useMarketWords'
import styles from './team.module.css'

/** The form's rules are the request's; each issue is put on its field with its `market` key. */
export const recruitmentFormSchema = marketFormSchema(
  {
    positions: z.array(z.string()),
    level: z.string(),
    evenings: z.array(z.string()),
    message: z.string(),
  },
  recruitmentPostRequestSchema,
)

const SERVER_FIELDS = marketServerFields(
  ['positions', 'level', 'evenings', 'message'],
  ['positions', 'evenings'],
)

type Done = 'published' | 'saved' | 'paused' | 'resumed' | 'removed'

function RecruitmentForm({
  team,
  post,
  onSaved,
  onCancel,
}: {
  team: TeamDetail
  /** The post being edited; null publishes a new one. */
  post: RecruitmentPost | null
  onSaved: () => void
  onCancel: () => void
}) {
  const { t } = useTranslation('teams')
  const words = useMarketWords()
  const errorText = useMarketFieldErrorText()
  const titleId = useId()
  const [save, { isLoading }] = useSaveRecruitmentMutation()
  const { form, onSubmit, failure } = useServerForm({
    schema: recruitmentFormSchema,
    defaultValues: {
      positions: post ? [...post.positions] : [],
      level: post?.level ?? '',
      evenings: post ? [...post.evenings] : [],
      message: post?.message ?? '',
    },
    serverFields: SERVER_FIELDS,
    // Editing keeps the post's status; a new post is published.
    send: (values) =>
      save({ teamId: team.id, body: { ...values, status: post?.status ?? 'active' } }),
    onSaved,
  })
  return (
    <form
      className={styles.recruitmentForm}
      aria-labelledby={titleId}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
    >
      <h3 id={titleId}>{t(post ? 'recruitment.titleEdit' : 'recruitment.titleNew')}</h3>
      <FormFields form={form} errorText={errorText}>
        <PositionsField
          legend={t('recruitment.positions')}
          hint={t('recruitment.positionsHint', { max: RECRUITMENT_POSITIONS_MAX })}
        />
        <div className={formStyles.grid}>
          <FormSelectField
            name="level"
            label={t('recruitment.level')}
            hint={t('recruitment.levelHint')}
          >
            <option value="">{t('recruitment.choose')}</option>
            {words.levelChoices.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </FormSelectField>
        </div>
        <EveningsField legend={t('recruitment.evenings')} />
        <MarketMessageField label={t('recruitment.message')} hint={t('recruitment.messageHint')} />
      </FormFields>
      {failure ? (
        <FailureAlert>{serverMessage(failure) ?? t('errors.generic')}</FailureAlert>
      ) : null}
      <div className={formStyles.actions}>
        <SubmitButton busy={isLoading} busyLabel={t('details.saving')}>
          {t(post ? 'recruitment.submitEdit' : 'recruitment.submitNew')}
        </SubmitButton>
        <Button variant="ghost" onClick={onCancel}>
          {t('recruitment.cancel')}
        </Button>
      </div>
    </form>
  )
}

export function RecruitmentManager({ team }: { team: TeamDetail }) {
  const { t } = useTranslation('teams')
  const titleId = useId()
  const [save, saveState] = useSaveRecruitmentMutation()
  const [remove, removeState] = useDeleteRecruitmentMutation()
  const [editing, setEditing] = useState(false)
  const [done, setDone] = useState<Done | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const post = team.recruitment
  const names = { team: team.name }

  const start = () => {
    setDone(null)
    setFailure(null)
  }
  const edit = () => {
    start()
    setEditing(true)
  }
  const toggle = async () => {
    if (!post) return
    start()
    const next = post.status === 'active' ? 'paused' : 'active'
    const { positions, level, evenings, message } = post
    const result = await save({
      teamId: team.id,
      body: { positions, level, evenings, message, status: next },
    })
    if (result.error) setFailure(serverMessage(result.error) ?? t('errors.generic'))
    else setDone(next === 'paused' ? 'paused' : 'resumed')
  }
  const removePost = async () => {
    start()
    const result = await remove(team.id)
    if (result.error) setFailure(serverMessage(result.error) ?? t('errors.generic'))
    else setDone('removed')
  }

  let body
  if (editing) {
    body = (
      <RecruitmentForm
        team={team}
        post={post}
        onCancel={() => setEditing(false)}
        onSaved={() => {
          setDone(post ? 'saved' : 'published')
          setEditing(false)
        }}
      />
    )
  } else if (post === null) {
    body = (
      <>
        <p className={styles.muted}>{t('recruitment.none', names)}</p>
        <div>
          <Button onClick={edit}>{t('recruitment.publish')}</Button>
        </div>
      </>
    )
  } else {
    body = (
      <>
        <PostStatus
          status={post.status}
          updatedAt={post.updatedAt}
          note={t(post.status === 'active' ? 'recruitment.activeNote' : 'recruitment.pausedNote')}
        />
        <RecruitmentFacts post={post} author={team.name} />
        {post.status === 'active' ? (
          <p className={styles.muted}>
            <Link to="/market?view=clubs">{t('recruitment.market')}</Link>
          </p>
        ) : null}
        <PostControls
          status={post.status}
          onEdit={edit}
          onToggle={() => void toggle()}
          toggling={saveState.isLoading}
          onRemove={() => void removePost()}
          removing={removeState.isLoading}
          confirmRemove={confirmTexts(
            t('recruitment.confirmRemove', { returnObjects: true, ...names }),
          )}
        />
      </>
    )
  }

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('recruitment.title')}</h2>
      <p className={styles.muted}>{t('recruitment.lead', names)}</p>
      {done ? <StatusMessage>{t(`recruitment.done.${done}`, names)}</StatusMessage> : null}
      {failure ? <FailureAlert>{failure}</FailureAlert> : null}
      {body}
    </section>
  )
}
