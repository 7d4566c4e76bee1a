/**
 * The form of a dialog that sends something with an optional note (an invitation, a request to join
 * a club): the note with its hint, its count against the contract's limit and its field error, the
 * server's refusal above the buttons, and Cancel (closing the dialog) beside Send.
 */
import * as Dialog from '@radix-ui/react-dialog'
import { Check } from 'lucide-react'
import { useId, type FormEvent, type ReactNode, type Ref } from 'react'
import { Button } from './Button'
import { CharacterCount } from './CharacterCount'
import { DialogActions } from './ModalDialog'
import countedText from './CountedText.module.css'
import formStyles from './Form.module.css'
import styles from './NoteForm.module.css'

export function NoteForm({
  texts,
  max,
  note,
  onNoteChange,
  noteRef,
  noteError,
  failure,
  busy,
  disabled,
  onSubmit,
}: {
  /** The note's label and hint, and the two buttons' words, translated. */
  texts: { label: string; hint: string; cancel: string; send: string }
  /** The contract's limit of the note. */
  max: number
  note: string
  onNoteChange: (note: string) => void
  /** The note's box, which the dialog focuses when it opens. */
  noteRef?: Ref<HTMLTextAreaElement>
  /** The server's word on the note itself, under it. */
  noteError?: string | null
  /** Any other refusal, announced above the buttons. */
  failure?: string | null
  /** Sending. */
  busy: boolean
  /** Nothing can be sent (the reader manages no team). */
  disabled?: boolean
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
}) {
  const id = useId()
  const hintId = `${id}-hint`
  const counterId = `${id}-counter`
  const errorId = `${id}-error`
  return (
    <form className={formStyles.compactForm} onSubmit={onSubmit} noValidate>
      <div className={formStyles.field}>
        <label htmlFor={`${id}-note`} className={formStyles.label}>
          {texts.label}
        </label>
        <textarea
          ref={noteRef}
          id={`${id}-note`}
          className={styles.textarea}
          value={note}
          rows={4}
          maxLength={max}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={[hintId, counterId, noteError ? errorId : null]
            .filter(Boolean)
            .join(' ')}
          onChange={(event) => onNoteChange(event.target.value)}
        />
        <div className={countedText.foot}>
          <p id={hintId} className={countedText.hint}>
            {texts.hint}
          </p>
          <CharacterCount id={counterId} length={note.length} max={max} />
        </div>
        {noteError ? (
          <p id={errorId} className={styles.error}>
            {noteError}
          </p>
        ) : null}
      </div>
      {failure ? (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      ) : null}
      <DialogActions>
        <Dialog.Close asChild>
          <Button variant="ghost">{texts.cancel}</Button>
        </Dialog.Close>
        <Button type="submit" busy={busy} disabled={disabled}>
          {texts.send}
        </Button>
      </DialogActions>
    </form>
  )
}

/** What takes the opening button's place once the thing is sent ("Invitation sent"), focusable. */
export function SentNote({
  children,
  ref,
  role,
}: {
  children: ReactNode
  ref?: Ref<HTMLParagraphElement>
  role?: 'status'
}) {
  return (
    <p ref={ref} className={styles.sent} role={role} tabIndex={-1}>
      <Check aria-hidden="true" size={18} />
      {children}
    </p>
  )
}
