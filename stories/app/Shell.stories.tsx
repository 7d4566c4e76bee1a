import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Shell } from '@/app/Shell'
import { advanceClock } from '@mocks/clock'
import { SESSION_TTL_MS } from '@mocks/lib/auth'

/** A page under the frame (the shell does not care which). */
function Page() {
  return (
    <div style={{ padding: 'var(--space-5) var(--space-4)' }}>
      <p style={{ margin: 0 }}>Page content</p>
    </div>
  )
}

const meta = {
  component: Shell,
  args: { children: <Page /> },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Shell>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The player's session expired on the server while they were on My GVL: the bell's first call is
 * refused (401), which signs them out and sends them to / (requirements: auth-logout). The shell
 * then says so, once, with the way back to My GVL.
 */
export const SessionEnded: Story = {
  parameters: { signedInAs: 'demo', route: '/dashboard' },
  // The notice's code is fetched when it first shows; fetched here ahead, the story waits on the
  // sign-out alone, not on the dev server compiling a module under a loaded CI machine.
  loaders: [
    async () => {
      await import('@/app/layout/SessionEndedNotice')
    },
  ],
  // Signed in a week and a moment ago: the session has expired.
  beforeEach: () => {
    advanceClock(SESSION_TTL_MS + 1000)
  },
  play: async ({ canvas }) => {
    // The bell's call, the refusal and the sign-out come first.
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Your session has ended. Sign in again to carry on where you were.',
    )
    await expect(canvas.getByRole('link', { name: 'Sign in again' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fdashboard',
    )
    await expect(canvas.getByRole('button', { name: 'Dismiss' })).toBeVisible()
    // Signed out: the navigation offers Login again.
    await expect(canvas.getByRole('link', { name: 'Login' })).toBeVisible()
    await expect(await canvas.findByRole('contentinfo')).toBeVisible()
  },
}
