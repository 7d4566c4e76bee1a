/**
 * The managers' "Recruitment" tab: the team's recruitment post (PUT and DELETE
 * /api/teams/{id}/recruitment), published or paused, with its controls (edit, pause or publish
 * again, remove after a confirmation), or a way to publish one. The post alone makes the team
 * "Recruiting" (the header's badge follows `team.recruiting`, refetched with the team).
 */
import { useId } from 'react'
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
import { Button } from '@/components/Button'
import { confirmTexts } from '@/components/ConfirmButton'
import { FailureAlert } from '@/components/FailureAlert'
import { useServerForm } from '@/components/form/useServerForm'
import { StatusMessage } from '@/components/StatusMessage'
import { RecruitmentFacts } from '@/session/market/MarketFacts'
import { marketFormSchema, marketServerFields } from '@/session/market/marketForm'
import { PostControls, PostStatus } from '@/session/market/PostControls'
import { PostChoiceField, PostForm } from '@/session/market/PostForm'
import { useMarketWords } from '@/session/market/useMarketWords'
import { usePostEditor } from '@/session/market/usePostEditor'
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
  const [save, { isLoading }] = useSaveRecruitmentMutation()
  const server = useServerForm({
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
    <PostForm
      server={server}
      busy={isLoading}
      title={t(post ? 'recruitment.titleEdit' : 'recruitment.titleNew')}
      texts={t('recruitment', { returnObjects: true, max: RECRUITMENT_POSITIONS_MAX })}
      submit={t(post ? 'recruitment.submitEdit' : 'recruitment.submitNew')}
      failed={t('errors.generic')}
      onCancel={onCancel}
    >
      <PostChoiceField
        name="level"
        label={t('recruitment.level')}
        hint={t('recruitment.levelHint')}
        choices={words.levelChoices}
      />
    </PostForm>
  )
}

export function RecruitmentManager({ team }: { team: TeamDetail }) {
  const { t } = useTranslation('teams')
  const titleId = useId()
  const [save, saveState] = useSaveRecruitmentMutation()
  const [remove, removeState] = useDeleteRecruitmentMutation()
  const editor = usePostEditor(t('errors.generic'))
  const post = team.recruitment
  const names = { team: team.name }

  let body
  if (editor.editing) {
    body = (
      <RecruitmentForm
        team={team}
        post={post}
        onCancel={editor.cancel}
        onSaved={() => editor.saved(post !== null)}
      />
    )
  } else if (post === null) {
    body = (
      <>
        <p className={styles.muted}>{t('recruitment.none', names)}</p>
        <div>
          <Button onClick={editor.edit}>{t('recruitment.publish')}</Button>
        </div>
      </>
    )
  } else {
    const { positions, level, evenings, message } = post
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
          onEdit={editor.edit}
          onToggle={() =>
            editor.toggle(post.status, (status) =>
              save({ teamId: team.id, body: { positions, level, evenings, message, status } }),
            )
          }
          toggling={saveState.isLoading}
          onRemove={() => editor.remove(() => remove(team.id))}
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
      {editor.done ? (
        <StatusMessage>{t(`recruitment.done.${editor.done}`, names)}</StatusMessage>
      ) : null}
      {editor.failure ? <FailureAlert>{editor.failure}</FailureAlert> : null}
      {body}
    </section>
  )
}
