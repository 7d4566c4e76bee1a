import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { expect, test, vi } from 'vitest'
import { Button } from '@/components/Button'

function SaveForm({ onSave }: { onSave: () => void }) {
  const [busy, setBusy] = useState(false)
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        setBusy(true)
        onSave()
      }}
    >
      <label>
        Name <input />
      </label>
      <Button type="submit" busy={busy}>
        Save
      </Button>
    </form>
  )
}

test('a busy button keeps the keyboard focus and ignores further presses and submissions', async () => {
  const user = userEvent.setup()
  const onSave = vi.fn()
  render(<SaveForm onSave={onSave} />)
  const button = screen.getByRole('button', { name: 'Save' })

  button.focus()
  await user.keyboard('{Enter}')
  expect(onSave).toHaveBeenCalledTimes(1)

  expect(button).toHaveFocus()
  expect(button).not.toBeDisabled()
  expect(button).toHaveAttribute('aria-disabled', 'true')
  expect(button).toHaveAttribute('aria-busy', 'true')

  await user.keyboard('{Enter}')
  await user.click(button)
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'x{Enter}')
  expect(onSave).toHaveBeenCalledTimes(1)
})

test('a busy button does not call its click handler; an idle one does', async () => {
  const user = userEvent.setup()
  const onClick = vi.fn()
  const { rerender } = render(
    <Button busy onClick={onClick}>
      Pay
    </Button>,
  )
  await user.click(screen.getByRole('button', { name: 'Pay' }))
  expect(onClick).not.toHaveBeenCalled()
  rerender(<Button onClick={onClick}>Pay</Button>)
  await user.click(screen.getByRole('button', { name: 'Pay' }))
  expect(onClick).toHaveBeenCalledTimes(1)
  expect(screen.getByRole('button', { name: 'Pay' })).not.toHaveAttribute('aria-disabled')
})
