/**
 * /avatar: the current picture, an upload by file picker or drag and drop, a preview, save, and a
 * removal (confirmed) back to the default picture. A file is checked before it is sent, as the server
 * checks it: at most AVATAR_MAX_BYTES, and a PNG, JPEG or WebP by its first bytes (detectImageType),
 * whatever its name or declared type. The square crop is CSS (`object-fit: cover`, centred) over the
 * original image, which is what is uploaded: every avatar in the app is drawn the same way.
 *
 * After a change the signed-in user of the auth slice gets the new picture (`setUser`, mirrored to
 * stored auth), so the navigation avatar changes at once; the `Me` query's cache too.
 */
import { ImageUp } from 'lucide-react'
import { useEffect, useId, useRef, useState, type DragEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppDispatch, useAppSelector } from '@/session/hooks'
import { AVATAR_MAX_BYTES, type MyProfile } from '@/api/contracts/accounts'
import { IMAGE_TYPES } from '@/api/contracts/images'
import { Avatar } from '@/components/Avatar'
import { Button } from '@/components/Button'
import { selectUser, setUser } from '@/session/authSlice'
import { writeStoredUser } from '@/lib/storedAuth'
import { useRemoveAvatarMutation, useUploadAvatarMutation } from '@/api/endpoints/accountApi'
import { useFailureText } from './forms'
import { checkImageFile, type PickedImage } from '@/lib/imageFile'
import { baseApi } from '@/api/baseApi'
import { AccountPage } from '@/features/account/AccountPage'
import { FailureAlert } from '@/components/FailureAlert'
import { StatusMessage } from '@/components/StatusMessage'
import { WithMe } from '@/session/WithMe'
import { SkeletonBlock, SkeletonLine, SkeletonText } from '@/components/Skeleton'
import styles from './account.module.css'
import { numberFormat } from '@/lib/intl'
import formStyles from '@/components/Form.module.css'

/** Keeps the navigation (auth user) and the `Me` cache in step with the stored picture. */
function useApplyAvatar() {
  const dispatch = useAppDispatch()
  const user = useAppSelector(selectUser)
  return (avatar: string | null) => {
    if (user) {
      const next = { ...user, avatar }
      dispatch(setUser(next))
      writeStoredUser(next)
    }
    dispatch(
      baseApi.util.updateQueryData('getMe', undefined, (draft) => {
        draft.avatar = avatar
      }),
    )
  }
}

function CurrentAvatar({
  me,
  onStart,
  onRemoved,
}: {
  me: MyProfile
  onStart: () => void
  onRemoved: () => void
}) {
  const { t } = useTranslation('account')
  const id = useId()
  const failureText = useFailureText()
  const applyAvatar = useApplyAvatar()
  const [removeAvatar, { isLoading, error, reset }] = useRemoveAvatarMutation()
  const [confirming, setConfirming] = useState(false)
  // The shared Button takes no ref: the focus goes to the button inside these.
  const confirmRef = useRef<HTMLDivElement>(null)
  const removeRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (confirming) confirmRef.current?.querySelector('button')?.focus()
  }, [confirming])

  const openConfirm = () => {
    onStart()
    setConfirming(true)
  }

  const keep = () => {
    setConfirming(false)
    reset()
    // The confirmation's buttons go away: back to the button that opened it.
    requestAnimationFrame(() => removeRef.current?.querySelector('button')?.focus())
  }

  const remove = async () => {
    const result = await removeAvatar()
    if ('error' in result) return
    setConfirming(false)
    applyAvatar(null)
    onRemoved()
  }

  return (
    <section className={formStyles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('avatar.current')}</h2>
      <div className={styles.avatarRow}>
        <Avatar src={me.avatar} size={160} shape="square" alt={t('avatar.currentAlt')} />
        {me.avatar ? (
          <div ref={removeRef} hidden={confirming}>
            <Button variant="secondary" onClick={openConfirm}>
              {t('avatar.remove')}
            </Button>
          </div>
        ) : (
          <p className={formStyles.hint}>{t('avatar.defaultPicture')}</p>
        )}
      </div>
      {confirming ? (
        <div role="group" aria-labelledby={`${id}-confirm`} className={styles.confirm}>
          <p id={`${id}-confirm`}>{t('avatar.removeConfirm')}</p>
          {error ? <FailureAlert>{failureText(error)}</FailureAlert> : null}
          <div ref={confirmRef} className={formStyles.actions}>
            <Button variant="secondary" onClick={keep}>
              {t('avatar.keep')}
            </Button>
            <Button variant="danger" busy={isLoading} onClick={() => void remove()}>
              {isLoading ? t('avatar.removing') : t('avatar.confirmRemove')}
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  )
}

function AvatarUpload({ onStart, onSaved }: { onStart: () => void; onSaved: () => void }) {
  const { t, i18n } = useTranslation('account')
  const id = useId()
  const failureText = useFailureText()
  const applyAvatar = useApplyAvatar()
  const [uploadAvatar, { isLoading, error, reset }] = useUploadAvatarMutation()
  const inputRef = useRef<HTMLInputElement>(null)
  const [dragging, setDragging] = useState(false)
  const [checking, setChecking] = useState(false)
  const [picked, setPicked] = useState<PickedImage | null>(null)
  const [fileError, setFileError] = useState<string | null>(null)
  const maxSize = numberFormat(i18n.language, {
    style: 'unit',
    unit: 'megabyte',
  }).format(AVATAR_MAX_BYTES / (1024 * 1024))

  const take = async (file: File) => {
    onStart()
    reset()
    setFileError(null)
    setPicked(null)
    setChecking(true)
    const checked = await checkImageFile(file, AVATAR_MAX_BYTES)
    setChecking(false)
    if (checked.ok) setPicked(checked.image)
    else setFileError(t(`avatar.errors.${checked.problem}`, { name: file.name, size: maxSize }))
  }

  const onDrag = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault()
    event.dataTransfer.dropEffect = 'copy'
    setDragging(true)
  }

  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    // Moving over a child of the zone is not leaving it.
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) {
      return
    }
    setDragging(false)
  }

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault()
    setDragging(false)
    const files = event.dataTransfer.files
    if (files.length > 1) {
      setPicked(null)
      setFileError(t('avatar.errors.several'))
      return
    }
    const file = files[0]
    if (file) void take(file)
  }

  const save = async () => {
    if (!picked) return
    const result = await uploadAvatar({ bytes: picked.bytes, type: picked.type })
    if (!result.data) return
    applyAvatar(result.data.avatar)
    setPicked(null)
    onSaved()
  }

  const discard = () => {
    setPicked(null)
    reset()
    inputRef.current?.click()
  }

  return (
    <section className={formStyles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('avatar.upload')}</h2>
      <p id={`${id}-rules`} className={formStyles.hint}>
        {t('avatar.rules', { size: maxSize })}
      </p>
      <div
        className={[styles.dropZone, dragging ? styles.dropZoneActive : ''].join(' ')}
        onDragEnter={onDrag}
        onDragOver={onDrag}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        data-testid="avatar-drop-zone"
      >
        <ImageUp className={styles.dropIcon} aria-hidden="true" />
        <p className={styles.dropText}>{dragging ? t('avatar.dropNow') : t('avatar.dropHere')}</p>
        <Button
          variant="secondary"
          aria-describedby={`${id}-rules`}
          busy={checking}
          onClick={() => inputRef.current?.click()}
        >
          {t('avatar.choose')}
        </Button>
        <input
          ref={inputRef}
          type="file"
          hidden
          accept={IMAGE_TYPES.join(',')}
          aria-label={t('avatar.fileLabel')}
          onChange={(event) => {
            const file = event.target.files?.item(0)
            // Cleared, so that choosing the same file again is a change too.
            event.target.value = ''
            if (file) void take(file)
          }}
        />
      </div>
      {checking ? <p className={formStyles.hint}>{t('avatar.checking')}</p> : null}
      {fileError ? <FailureAlert>{fileError}</FailureAlert> : null}
      {picked ? (
        <div className={formStyles.form}>
          <h3>{t('avatar.preview')}</h3>
          <div className={styles.avatarRow}>
            <Avatar src={picked.dataUrl} size={160} shape="square" alt={t('avatar.previewAlt')} />
            <Avatar src={picked.dataUrl} size={64} />
          </div>
          <p className={formStyles.hint}>{t('avatar.previewHint')}</p>
          {error ? <FailureAlert>{failureText(error)}</FailureAlert> : null}
          <div className={formStyles.actions}>
            <Button busy={isLoading} onClick={() => void save()}>
              {isLoading ? t('avatar.saving') : t('avatar.save')}
            </Button>
            <Button variant="ghost" onClick={discard}>
              {t('avatar.discard')}
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  )
}

/**
 * The page while the picture loads: the current picture's card (its heading, the square, the line
 * beside it) and the upload's (its heading, the rules, the drop zone with its button).
 */
function AvatarSkeleton() {
  const { t } = useTranslation('account')
  return (
    <>
      <div className={formStyles.card} aria-hidden="true">
        <h2>{t('avatar.current')}</h2>
        <div className={styles.avatarRow}>
          <SkeletonBlock width={160} height={160} radius="lg" />
          <SkeletonText inline width="12em" />
        </div>
      </div>
      <div className={formStyles.card} aria-hidden="true">
        <h2>{t('avatar.upload')}</h2>
        <SkeletonLine className={formStyles.hint} width="70%" />
        <div className={styles.dropZone}>
          <SkeletonBlock width={40} height={40} radius="md" />
          <SkeletonLine className={styles.dropText} width="14em" />
          <SkeletonBlock width={140} height={44} />
        </div>
      </div>
    </>
  )
}

export function AvatarScreen() {
  const { t } = useTranslation('account')
  const [done, setDone] = useState<'saved' | 'removed' | null>(null)
  const statusRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    // The buttons that did it are gone: the confirmation takes the focus.
    if (done) statusRef.current?.focus()
  }, [done])

  return (
    <AccountPage page="avatar">
      <WithMe skeleton={<AvatarSkeleton />} className={styles.blocks}>
        {(me) => (
          <>
            {done ? (
              <div ref={statusRef} tabIndex={-1}>
                <StatusMessage>
                  {done === 'saved' ? t('avatar.saved') : t('avatar.removed')}
                </StatusMessage>
              </div>
            ) : null}
            <CurrentAvatar
              me={me}
              onStart={() => setDone(null)}
              onRemoved={() => setDone('removed')}
            />
            <AvatarUpload onStart={() => setDone(null)} onSaved={() => setDone('saved')} />
          </>
        )}
      </WithMe>
    </AccountPage>
  )
}

export default AvatarScreen
