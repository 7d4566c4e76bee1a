import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { server } from '@mocks/node'
import { CreateTeamScreen } from '@/features/teams/CreateTeamScreen'
import { fakePngFile, hugePngFile, pngFile } from '../../../stories/features/account/images'
import { renderWithProviders, signInAs } from '../../utils/render'

const render = () => renderWithProviders(<CreateTeamScreen />, { route: '/create-team' })

async function fetchMe(token: string) {
  const response = await fetch('http://localhost/api/me', {
    headers: { Authorization: `Bearer ${token}` },
  })
  return (await response.json()) as Record<string, unknown>
}

/** Records the bodies the screen posts to /api/teams (and lets the mock API answer them). */
function recordPosts() {
  const bodies: Record<string, unknown>[] = []
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/teams') {
      void request
        .clone()
        .json()
        .then((body: Record<string, unknown>) => bodies.push(body))
    }
  })
  return bodies
}

const preview = () => screen.getByRole('region', { name: 'Preview' })

test('a free agent gets an empty form, with the preview waiting for a name', async () => {
  await signInAs('lone_wolf')
  render()
  const name = await screen.findByLabelText('Team name')
  expect(screen.getByRole('heading', { level: 1, name: 'Create a team' })).toBeVisible()
  expect(name).toHaveValue('')
  expect(screen.getByLabelText('Tag')).toHaveValue('')
  expect(screen.getByLabelText('Platform')).toHaveDisplayValue('PlayStation')
  expect(screen.getByLabelText('Primary colour')).toHaveValue('#0e7490')
  // Recruiting is the team's recruitment post's to say, once the team exists (docs/api/market.md).
  expect(screen.queryByLabelText('Open to new players')).not.toBeInTheDocument()
  expect(within(preview()).getByText('Your team')).toBeVisible()
})

test('the preview follows the name, the tag and the colours as they are chosen', async () => {
  await signInAs('lone_wolf')
  const { user } = render()
  await user.type(await screen.findByLabelText('Team name'), 'Cascadia FC')
  await user.type(screen.getByLabelText('Tag'), 'cas')
  const primary = screen.getByLabelText('Primary colour')
  await user.clear(primary)
  await user.type(primary, '#7C3AED')
  // The picker follows the text, and the text follows the picker.
  expect(screen.getByLabelText('Primary colour: colour picker')).toHaveValue('#7c3aed')
  fireEvent.input(screen.getByLabelText('Secondary colour: colour picker'), {
    target: { value: '#fde68a' },
  })
  expect(screen.getByLabelText('Secondary colour')).toHaveValue('#fde68a')

  const shown = within(preview())
  expect(shown.getByText('Cascadia FC')).toBeVisible()
  expect(shown.getAllByText('CAS')[0]).toBeVisible()
  const table = shown.getByRole('table', { name: 'Sample roster row' })
  const row = within(table).getAllByRole('row')[1]
  if (!row) throw new Error('The sample roster has no row')
  expect(within(row).getByText('lone_wolf')).toBeVisible()
  expect(within(row).getByText('Manager')).toBeVisible()
})

test('checks the fields with the contract rules and sends nothing invalid', async () => {
  await signInAs('lone_wolf')
  const posts = recordPosts()
  const { user } = render()
  await user.click(await screen.findByRole('button', { name: 'Create team' }))
  expect(await screen.findAllByText('This field is required.')).toHaveLength(2)
  expect(screen.getByLabelText('Team name')).toHaveFocus()

  const tag = screen.getByLabelText('Tag')
  await user.type(tag, 'A-B')
  expect(await screen.findByText('Use 2 to 5 letters or digits.')).toBeVisible()
  expect(tag).toHaveAttribute('aria-invalid', 'true')
  // Fixed as they type, once the error showed.
  await user.clear(tag)
  await user.type(tag, 'AB1')
  await waitFor(() => expect(tag).not.toHaveAttribute('aria-invalid'))

  const name = screen.getByLabelText('Team name')
  await user.type(name, 'ab')
  await user.tab()
  expect(await screen.findByText('Use 3 to 30 characters.')).toBeVisible()

  const primary = screen.getByLabelText('Primary colour')
  await user.clear(primary)
  await user.type(primary, 'blue')
  await user.tab()
  expect(await screen.findByText('Use a colour in the form #RRGGBB.')).toBeVisible()
  expect(posts).toHaveLength(0)
})

test('creates the team, lands on its page, and the player is now its manager', async () => {
  const { token } = await signInAs('lone_wolf')
  const posts = recordPosts()
  const { user, router } = render()
  await user.type(await screen.findByLabelText('Team name'), '  Cascadia   Collective ')
  await user.type(screen.getByLabelText('Tag'), 'cas')
  await user.selectOptions(screen.getByLabelText('Platform'), 'xbox')
  await user.type(screen.getByLabelText('Description'), 'Possession first.')
  await user.click(screen.getByRole('button', { name: 'Create team' }))

  await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/team\/\d+$/))
  const id = Number(router.state.location.pathname.split('/')[2])
  expect(posts[0]).toMatchObject({
    name: '  Cascadia   Collective ',
    tag: 'cas',
    platform: 'xbox',
    primaryColor: '#0e7490',
    secondaryColor: '#f8fafc',
    description: 'Possession first.',
    crest: null,
  })
  expect(posts[0]).not.toHaveProperty('recruiting')
  expect(await fetchMe(token)).toMatchObject({
    freeAgent: false,
    team: { id, name: 'Cascadia Collective', tag: 'CAS', role: 'manager' },
  })
})

test('a taken name is shown on its field, with the focus on it, and nothing typed is lost', async () => {
  await signInAs('lone_wolf')
  const { user } = render()
  const name = await screen.findByLabelText('Team name')
  await user.type(name, 'northside rovers')
  await user.type(screen.getByLabelText('Tag'), 'NEW')
  await user.click(screen.getByRole('button', { name: 'Create team' }))
  expect(await screen.findByText('Another team already uses this name.')).toBeVisible()
  expect(name).toHaveFocus()
  expect(name).toHaveAccessibleDescription(
    '3 to 30 characters. No other team may have the same name. Another team already uses this name.',
  )
  expect(name).toHaveValue('northside rovers')
  expect(screen.queryByText('Another team already uses this tag.')).toBeNull()
})

test('a player on a team is told why before any form, with a link to their team', async () => {
  await signInAs('demo')
  render()
  expect(
    await screen.findByRole('heading', { level: 2, name: 'You already belong to a team' }),
  ).toBeVisible()
  expect(
    screen.getByText(
      'You are on Northside Rovers. A player can be on one team only: leave Northside Rovers before you create a new one.',
    ),
  ).toBeVisible()
  expect(screen.getByRole('link', { name: 'Go to Northside Rovers' })).toHaveAttribute(
    'href',
    '/team/1',
  )
  expect(screen.queryByLabelText('Team name')).toBeNull()
  expect(screen.queryByRole('button', { name: 'Create team' })).toBeNull()
})

test("the server's refusal of a player already on a team is an alert, and the form is kept", async () => {
  await signInAs('lone_wolf')
  server.use(
    http.post('*/api/teams', () =>
      HttpResponse.json(
        { error: 'You already belong to a team. Leave it first.', code: 'already_on_team' },
        { status: 409 },
      ),
    ),
  )
  const { user } = render()
  const name = await screen.findByLabelText('Team name')
  await user.type(name, 'Cascadia Collective')
  await user.type(screen.getByLabelText('Tag'), 'CAS')
  await user.click(screen.getByRole('button', { name: 'Create team' }))
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'You already belong to a team. Leave it first.',
  )
  expect(name).toHaveValue('Cascadia Collective')
})

test('a failure without a message is our own alert', async () => {
  await signInAs('lone_wolf')
  server.use(http.post('*/api/teams', () => HttpResponse.error()))
  const { user } = render()
  await user.type(await screen.findByLabelText('Team name'), 'Cascadia Collective')
  await user.type(screen.getByLabelText('Tag'), 'CAS')
  await user.click(screen.getByRole('button', { name: 'Create team' }))
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The team could not be created. Check your connection and try again.',
  )
})

test('the button is busy while the team is created', async () => {
  await signInAs('lone_wolf')
  // Held until the test has seen the busy button: a request left hanging would outlive the test.
  let release: (() => void) | undefined
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  server.use(
    http.post('*/api/teams', async () => {
      await held
      return HttpResponse.json({ error: 'The league server is not answering.' }, { status: 503 })
    }),
  )
  const { user } = render()
  await user.type(await screen.findByLabelText('Team name'), 'Cascadia Collective')
  await user.type(screen.getByLabelText('Tag'), 'CAS')
  await user.click(screen.getByRole('button', { name: 'Create team' }))
  const busy = await screen.findByRole('button', { name: 'Creating the team…' })
  expect(busy).toHaveAttribute('aria-busy', 'true')
  expect(busy).toHaveAttribute('aria-disabled', 'true')
  release?.()
  expect(await screen.findByRole('alert')).toHaveTextContent('The league server is not answering.')
})

test('a crest is checked by its content and size, then sent with the team', async () => {
  await signInAs('lone_wolf')
  const posts = recordPosts()
  const { user, router } = render()
  const file = await screen.findByLabelText('Choose an image')
  expect(file).toHaveAccessibleDescription(
    'Optional. A PNG, JPEG or WebP image of at most 1 MB. Without one, your tag is shown in your colours.',
  )
  await user.upload(file, fakePngFile())
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'not-really.png is not a PNG, JPEG or WebP image. Choose another file.',
  )
  await user.upload(file, hugePngFile())
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'huge.png is larger than 1 MB. Choose a smaller image.',
  )
  await user.upload(screen.getByLabelText('Choose an image'), pngFile('crest.png'))
  expect(await screen.findByText('crest.png will be your crest.')).toBeVisible()
  expect(screen.queryByRole('alert')).toBeNull()
  expect(within(preview()).getByRole('img', { name: 'Your team crest' })).toHaveAttribute(
    'src',
    expect.stringMatching(/^data:image\/png;base64,/) as string,
  )

  await user.type(screen.getByLabelText('Team name'), 'Cascadia Collective')
  await user.type(screen.getByLabelText('Tag'), 'CAS')
  await user.click(screen.getByRole('button', { name: 'Create team' }))
  await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/team\/\d+$/))
  expect(String(posts[0]?.crest)).toMatch(/^data:image\/png;base64,iVBORw0KGgo/)
})

test('a removed crest leaves the tag in the preview', async () => {
  await signInAs('lone_wolf')
  const { user } = render()
  await user.upload(await screen.findByLabelText('Choose an image'), pngFile('crest.png'))
  await user.click(await screen.findByRole('button', { name: 'Remove the crest' }))
  expect(screen.getByText('No crest chosen: your tag is shown instead.')).toBeVisible()
  expect(screen.getByLabelText('Choose an image')).toHaveFocus()
  const crest = within(preview()).getByRole('img', { name: 'Your team crest' })
  expect(crest).not.toHaveAttribute('src')
  expect(crest).toHaveTextContent('TAG')
})

test("the server's word on the crest is shown with it, and the picker takes the focus", async () => {
  await signInAs('lone_wolf')
  server.use(
    http.post('*/api/teams', () =>
      HttpResponse.json(
        {
          error: 'Some fields are not valid.',
          code: 'validation_failed',
          fieldErrors: { crest: 'Use an image of at most 1 MB.' },
        },
        { status: 422 },
      ),
    ),
  )
  const { user } = render()
  await user.upload(await screen.findByLabelText('Choose an image'), pngFile('crest.png'))
  await user.type(screen.getByLabelText('Team name'), 'Cascadia Collective')
  await user.type(screen.getByLabelText('Tag'), 'CAS')
  await user.click(screen.getByRole('button', { name: 'Create team' }))
  expect(await screen.findByRole('alert')).toHaveTextContent('Use an image of at most 1 MB.')
  expect(screen.getByLabelText('Choose another image')).toHaveFocus()
})
