/**
 * "Your listing", at the top of the market's free agents: the signed-in player's own listing
 * (GET /api/me/listing), published or paused, with its controls (edit, pause or publish again,
 * remove after a confirmation), or a way to publish one; the form takes the panel's place while it
 * is open. A visitor is offered to sign in and come back.
 */
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import {
  useDeleteMyListingMutation,
  useGetMyListingQuery,
  useSaveMyListingMutation,
} from '@/api/endpoints/marketApi'
import { useGetMeQuery } from '@/api/endpoints/meApi'
import { serverMessage } from '@/api/errors'
import { Button } from '@/components/Button'
import { confirmTexts } from '@/components/ConfirmButton'
import cardStyles from '@/components/Card.module.css'
import { ErrorState } from '@/components/ErrorState'
import { FailureAlert } from '@/components/FailureAlert'
import { Skeleton, SkeletonText } from '@/components/Skeleton'
import { StatusMessage } from '@/components/StatusMessage'
import { TitledSection } from '@/components/TitledSection'
import { selectIsSignedIn } from '@/session/authSlice'
import { useAppSelector } from '@/session/hooks'
import { ListingFacts } from '@/session/market/MarketFacts'
import { PostControls, PostStatus } from '@/session/market/PostControls'
import { usePostEditor, type PostDone } from '@/session/market/usePostEditor'
import { loginPathFor } from '@/session/redirect'
import { ListingForm } from './ListingForm'
import styles from './MarketScreen.module.css'

const DONE_TEXTS = {
  published: 'form.published',
  saved: 'form.saved',
  paused: 'mine.pausedDone',
  resumed: 'mine.resumedDone',
  removed: 'mine.removed',
} as const satisfies Record<PostDone, string>

/** The signed-in player's listing and what they can do with it. */
function MyListing() {
  const { t } = useTranslation('market')
  const query = useGetMyListingQuery()
  const me = useGetMeQuery()
  const [save, saveState] = useSaveMyListingMutation()
  const [remove, removeState] = useDeleteMyListingMutation()
  const editor = usePostEditor(t('manage.failed'))

  // The editor's defaults come from the profile (platform, positions, gamertag): it waits for both.
  if (query.isLoading || me.isLoading) {
    return (
      <Skeleton label={t('mine.loading')} className={styles.panelBody}>
        <SkeletonText width="60%" />
        <SkeletonText width="12em" />
      </Skeleton>
    )
  }
  if (query.isError || !query.data) {
    return (
      <ErrorState
        message={serverMessage(query.error) ?? t('mine.error')}
        onRetry={() => void query.refetch()}
      />
    )
  }
  const { listing } = query.data

  if (editor.editing) {
    return (
      <ListingForm
        listing={listing}
        me={me.data}
        onCancel={editor.cancel}
        onSaved={() => editor.saved(listing !== null)}
      />
    )
  }

  const team = me.data?.team ?? null
  const status = editor.done ? <StatusMessage>{t(DONE_TEXTS[editor.done])}</StatusMessage> : null

  if (listing === null) {
    return (
      <div className={styles.panelBody}>
        {status}
        <p className={styles.muted}>
          {team ? t('mine.onTeam', { team: team.name }) : t('mine.none')}
        </p>
        <div>
          <Button onClick={editor.edit}>{t('mine.publish')}</Button>
        </div>
      </div>
    )
  }

  // What a save sends again: the listing without what the server keeps (its id, dates and status).
  const { id: _id, createdAt: _created, updatedAt: _updated, status: _status, ...fields } = listing
  return (
    <div className={styles.panelBody}>
      {status}
      <PostStatus
        status={listing.status}
        updatedAt={listing.updatedAt}
        note={t(listing.status === 'active' ? 'mine.activeNote' : 'mine.pausedNote')}
      />
      <ListingFacts listing={listing} author={me.data?.username ?? ''} />
      {editor.failure ? <FailureAlert>{editor.failure}</FailureAlert> : null}
      <PostControls
        status={listing.status}
        onEdit={editor.edit}
        onToggle={() => editor.toggle(listing.status, (next) => save({ ...fields, status: next }))}
        toggling={saveState.isLoading}
        onRemove={() => editor.remove(remove)}
        removing={removeState.isLoading}
        confirmRemove={confirmTexts(t('mine.confirmRemove', { returnObjects: true }))}
      />
    </div>
  )
}

export function ListingPanel() {
  const { t } = useTranslation('market')
  const signedIn = useAppSelector(selectIsSignedIn)
  return (
    <TitledSection
      title={t('mine.title')}
      className={cardStyles.section}
      titleClassName={cardStyles.title}
    >
      {signedIn ? (
        <MyListing />
      ) : (
        <p className={styles.muted}>
          {t('mine.signInBody')} <Link to={loginPathFor('/market')}>{t('mine.signIn')}</Link>
        </p>
      )}
    </TitledSection>
  )
}
