/**
 * Uploads accept only real images (issue #6): a file is judged by its content, whatever its name or
 * declared type, on /avatar, on /create-team's crest and by the server. Non-images and SVGs (which
 * can carry script) are refused with the screen's message before anything is sent.
 */
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { AvatarScreen } from '@/features/account/AvatarScreen'
import { checkImageFile } from '@/lib/imageFile'
import { CreateTeamScreen } from '@/features/teams/CreateTeamScreen'
import { server } from '@mocks/node'
import { pngBytes } from '../../stories/features/account/images'
import { renderWithProviders, signInAs } from '../utils/render'

const SVG_WITH_SCRIPT =
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>'

/** Files that are not PNG, JPEG or WebP images, with what they pretend to be. */
const NOT_IMAGES = [
  new File(['just some text, not an image'], 'not-really.png', { type: 'image/png' }),
  new File([SVG_WITH_SCRIPT], 'crest.svg', { type: 'image/svg+xml' }),
  new File([SVG_WITH_SCRIPT], 'crest.png', { type: 'image/png' }),
  new File(['<html><script>alert(1)</script></html>'], 'photo.jpg', { type: 'image/jpeg' }),
  new File(['GIF89a\u0001\u0000\u0001\u0000'], 'animated.gif', { type: 'image/gif' }),
  new File(
    [new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x41, 0x56, 0x49, 0x20])],
    'clip.webp',
    {
      type: 'image/webp',
    },
  ),
  new File([], 'empty.png', { type: 'image/png' }),
]

/** A PNG signature and header, then an HTML page with a script: a PNG/HTML polyglot. */
function polyglotFile(): File {
  const png = pngBytes()
  const html = new TextEncoder().encode('<html><script>alert(1)</script></html>')
  const bytes = new Uint8Array(png.length + html.length)
  bytes.set(png)
  bytes.set(html, png.length)
  return new File([bytes], 'polyglot.png', { type: 'image/png' })
}

/** A user who may pick any file, as a browser's "All files" choice allows despite `accept`. */
const anyFileUser = () => userEvent.setup({ applyAccept: false })

function recordUploads(): { count: number } {
  const seen = { count: 0 }
  server.use(
    http.put('*/api/me/avatar', () => {
      seen.count += 1
      return HttpResponse.json({ avatar: 'data:image/png;base64,' })
    }),
    http.post('*/api/teams', () => {
      seen.count += 1
      return HttpResponse.json({}, { status: 500 })
    }),
  )
  return seen
}

describe('checkImageFile (shared by /avatar and the crests)', () => {
  test.each(NOT_IMAGES.map((file) => [file.name, file] as const))('refuses %s', async (_, file) => {
    expect(await checkImageFile(file, 2 * 1024 * 1024)).toEqual({
      ok: false,
      problem: 'unsupported_type',
    })
  })

  test('a PNG/HTML polyglot passes as image/png: it can only ever be shown as an image', async () => {
    // Known gap (reported in docs/testing.md): only the signature is checked, so a file that starts
    // like a PNG is taken whatever follows. It is inert here: it is served as image/png with nosniff
    // and a sandboxing policy, and the app only puts it in <img src>, where no script runs. A real
    // server should re-encode uploads.
    const checked = await checkImageFile(polyglotFile(), 2 * 1024 * 1024)
    expect(checked.ok).toBe(true)
    if (checked.ok) expect(checked.image.dataUrl).toMatch(/^data:image\/png;base64,/)
  })
})

describe('/avatar', () => {
  test.each(NOT_IMAGES.map((file) => [file.name, file] as const))(
    '%s is refused with a clear message, and nothing is sent',
    async (name, file) => {
      await signInAs('demo')
      const uploads = recordUploads()
      renderWithProviders(<AvatarScreen />, { route: '/avatar' })
      await screen.findByText('You have no picture yet, so GVL shows the default one.')
      await anyFileUser().upload(screen.getByLabelText('Image file'), file)
      expect(await screen.findByRole('alert')).toHaveTextContent(
        `“${name}” is not a PNG, JPEG or WebP image. Choose one of those.`,
      )
      expect(screen.queryByRole('button', { name: 'Save picture' })).toBeNull()
      expect(uploads.count).toBe(0)
    },
  )
})

describe('/create-team crest', () => {
  test.each(NOT_IMAGES.map((file) => [file.name, file] as const))(
    '%s is refused with a clear message',
    async (name, file) => {
      await signInAs('lone_wolf')
      const uploads = recordUploads()
      renderWithProviders(<CreateTeamScreen />, { route: '/create-team' })
      await anyFileUser().upload(await screen.findByLabelText('Choose an image'), file)
      expect(await screen.findByRole('alert')).toHaveTextContent(
        `${name} is not a PNG, JPEG or WebP image. Choose another file.`,
      )
      expect(uploads.count).toBe(0)
    },
  )
})

describe('the server judges uploads by content too', () => {
  test('PUT /api/me/avatar and a crest data URL refuse every non-image, whatever the declared type', async () => {
    const { token } = await signInAs('lone_wolf')
    for (const file of NOT_IMAGES) {
      const bytes = new Uint8Array(await file.arrayBuffer())
      const avatar = await fetch('http://localhost/api/me/avatar', {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': file.type },
        body: bytes,
      })
      // 422 for the empty file (no image at all), 415 for the rest (docs/api/accounts.md).
      expect(avatar.status, file.name).toBe(file.size === 0 ? 422 : 415)
      const base64 = btoa(String.fromCharCode(...bytes))
      const team = await fetch('http://localhost/api/teams', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: 'Crest Testers',
          tag: 'CRT',
          platform: 'playstation',
          primaryColor: '#112233',
          secondaryColor: '#ffffff',
          crest: `data:${file.type};base64,${base64}`,
        }),
      })
      expect(team.status, file.name).toBe(422)
      expect(await team.json()).toMatchObject({ fieldErrors: { crest: expect.any(String) } })
    }
  })

  test('a polyglot avatar is served as image/png with nosniff and a sandbox, never as markup', async () => {
    const { token } = await signInAs('lone_wolf')
    const response = await fetch('http://localhost/api/me/avatar', {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'image/png' },
      body: new Uint8Array(await polyglotFile().arrayBuffer()),
    })
    expect(response.status).toBe(200)
    const { avatar } = (await response.json()) as { avatar: string }
    const served = await fetch(new URL(avatar, 'http://localhost/'))
    expect(served.headers.get('Content-Type')).toBe('image/png')
    expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(served.headers.get('Content-Security-Policy')).toMatch(/\bsandbox\b/)
  })

  test.todo(
    'a PNG/HTML polyglot is refused (needs a structural check or re-encoding: see docs/testing.md)',
  )
})
