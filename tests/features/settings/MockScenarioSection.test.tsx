import { screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
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
