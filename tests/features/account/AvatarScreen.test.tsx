import { fireEvent, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { findUserByLogin } from '@mocks/db'
import { server } from '@mocks/node'
import { mediaSource } from '@/api/media'
import { AccountMenu } from '@/app/layout/AccountMenu'
import { AvatarScreen } from '@/features/account/AvatarScreen'
import { fakePngFile, hugePngFile, pngFile } from '../../../stories/features/account/images'
import { renderWithProviders, signInAs } from '../../utils/render'

const render = () => renderWithProviders(<AvatarScreen />, { route: '/avatar' })

const fileInput = () => screen.getByLabelText<HTMLInputElement>('Image file')

test('a player without a picture sees the default one and can choose a file', async () => {
  await signInAs('demo')
  render()
  expect(
    await screen.findByText('You have no picture yet, so GVL shows the default one.'),
  ).toBeVisible()
  expect(screen.getByRole('img', { name: 'Your current picture' })).toHaveAttribute(
    'src',
    '/images/default-avatar.svg',
  )
  expect(screen.queryByRole('button', { name: 'Remove picture' })).toBeNull()
  expect(screen.getByRole('button', { name: 'Choose an image' })).toHaveAccessibleDescription(
    'PNG, JPEG or WebP, up to 2 MB. It is shown cropped to a square, centred.',
  )
  expect(fileInput()).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp')
})

test('a non-image renamed .png is refused by its content, before anything is sent', async () => {
  await signInAs('demo')
  let uploaded = false
  server.use(
    http.put('*/api/me/avatar', () => {
      uploaded = true
      return HttpResponse.json({ avatar: 'data:image/png;base64,' })
    }),
  )
  const { user } = render()
  await screen.findByText('You have no picture yet, so GVL shows the default one.')
  await user.upload(fileInput(), fakePngFile())
  expect(await screen.findByRole('alert')).toHaveTextContent(
    '“not-really.png” is not a PNG, JPEG or WebP image. Choose one of those.',
  )
  expect(screen.queryByRole('button', { name: 'Save picture' })).toBeNull()
  expect(uploaded).toBe(false)
})

test('a file over 2 MB is refused', async () => {
  await signInAs('demo')
  const { user } = render()
  await screen.findByText('You have no picture yet, so GVL shows the default one.')
  await user.upload(fileInput(), hugePngFile())
  expect(await screen.findByRole('alert')).toHaveTextContent(
    '“huge.png” is larger than 2 MB. Choose a smaller image.',
  )
})

test('previews, saves, and the navigation avatar changes at once', async () => {
  const { token } = await signInAs('demo')
  const uploadTypes: (string | null)[] = []
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT') uploadTypes.push(request.headers.get('Content-Type'))
  })
  const { user, store } = render()
  await screen.findByText('You have no picture yet, so GVL shows the default one.')
  await user.upload(fileInput(), pngFile())
  const preview = await screen.findByRole('img', {
    name: 'Your new picture, cropped to a square',
  })
  expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,iVBORw0KGgo/)
  expect(screen.getByText('This is how your picture will look. It is not saved yet.')).toBeVisible()
  await user.click(screen.getByRole('button', { name: 'Save picture' }))
  expect(await screen.findByRole('status')).toHaveTextContent('Your new picture is saved.')
  const avatar = store.getState().auth.user?.avatar ?? ''
  expect(avatar).toMatch(/^\/api\/media\/\d+\?v=[0-9a-f]{8}$/)
  expect(JSON.parse(localStorage.getItem('authUser') ?? '{}')).toMatchObject({ avatar })
  expect(screen.getByRole('img', { name: 'Your current picture' })).toHaveAttribute(
    'src',
    mediaSource(avatar),
  )
  const me = (await (
    await fetch('http://localhost/api/me', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { avatar: string }
  expect(me.avatar).toBe(avatar)
  // Sent as what it is, not labelled JSON.
  expect(uploadTypes).toEqual(['image/png'])
})

test("shows the server's error when an upload is refused", async () => {
  await signInAs('demo')
  server.use(
    http.put('*/api/me/avatar', () =>
      HttpResponse.json(
        {
          error: 'This image is larger than 2 MB. Choose a smaller one.',
          code: 'avatar_too_large',
        },
        { status: 413 },
      ),
    ),
  )
  const { user } = render()
  await screen.findByText('You have no picture yet, so GVL shows the default one.')
  await user.upload(fileInput(), pngFile())
  await user.click(await screen.findByRole('button', { name: 'Save picture' }))
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This image is larger than 2 MB. Choose a smaller one.',
  )
  expect(screen.getByRole('img', { name: 'Your new picture, cropped to a square' })).toBeVisible()
})

test('removes the picture after a confirmation, back to the default', async () => {
  await signInAs('maya_goals')
  const { user, store } = render()
  await user.click(await screen.findByRole('button', { name: 'Remove picture' }))
  const confirm = screen.getByRole('group', {
    name: 'Remove your picture? Your profile will show the default picture again.',
  })
  expect(within(confirm).getByRole('button', { name: 'Keep my picture' })).toHaveFocus()
  await user.click(within(confirm).getByRole('button', { name: 'Keep my picture' }))
  expect(screen.queryByRole('group')).toBeNull()
  expect(store.getState().auth.user?.avatar).toBe(findUserByLogin('maya_goals')?.avatar)

  await user.click(screen.getByRole('button', { name: 'Remove picture' }))
  await user.click(screen.getByRole('button', { name: 'Yes, remove it' }))
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Your picture is removed. GVL shows the default picture now.',
  )
  expect(store.getState().auth.user?.avatar).toBeNull()
  expect(screen.getByRole('img', { name: 'Your current picture' })).toHaveAttribute(
    'src',
    '/images/default-avatar.svg',
  )
})

test('takes a dropped file, with a drag-over state', async () => {
  await signInAs('demo')
  render()
  await screen.findByText('You have no picture yet, so GVL shows the default one.')
  const zone = screen.getByTestId('avatar-drop-zone')
  const dataTransfer = { files: [pngFile('dropped.png')], dropEffect: 'none' }
  fireEvent.dragEnter(zone, { dataTransfer })
  expect(screen.getByText('Drop the image to preview it')).toBeVisible()
  fireEvent.drop(zone, { dataTransfer })
  expect(screen.getByText('Drag an image here, or')).toBeVisible()
  expect(
    await screen.findByRole('img', { name: 'Your new picture, cropped to a square' }),
  ).toBeVisible()
})

test('one image at a time', async () => {
  await signInAs('demo')
  render()
  await screen.findByText('You have no picture yet, so GVL shows the default one.')
  fireEvent.drop(screen.getByTestId('avatar-drop-zone'), {
    dataTransfer: { files: [pngFile('a.png'), pngFile('b.png')] },
  })
  expect(await screen.findByRole('alert')).toHaveTextContent('Drop one image at a time.')
})

test('the navigation avatar shows the new picture at once, and the default after removal', async () => {
  await signInAs('demo')
  const { user } = renderWithProviders(
    <>
      <AccountMenu />
      <AvatarScreen />
    </>,
    { route: '/avatar' },
  )
  const navAvatar = screen.getByRole('img', { name: 'demo' })
  expect(navAvatar).toHaveAttribute('src', '/images/default-avatar.svg')
  await screen.findByText('You have no picture yet, so GVL shows the default one.')
  await user.upload(fileInput(), pngFile())
  await user.click(await screen.findByRole('button', { name: 'Save picture' }))
  await screen.findByText('Your new picture is saved.')
  expect(navAvatar.getAttribute('src')).toMatch(/^http:\/\/[^/]+\/api\/media\/\d+\?v=[0-9a-f]{8}$/)

  await user.click(screen.getByRole('button', { name: 'Remove picture' }))
  await user.click(screen.getByRole('button', { name: 'Yes, remove it' }))
  await screen.findByText('Your picture is removed. GVL shows the default picture now.')
  expect(navAvatar).toHaveAttribute('src', '/images/default-avatar.svg')
})
