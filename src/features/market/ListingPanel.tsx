/**
 * "Your listing", at the top of the market's free agents: the signed-in player's own listing
 * (GET /api/me/listing), published or paused, with its controls (edit, pause or publish again,
 * remove after a confirmation), or a way to publish one; the form takes the panel's place while it
 * is open. A visitor is offered to sign in and come back.
 */
import { useState } from 'react'
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
import { loginPathFor } from '@/session/redirect'
import { ListingForm } from './ListingForm'
import styles from './MarketScreen.module.css'

type Done = 'published' | 'saved' | 'paused' | 'resumed' | 'removed'

const DONE_TEXTS = {
  published: 'form.published',
  saved: 'form.saved',
  paused: 'mine.pausedDone',
  resumed: 'mine.resumedDone',
  removed: 'mine.removed',
} as const satisfies Record<Done, string>

/** The signed-in player's listing and what they can do with it. */
function MyListing() {
  const { t } = useTranslation('market')
  const query = useGetMyListingQuery()
  const me = useGetMeQuery()
  const [save, saveState] = useSaveMyListingMutation()
  const [remove, removeState] = useDeleteMyListingMutation()
  const [editing, setEditing] = useState(false)
  const [done, setDone] = useState<Done | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  if (query.isLoading) {
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

  if (editing) {
    return (
      <ListingForm
        listing={listing}
        me={me.data}
        onCancel={() => setEditing(false)}
        onSaved={() => {
          setDone(listing ? 'saved' : 'published')
          setEditing(false)
        }}
      />
    )
  }

  const start = () => {
    setDone(null)
    setFailure(null)
  }
  const team = me.data?.team ?? null
  const status = done ? <StatusMessage>{t(DONE_TEXTS[done])}</StatusMessage> : null

  if (listing === null) {
    return (
      <div className={styles.panelBody}>
        {status}
        <p className={styles.muted}>
          {team ? t('mine.onTeam', { team: team.name }) : t('mine.none')}
        </p>
        <div>
          <Button
            onClick={() => {
              start()
              setEditing(true)
            }}
          >
            {t('mine.publish')}
          </Button>
        </div>
      </div>
    )
  }

  const toggle = async () => {
    start()
    const {
      id: _id,
      createdAt: _created,
      updatedAt: _updated,
      status: current,
      ...fields
    } = listing
    const next = current === 'active' ? 'paused' : 'active'
    const result = await save({ ...fields, status: next })
    if (result.error) setFailure(serverMessage(result.error) ?? t('manage.failed'))
    else setDone(next === 'paused' ? 'paused' : 'resumed')
  }
  const removeListing = async () => {
    start()
    const result = await remove()
    if (result.error) setFailure(serverMessage(result.error) ?? t('manage.failed'))
    else setDone('removed')
  }

  return (
    <div className={styles.panelBody}>
      {status}
      <PostStatus
        status={listing.status}
        updatedAt={listing.updatedAt}
        note={t(listing.status === 'active' ? 'mine.activeNote' : 'mine.pausedNote')}
      />
      <ListingFacts listing={listing} author={me.data?.username ?? ''} />
      {failure ? <FailureAlert>{failure}</FailureAlert> : null}
      <PostControls
        status={listing.status}
        onEdit={() => {
          start()
          setEditing(true)
        }}
        onToggle={() => void toggle()}
        toggling={saveState.isLoading}
        onRemove={() => void removeListing()}
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
