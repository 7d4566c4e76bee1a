import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { ErrorScreen } from '@/app/layout/ErrorScreen'
import { RouteErrorRouter } from './RouteErrorRouter'
import { screenModes } from '../../../.storybook/modes'

function Boom(): never {
  throw new Error('The standings could not be computed.')
}

const meta = {
  component: ErrorScreen,
  parameters: { layout: 'fullscreen', chromatic: { modes: screenModes } },
} satisfies Meta<typeof ErrorScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The router's own 404: no route matches the URL. */
export const NotFound: Story = {
  render: () => (
    <RouteErrorRouter
      route="/no-such-page"
      errorElement={<ErrorScreen />}
      routes={[{ index: true, element: null }]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeVisible()
    await expect(canvas.getByText('404 Not Found')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
  },
}

/** A page threw while rendering: its message is shown. */
export const RenderFails: Story = {
  render: () => (
    <RouteErrorRouter
      route="/"
      errorElement={<ErrorScreen />}
      routes={[{ index: true, Component: Boom }]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeVisible()
    await expect(canvas.getByText('The standings could not be computed.')).toBeVisible()
  },
}

export const Spanish: Story = {
  ...NotFound,
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: '¡Error inesperado de la aplicación!' }),
    ).toBeVisible()
    await expect(canvas.getByText('404 No encontrado')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Volver al inicio' })).toBeVisible()
  },
}
