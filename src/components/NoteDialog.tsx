/**
 * The dialog that sends something with an optional note (an invitation, a request to join a club),
 * inside the caller's Radix `Dialog.Root` with its trigger: it opens on the note; a refusal of the
 * note shows under it, any other above the buttons; once sent, it says so and a Close button takes
 * the focus; when it closes then, the caller focuses what took the trigger's place.
 */
import * as Dialog from '@radix-ui/react-dialog'
import { useEffect, useRef, useState } from 'react'
import { fieldErrors } from '@/api/errors'
import { Button } from './Button'
import type { CallFailure } from '@/api/errors'
import { DialogActions, ModalDialog } from './ModalDialog'
import { NoteForm } from './NoteForm'

/**
 * The dialog's words, translated: its title and sentence before and once sent, the note's label and
 * hint, and the buttons. A namespace holds them under one key, so `t(key, { returnObjects: true })`
 * gives them all.
 */
export interface NoteDialogTexts {
  title: string
  description: string
  sentTitle: string
  sentBody: string
  message: string
  messageHint: string
  cancel: string
  send: string
  close: string
}

export function NoteDialog({
  texts,
  max,
  sending,
  refusal,
  notice,
  waiting = false,
  disabled,
  onSend,
  onClosedSent,
}: {
  texts: NoteDialogTexts
  /** The contract's limit of the note. */
  max: number
  /** The sending's state, as its mutation gives it: on its way, done, or refused. */
  sending: { isLoading: boolean; isSuccess: boolean; error?: CallFailure }
  /** Words a refusal that is not about the note (the server's word on the note shows under it). */
  refusal: (error: CallFailure) => string
  /** What stops the sending before it is tried (the reader manages no team), above the buttons. */
  notice?: string | null
  /** What the sending needs is still loading: Send waits. */
  waiting?: boolean
  /** Nothing can be sent. */
  disabled?: boolean
  /** Sends with the note as typed, trimmed; resolves whether it was sent (the note then empties). */
  onSend: (note: string) => Promise<boolean>
  /** The dialog closed once sent: focus what took the trigger's place. */
  onClosedSent: () => void
}) {
  const [note, setNote] = useState('')
  const noteRef = useRef<HTMLTextAreaElement>(null)
  const doneRef = useRef<HTMLButtonElement>(null)
  const sent = sending.isSuccess
  // The form (and the focused Send button) gives way to the success state: keep the focus in it.
  useEffect(() => {
    if (sent) doneRef.current?.focus()
  }, [sent])
  const noteError = fieldErrors(sending.error).message
  const failure = sending.error ? (noteError ? null : refusal(sending.error)) : (notice ?? null)

  async function send() {
    if (await onSend(note.trim())) setNote('')
  }

  return (
    <ModalDialog
      title={sent ? texts.sentTitle : texts.title}
      description={sent ? texts.sentBody : texts.description}
      closeLabel={texts.close}
      onOpenAutoFocus={(event) => {
        // Start on the note rather than the close button: that is what people came for.
        event.preventDefault()
        noteRef.current?.focus()
      }}
      onCloseAutoFocus={(event) => {
        // The trigger gives way once the thing is sent: its replacement takes the focus instead.
        if (sent) {
          event.preventDefault()
          onClosedSent()
        }
      }}
    >
      {sent ? (
        <DialogActions>
          <Dialog.Close asChild ref={doneRef}>
            <Button>{texts.close}</Button>
          </Dialog.Close>
        </DialogActions>
      ) : (
        <NoteForm
          texts={{
            label: texts.message,
            hint: texts.messageHint,
            cancel: texts.cancel,
            send: texts.send,
          }}
          max={max}
          note={note}
          onNoteChange={setNote}
          noteRef={noteRef}
          noteError={noteError}
          failure={failure}
          busy={sending.isLoading || waiting}
          disabled={disabled}
          onSubmit={(event) => {
            event.preventDefault()
            void send()
          }}
        />
      )}
    </ModalDialog>
  )
}
