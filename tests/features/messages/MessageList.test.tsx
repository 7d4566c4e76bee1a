import { screen, within } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import type { Message } from '@/api/contracts'
import { MessageList, VIRTUALISE_FROM } from '@/features/messages/MessageList'
import { renderWithProviders } from '../../utils/render'

const ME = 1
const PARTNER = 2

function conversation(length: number): Message[] {
  return Array.from({ length }, (_, index) => ({
    id: index + 1,
    sender_id: index % 2 === 0 ? PARTNER : ME,
    receiver_id: index % 2 === 0 ? ME : PARTNER,
    content: `Message number ${index + 1}`,
    created_at: new Date(Date.UTC(2026, 10, 1, 12, index)).toISOString(),
  }))
}

/** The list inside a scrolling box, as in the panel's body. */
function renderList(messages: Message[]) {
  return renderWithProviders(
    <div style={{ height: '600px', overflowY: 'auto' }}>
      <MessageList messages={messages} meId={ME} partnerName="NutmegNate" />
    </div>,
  )
}

test('a conversation shorter than the threshold has every message in the page, each saying who wrote it', () => {
  renderList(conversation(VIRTUALISE_FROM - 1))
  const list = screen.getByRole('list', { name: 'Messages with NutmegNate' })
  const bubbles = within(list).getAllByRole('listitem')
  expect(bubbles).toHaveLength(VIRTUALISE_FROM - 1)
  expect(bubbles[0]).toHaveTextContent(/^NutmegNate:Message number 1/)
  expect(bubbles[0]).toHaveAttribute('data-side', 'left')
  expect(bubbles[1]).toHaveTextContent(/^You:Message number 2/)
  expect(bubbles[1]).toHaveAttribute('data-side', 'right')
  expect(bubbles[0]).not.toHaveAttribute('aria-setsize')
})

afterEach(() => {
  vi.restoreAllMocks()
})

test('a long conversation keeps only a window of messages in the page, each placed in the whole', () => {
  // jsdom lays nothing out: a 600-pixel view, and bubbles 62 pixels tall.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.style.overflowY === 'auto' ? 600 : 0
  })
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.tagName === 'LI' ? 62 : 0
  })
  renderList(conversation(2000))
  const list = screen.getByRole('list', { name: 'Messages with NutmegNate' })
  const bubbles = within(list).getAllByRole('listitem')
  expect(bubbles.length).toBeGreaterThan(0)
  expect(bubbles.length).toBeLessThan(100)
  for (const bubble of bubbles) expect(bubble).toHaveAttribute('aria-setsize', '2000')
  const first = Number(bubbles[0]?.getAttribute('aria-posinset'))
  expect(bubbles[0]).toHaveTextContent(`Message number ${first}`)
})
