/**
 * Pictures the API names by address (src/components/usePicture.ts): an `<img>` gets its address only
 * once the mock API can answer it, and a picture that cannot be shown gives way to the fallback.
 */
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { setApiReady } from '@/api/apiReady'
import { mediaSource } from '@/api/media'
import { Avatar, DEFAULT_AVATAR } from '@/components/Avatar'
import { Crest } from '@/components/Crest'

afterEach(() => setApiReady(Promise.resolve()))

function startingApi(): () => Promise<void> {
  let resolve: () => void = () => undefined
  const started = new Promise<void>((done) => (resolve = done))
  setApiReady(started)
  return async () => {
    resolve()
    await act(() => started)
  }
}

test('an address is read against the API base URL; data: URLs and absolute URLs stay as they are', () => {
  expect(mediaSource('/api/media/7')).toBe(new URL('/api/media/7', window.location.origin).href)
  expect(mediaSource('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA')
  expect(mediaSource('https://cdn.example/a.png')).toBe('https://cdn.example/a.png')
})

test('an avatar waits for the mock API before it asks for its picture', async () => {
  const start = startingApi()
  render(<Avatar src="/api/media/7" alt="rivera_fc" />)
  const image = screen.getByRole('img', { name: 'rivera_fc' })
  // Asked for now, the picture would come from the site, not from the API's service worker.
  expect(image).not.toHaveAttribute('src')
  await start()
  expect(image).toHaveAttribute('src', mediaSource('/api/media/7'))
})

test('a picture that is not the API’s is shown at once, even while the API starts', () => {
  void startingApi()
  render(<Avatar src="data:image/png;base64,AAAA" alt="preview" />)
  expect(screen.getByRole('img', { name: 'preview' })).toHaveAttribute(
    'src',
    'data:image/png;base64,AAAA',
  )
})

test('an avatar that cannot be shown gives way to the default picture', () => {
  render(<Avatar src="/api/media/404" alt="gone" />)
  const image = screen.getByRole('img', { name: 'gone' })
  fireEvent.error(image)
  expect(image).toHaveAttribute('src', DEFAULT_AVATAR)
})

test('a crest that cannot be shown gives way to the team’s tag', () => {
  render(<Crest team={{ crest: '/api/media/404', tag: 'NSR' }} />)
  fireEvent.error(screen.getByRole('presentation'))
  expect(screen.queryByRole('presentation')).toBeNull()
  expect(screen.getByText('NSR')).toBeInTheDocument()
})
