import { act, screen } from '@testing-library/react'
import { useState, type ComponentType } from 'react'
import { expect, test, vi } from 'vitest'
import { WhenOpened } from '@/app/layout/overlays'
import { onDemand } from '@/lib/onDemand'
import { i18n } from '@/locales/i18n'
import { renderWithProviders } from '../../utils/render'

function Panel() {
  return <aside aria-label="Messages">The panel</aside>
}

const offline = () => new TypeError('Failed to fetch dynamically imported module')

/** A panel whose code fails to come the first time (offline), then comes. */
function panelFailingOnce() {
  const load = vi
    .fn<() => Promise<typeof Panel>>()
    .mockRejectedValueOnce(offline())
    .mockResolvedValue(Panel)
  return { load, OnDemandPanel: onDemand(load) }
}

/** A button that opens the panel, as the navigation's envelope does. */
function Opener({ Overlay, closable = true }: { Overlay: ComponentType; closable?: boolean }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(!open)}>
        Message
      </button>
      <WhenOpened open={open} onClose={closable ? () => setOpen(false) : undefined}>
        <Overlay />
      </WhenOpened>
    </>
  )
}

test('renders nothing before it is first opened', () => {
  const load = vi.fn(() => Promise.resolve(Panel))
  renderWithProviders(<Opener Overlay={onDemand(load)} />)
  expect(screen.queryByRole('complementary')).not.toBeInTheDocument()
  expect(load).not.toHaveBeenCalled()
})

test('a panel whose code cannot be fetched says so, and Try again opens it', async () => {
  const { load, OnDemandPanel } = panelFailingOnce()
  const { user } = renderWithProviders(<Opener Overlay={OnDemandPanel} />)
  await user.click(screen.getByRole('button', { name: 'Message' }))
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This panel could not be opened. Check your connection: it opens by itself when you are back online.',
  )
  await user.click(screen.getByRole('button', { name: 'Try again' }))
  expect(await screen.findByRole('complementary', { name: 'Messages' })).toBeVisible()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  expect(load).toHaveBeenCalledTimes(2)
})

test('back online, the panel opens by itself', async () => {
  const { OnDemandPanel } = panelFailingOnce()
  const { user } = renderWithProviders(<Opener Overlay={OnDemandPanel} />)
  await user.click(screen.getByRole('button', { name: 'Message' }))
  await screen.findByRole('alert')
  act(() => void window.dispatchEvent(new Event('online')))
  expect(await screen.findByRole('complementary', { name: 'Messages' })).toBeVisible()
})

test('dismissing the notice closes the panel, and opening it again fetches again', async () => {
  const { load, OnDemandPanel } = panelFailingOnce()
  const { user } = renderWithProviders(<Opener Overlay={OnDemandPanel} />)
  await user.click(screen.getByRole('button', { name: 'Message' }))
  await screen.findByRole('alert')
  await user.click(screen.getByRole('button', { name: 'Dismiss' }))
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Message' }))
  expect(await screen.findByRole('complementary', { name: 'Messages' })).toBeVisible()
  expect(load).toHaveBeenCalledTimes(2)
})

test('in Spanish, the notice and its buttons are in Spanish', async () => {
  const { OnDemandPanel } = panelFailingOnce()
  await i18n.changeLanguage('es')
  const { user } = renderWithProviders(<Opener Overlay={OnDemandPanel} />)
  await user.click(screen.getByRole('button', { name: 'Message' }))
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'No se pudo abrir este panel. Comprueba tu conexión: se abrirá solo en cuanto vuelvas a estar en línea.',
  )
  expect(screen.getByRole('button', { name: 'Reintentar' })).toBeVisible()
})

test('an overlay nobody asked for (no onClose) fails quietly', async () => {
  const { load, OnDemandPanel } = panelFailingOnce()
  const { user } = renderWithProviders(<Opener Overlay={OnDemandPanel} closable={false} />)
  await user.click(screen.getByRole('button', { name: 'Message' }))
  await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1))
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  expect(screen.queryByRole('complementary')).not.toBeInTheDocument()
})

test('dismissing the notice gives focus back to the button that opened the panel', async () => {
  const { OnDemandPanel } = panelFailingOnce()
  const { user } = renderWithProviders(<Opener Overlay={OnDemandPanel} />)
  const opener = screen.getByRole('button', { name: 'Message' })
  await user.click(opener)
  await screen.findByRole('alert')
  await user.click(screen.getByRole('button', { name: 'Dismiss' }))
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  expect(opener).toHaveFocus()
})

test('Escape closes the notice like its dismiss button', async () => {
  const load = vi.fn<() => Promise<typeof Panel>>().mockRejectedValue(offline())
  const { user } = renderWithProviders(<Opener Overlay={onDemand(load)} />)
  const opener = screen.getByRole('button', { name: 'Message' })
  await user.click(opener)
  await screen.findByRole('alert')
  await user.keyboard('{Escape}')
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  expect(opener).toHaveFocus()
})

test('an Escape inside an open dialog is that dialog’s, not the notice’s', async () => {
  const load = vi.fn<() => Promise<typeof Panel>>().mockRejectedValue(offline())
  const { user } = renderWithProviders(
    <>
      <Opener Overlay={onDemand(load)} />
      <div role="dialog" aria-label="Settings">
        <input aria-label="Display name" />
      </div>
    </>,
  )
  await user.click(screen.getByRole('button', { name: 'Message' }))
  await screen.findByRole('alert')
  await user.click(screen.getByLabelText('Display name'))
  await user.keyboard('{Escape}')
  expect(screen.getByRole('alert')).toBeVisible()
})

/** A panel with a box to type in, to see whether it keeps its state. */
function DraftPanel() {
  return (
    <aside aria-label="Messages">
      <label>
        Draft
        <input />
      </label>
    </aside>
  )
}

test('a panel that opened keeps its state when it is closed and opened again', async () => {
  const load = vi.fn(() => Promise.resolve(DraftPanel))
  const { user } = renderWithProviders(<Opener Overlay={onDemand(load)} />)
  await user.click(screen.getByRole('button', { name: 'Message' }))
  await user.type(await screen.findByLabelText('Draft'), 'see you at 9')
  await user.click(screen.getByRole('button', { name: 'Message' }))
  await user.click(screen.getByRole('button', { name: 'Message' }))
  expect(screen.getByLabelText('Draft')).toHaveValue('see you at 9')
  expect(load).toHaveBeenCalledOnce()
})
