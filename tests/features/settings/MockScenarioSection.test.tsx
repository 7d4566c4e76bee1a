import { screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { now } from '@mocks/clock'
import { getScenario } from '@mocks/scenarios'
import { MockScenarioSection } from '@/features/settings/MockScenarioSection'
import { renderWithProviders } from '../../utils/render'

test('shows the current scenario and fails an area at once', async () => {
  const { user } = renderWithProviders(<MockScenarioSection />)
  const failing = await screen.findByRole('group', { name: 'Failing areas' })
  const messages = within(failing).getByRole('checkbox', { name: 'Messages' })
  expect(messages).not.toBeChecked()
  await user.click(messages)
  await waitFor(() => expect(getScenario().failing).toEqual(['messages']))
  expect(within(failing).getByRole('checkbox', { name: 'Messages' })).toBeChecked()
  const response = await fetch('http://localhost/api/messages/users')
  expect(response.status).toBe(503)
})

test('empties an area and changes the response time', async () => {
  const { user } = renderWithProviders(<MockScenarioSection />)
  const empty = await screen.findByRole('group', { name: 'Empty areas' })
  await user.click(within(empty).getByRole('checkbox', { name: 'Notifications' }))
  await waitFor(() => expect(getScenario().empty).toEqual(['notifications']))
  await user.selectOptions(screen.getByLabelText('Response time'), 'Slow (2 s)')
  await waitFor(() => expect(getScenario().latency).toBe(2000))
})

test("moves the mock API's clock a day ahead, and back to the present", async () => {
  const { user } = renderWithProviders(<MockScenarioSection />)
  const clock = await screen.findByRole('group', { name: 'Clock' })
  // The tests' clock stands at the seed's instant (a Saturday evening), shown in the reader's zone.
  expect(clock).toHaveTextContent("The mock API's time: Mar 14, 2026, 6:00 PM UTC")
  const back = within(clock).getByRole('button', { name: 'Back to the present' })
  expect(back).toBeDisabled()
  await user.click(within(clock).getByRole('button', { name: '+1 day' }))
  await waitFor(() => expect(now().toISOString()).toBe('2026-03-15T18:00:00.000Z'))
  await waitFor(() =>
    expect(clock).toHaveTextContent("The mock API's time: Mar 15, 2026, 6:00 PM UTC"),
  )
  await user.click(within(clock).getByRole('button', { name: '+1 hour' }))
  await waitFor(() => expect(getScenario().clockOffsetMs).toBe(25 * 60 * 60 * 1000))
  await user.click(within(clock).getByRole('button', { name: 'Back to the present' }))
  await waitFor(() => expect(now().toISOString()).toBe('2026-03-14T18:00:00.000Z'))
})
