import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { useLocation } from 'react-router'
import { expect, fireEvent, waitFor, within } from 'storybook/test'
import { CreateTeamScreen } from '@/features/teams/CreateTeamScreen'
import { pngFile } from '../account/images'
import { screenModes } from '../../../.storybook/modes'
import { neverAnswers } from '../../support/neverAnswers'

/** lone_wolf is a free agent: they may create a team. */
const meta = {
  component: CreateTeamScreen,
  parameters: {
    chromatic: { modes: screenModes },
    route: '/create-team',
    path: '/create-team',
    signedInAs: 'lone_wolf',
  },
} satisfies Meta<typeof CreateTeamScreen>

export default meta
type Story = StoryObj<typeof meta>

export const EmptyForm: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Team name')).toHaveValue('')
    await expect(canvas.getByLabelText('Platform')).toHaveDisplayValue('PlayStation')
  },
}

export const LivePreview: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Team name'), 'Cascadia Collective')
    await userEvent.type(canvas.getByLabelText('Tag'), 'cas')
    const primary = canvas.getByLabelText('Primary colour')
    await userEvent.clear(primary)
    await userEvent.type(primary, '#7c3aed')
    // A native colour picker cannot be driven by a pointer here: its change is what it would send.
    fireEvent.input(canvas.getByLabelText('Secondary colour: colour picker'), {
      target: { value: '#fde68a' },
    })
    await expect(canvas.getByLabelText('Secondary colour')).toHaveValue('#fde68a')
    const preview = within(canvas.getByRole('region', { name: 'Preview' }))
    await expect(preview.getByText('Cascadia Collective')).toBeVisible()
    await expect(preview.getAllByText('CAS')[0]).toBeVisible()
  },
}

export const WithCrest: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Team name'), 'Cascadia Collective')
    await userEvent.type(canvas.getByLabelText('Tag'), 'CAS')
    await userEvent.upload(canvas.getByLabelText('Choose an image'), pngFile('crest.png'))
    await expect(await canvas.findByText('crest.png will be your crest.')).toBeVisible()
    await expect(
      within(canvas.getByRole('region', { name: 'Preview' })).getByRole('img', {
        name: 'Cascadia Collective crest',
      }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/))
  },
}

export const InvalidFields: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Tag'), 'A-B')
    const primary = canvas.getByLabelText('Primary colour')
    await userEvent.clear(primary)
    await userEvent.type(primary, 'blue')
    await userEvent.click(canvas.getByRole('button', { name: 'Create team' }))
    await expect(await canvas.findByText('This field is required.')).toBeVisible()
    await expect(canvas.getByText('Use 2 to 5 letters or digits.')).toBeVisible()
    await expect(canvas.getByText('Use a colour in the form #RRGGBB.')).toBeVisible()
    await expect(canvas.getByLabelText('Team name')).toHaveFocus()
  },
}

/** The real mock API: Northside Rovers is a seeded team, so the name is taken. */
export const NameAndTagTaken: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Team name'), 'Northside Rovers')
    await userEvent.type(canvas.getByLabelText('Tag'), 'NSR')
    await userEvent.click(canvas.getByRole('button', { name: 'Create team' }))
    await expect(await canvas.findByText('Another team already uses this name.')).toBeVisible()
    await expect(canvas.getByText('Another team already uses this tag.')).toBeVisible()
    await waitFor(() => expect(canvas.getByLabelText('Team name')).toHaveFocus())
  },
}

/** The server refuses with a reason no field holds (409): the alert, the form kept. */
export const CreateRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        teams: [
          http.post('*/api/teams', () =>
            HttpResponse.json(
              { error: 'You already belong to a team. Leave it first.', code: 'already_on_team' },
              { status: 409 },
            ),
          ),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Team name'), 'Cascadia Collective')
    await userEvent.type(canvas.getByLabelText('Tag'), 'CAS')
    await userEvent.click(canvas.getByRole('button', { name: 'Create team' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'You already belong to a team. Leave it first.',
    )
    await expect(canvas.getByLabelText('Team name')).toHaveValue('Cascadia Collective')
  },
}

export const Submitting: Story = {
  parameters: {
    msw: { handlers: { teams: [http.post('*/api/teams', neverAnswers)] } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Team name'), 'Cascadia Collective')
    await userEvent.type(canvas.getByLabelText('Tag'), 'CAS')
    await userEvent.click(canvas.getByRole('button', { name: 'Create team' }))
    await expect(await canvas.findByRole('button', { name: 'Creating the team…' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
  },
}

/** Shows where the router is, so the story can prove that the player reached the new team's page. */
function CurrentPath() {
  const { pathname } = useLocation()
  return (
    <p style={{ padding: '0 16px', textAlign: 'center' }}>
      <output aria-label="Current page">{pathname}</output>
    </p>
  )
}

/**
 * Created: the player is sent to the new team's page. Mounted at every path so the story stays on
 * screen; the `Me` query has refetched, so the screen itself now says the player is on a team.
 */
export const Created: Story = {
  parameters: { path: '*' },
  render: () => (
    <>
      <CurrentPath />
      <CreateTeamScreen />
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Team name'), 'Cascadia Collective')
    await userEvent.type(canvas.getByLabelText('Tag'), 'CAS')
    await userEvent.click(canvas.getByRole('button', { name: 'Create team' }))
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Current page' })).toHaveTextContent('/team/25'),
    )
    await expect(
      await canvas.findByRole('link', { name: 'Go to Cascadia Collective' }),
    ).toHaveAttribute('href', '/team/25')
  },
}

/** demo plays for Northside Rovers: the reason, and the way to their team, instead of the form. */
export const AlreadyOnTeam: Story = {
  parameters: { signedInAs: 'demo' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Go to Northside Rovers' })).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: {
    msw: { handlers: { accounts: [http.get('*/api/me', neverAnswers)] } },
  },
}

export const ServerError: Story = {
  parameters: { scenario: { failing: ['accounts'] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Team name'), 'Cascadia Collective')
    await userEvent.type(canvas.getByLabelText('Tag'), 'CAS')
  },
}

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Crear equipo' }))
    await expect(await canvas.findAllByText('Este campo es obligatorio.')).toHaveLength(2)
  },
}
