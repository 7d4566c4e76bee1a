/**
 * The settings dialog (requirements: settings-dialog): Community, Name (the league) and Language.
 * Save stores the three preferences, applies the language at once and closes; Cancel (or Escape, or
 * the close button) closes and discards the edits: the form is mounted only while the dialog is
 * open, so each opening starts from the saved preferences. With the mock API, a section resets the
 * demo data.
 */
import * as Dialog from '@radix-ui/react-dialog'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { shallowEqual } from 'react-redux'
import { mockControls } from '@/api/url'
import { useAppDispatch, useAppSelector } from '@/session/hooks'
import { Button } from '@/components/Button'
import { DialogActions, ModalDialog } from '@/components/ModalDialog'
import type { Community, Language, LeagueName, Preferences } from '@/lib/preferences'
import { selectPreferences, selectSettingsOpen, settingsClosed } from '@/session/settingsSlice'
import { reloadPage, resetDemoData, savePreferences } from './settingsThunks'
import { useReturnFocus } from '@/components/useReturnFocus'
import { MockScenarioSection } from './MockScenarioSection'
import { SettingsSelect } from './SettingsSelect'
import formStyles from '@/components/Form.module.css'
import styles from './dialog.module.css'

export interface SettingsDialogProps {
  /** Show the "Mock API" section; by default, when the app runs on the mock API. */
  mockApi?: boolean
  /** Reloads the page after a demo data reset (injectable for tests and stories). */
  reload?: () => void
}

const COMMUNITY_LABELS = { 'GVL USA': 'communities.gvlUsa' } as const satisfies Record<
  Community,
  string
>
const LEAGUE_LABELS = {
  'EAFC Pro Clubs': 'leagues.eafcProClubs',
  'Other League': 'leagues.otherLeague',
} as const satisfies Record<LeagueName, string>
const LANGUAGE_LABELS = { en: 'languages.en', es: 'languages.es' } as const satisfies Record<
  Language,
  string
>

type ChoiceLabel =
  | (typeof COMMUNITY_LABELS)[Community]
  | (typeof LEAGUE_LABELS)[LeagueName]
  | (typeof LANGUAGE_LABELS)[Language]

/**
 * The preferences the form edits, in its order: each a select of its choices, labelled by the key of
 * its name (`community`), with a hint where one says what it changes. Each select offers only its
 * own choices, so what it writes into the draft is one of them.
 */
const CHOICES: readonly {
  field: keyof Preferences
  hint?: 'leagueNameHint'
  /** Each choice's label, in the order the select offers them. */
  labels: Readonly<Record<string, ChoiceLabel>>
}[] = [
  { field: 'community', labels: COMMUNITY_LABELS },
  { field: 'leagueName', hint: 'leagueNameHint', labels: LEAGUE_LABELS },
  { field: 'language', labels: LANGUAGE_LABELS },
]

export function SettingsDialog({
  mockApi = mockControls,
  reload = reloadPage,
}: SettingsDialogProps) {
  const dispatch = useAppDispatch()
  const open = useAppSelector(selectSettingsOpen)
  const { t } = useTranslation(['settings', 'common'])
  const returnFocus = useReturnFocus(open)
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) dispatch(settingsClosed())
      }}
    >
      <ModalDialog
        title={t('title')}
        description={t('description')}
        closeLabel={t('common:actions.close')}
        // Start on the first field rather than the close button: that is what people came for.
        onOpenAutoFocus={(event) => {
          const field = (event.currentTarget as HTMLElement).querySelector('select')
          if (field) {
            event.preventDefault()
            field.focus()
          }
        }}
        onCloseAutoFocus={returnFocus}
      >
        <SettingsForm />
        {mockApi ? <MockApiSection reload={reload} /> : null}
      </ModalDialog>
    </Dialog.Root>
  )
}

function SettingsForm() {
  const dispatch = useAppDispatch()
  const saved = useAppSelector(selectPreferences, shallowEqual)
  const [draft, setDraft] = useState<Preferences>(saved)
  const { t } = useTranslation(['settings', 'common'])

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void dispatch(savePreferences(draft))
  }

  return (
    <form className={formStyles.compactForm} onSubmit={handleSubmit}>
      {CHOICES.map(({ field, hint, labels }) => (
        <SettingsSelect
          key={field}
          label={t(field)}
          hint={hint && t(hint)}
          value={draft[field]}
          onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
        >
          {Object.entries(labels).map(([choice, label]) => (
            <option key={choice} value={choice}>
              {t(label)}
            </option>
          ))}
        </SettingsSelect>
      ))}
      <DialogActions>
        <Dialog.Close asChild>
          <Button variant="secondary">{t('common:actions.cancel')}</Button>
        </Dialog.Close>
        <Button type="submit">{t('common:actions.save')}</Button>
      </DialogActions>
    </form>
  )
}

type ResetState = 'idle' | 'confirming' | 'resetting' | 'failed'

/** "Reset demo data", behind a confirmation: it throws away everything the visitor created. */
function MockApiSection({ reload }: { reload: () => void }) {
  const { t } = useTranslation('settings')
  const [state, setState] = useState<ResetState>('idle')
  const section = useRef<HTMLElement>(null)
  const headingId = useId()
  const labelId = useId()
  const wasConfirming = useRef(false)

  // The clicked button disappears (or is disabled) with each step: focus moves to the first button
  // of the new step, which is the safe choice ("Keep my data") while confirming.
  useEffect(() => {
    if (state === 'resetting') return
    if (state !== 'idle' || wasConfirming.current) section.current?.querySelector('button')?.focus()
    wasConfirming.current = state !== 'idle'
  }, [state])

  async function confirmReset() {
    setState('resetting')
    try {
      await resetDemoData()
    } catch {
      setState('failed')
      return
    }
    reload()
  }

  return (
    // Set apart from the player's settings above (and outside their form): a tool for demos and
    // development, labelled as one.
    <section
      ref={section}
      className={styles.devTools}
      aria-labelledby={headingId}
      aria-describedby={labelId}
    >
      <h3 className={styles.sectionTitle} id={headingId}>
        {t('mockApi.title')}
      </h3>
      <p className={styles.devLabel} id={labelId}>
        {t('mockApi.label')}
      </p>
      <p className={styles.hint}>{t('mockApi.description')}</p>
      {state === 'idle' ? (
        <div>
          <Button variant="secondary" onClick={() => setState('confirming')}>
            {t('mockApi.reset')}
          </Button>
        </div>
      ) : (
        <div className={styles.confirm}>
          <p>{t('mockApi.confirm')}</p>
          {state === 'failed' ? (
            <p role="alert" className={styles.failed}>
              {t('mockApi.failed')}
            </p>
          ) : null}
          <DialogActions>
            <Button
              variant="secondary"
              disabled={state === 'resetting'}
              onClick={() => setState('idle')}
            >
              {t('mockApi.keep')}
            </Button>
            <Button
              variant="danger"
              busy={state === 'resetting'}
              onClick={() => void confirmReset()}
            >
              {t('mockApi.confirmReset')}
            </Button>
          </DialogActions>
        </div>
      )}
      <h4 className={styles.sectionTitle}>{t('scenario.title')}</h4>
      <MockScenarioSection />
    </section>
  )
}
