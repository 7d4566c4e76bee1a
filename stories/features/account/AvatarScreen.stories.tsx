import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect } from 'storybook/test'
import { AvatarScreen } from '@/features/account/AvatarScreen'
import { fakePngFile, pngFile } from './images'
import { screenModes } from '../../../.storybook/modes'
import { neverAnswers } from '../../support/neverAnswers'

const meta = {
  component: AvatarScreen,
  parameters: { chromatic: { modes: screenModes }, route: '/avatar', signedInAs: 'maya_goals' },
} satisfies Meta<typeof AvatarScreen>

export default meta
type Story = StoryObj<typeof meta>

type Play = NonNullable<Story['play']>
type Canvas = Parameters<Play>[0]['canvas']
type UserEvent = Parameters<Play>[0]['userEvent']

async function choose(canvas: Canvas, userEvent: UserEvent, file: File) {
  await canvas.findByRole('button', { name: 'Choose an image' })
  await userEvent.upload(canvas.getByLabelText('Image file'), file)
}

export const WithAvatar: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Remove picture' })).toBeVisible()
  },
}

export const DefaultAvatar: Story = {
  parameters: { signedInAs: 'demo' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('You have no picture yet, so GVL shows the default one.'),
    ).toBeVisible()
  },
}

/** Plain text renamed .png: refused by its first bytes, before anything is sent. */
export const WrongFileRefused: Story = {
  parameters: { signedInAs: 'demo' },
  play: async ({ canvas, userEvent }) => {
    await choose(canvas, userEvent, fakePngFile())
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '“not-really.png” is not a PNG, JPEG or WebP image. Choose one of those.',
    )
  },
}

/** A wider-than-tall image, cropped to a centred square (its gold left edge is cut off). */
export const PreviewBeforeSave: Story = {
  parameters: { signedInAs: 'demo' },
  play: async ({ canvas, userEvent }) => {
    await choose(canvas, userEvent, pngFile())
    await expect(
      await canvas.findByRole('img', { name: 'Your new picture, cropped to a square' }),
    ).toBeVisible()
  },
}

export const DragOver: Story = {
  parameters: { signedInAs: 'demo' },
  play: async ({ canvas }) => {
    const zone = await canvas.findByTestId('avatar-drop-zone')
    const dataTransfer = new DataTransfer()
    dataTransfer.items.add(pngFile())
    zone.dispatchEvent(new DragEvent('dragenter', { bubbles: true, dataTransfer }))
    await expect(await canvas.findByText('Drop the image to preview it')).toBeVisible()
  },
}

export const Saving: Story = {
  parameters: {
    signedInAs: 'demo',
    msw: { handlers: { accounts: [http.put('*/api/me/avatar', neverAnswers)] } },
  },
  play: async ({ canvas, userEvent }) => {
    await choose(canvas, userEvent, pngFile())
    await userEvent.click(await canvas.findByRole('button', { name: 'Save picture' }))
    await expect(await canvas.findByRole('button', { name: 'Saving picture…' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
  },
}

export const Saved: Story = {
  parameters: { signedInAs: 'demo' },
  play: async ({ canvas, userEvent }) => {
    await choose(canvas, userEvent, pngFile())
    await userEvent.click(await canvas.findByRole('button', { name: 'Save picture' }))
    await expect(await canvas.findByRole('status')).toHaveTextContent('Your new picture is saved.')
  },
}

/** The server refuses the picture (415) and says why. */
export const SaveRefused: Story = {
  parameters: {
    signedInAs: 'demo',
    msw: {
      handlers: {
        accounts: [
          http.put('*/api/me/avatar', () =>
            HttpResponse.json(
              {
                error: 'This file is not a PNG, JPEG or WebP image. Choose one of those.',
                code: 'avatar_unsupported_type',
              },
              { status: 415 },
            ),
          ),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await choose(canvas, userEvent, pngFile())
    await userEvent.click(await canvas.findByRole('button', { name: 'Save picture' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This file is not a PNG, JPEG or WebP image. Choose one of those.',
    )
  },
}

export const ConfirmRemove: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove picture' }))
    await expect(canvas.getByRole('button', { name: 'Keep my picture' })).toHaveFocus()
  },
}

export const Removed: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove picture' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, remove it' }))
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Your picture is removed. GVL shows the default picture now.',
    )
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
  parameters: { signedInAs: 'demo' },
  play: async ({ canvas, userEvent }) => {
    await choose(canvas, userEvent, pngFile())
    await canvas.findByRole('img', { name: 'Your new picture, cropped to a square' })
  },
}

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Quitar imagen' })).toBeVisible()
  },
}
