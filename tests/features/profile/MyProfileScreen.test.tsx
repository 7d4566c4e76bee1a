import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { db } from '@mocks/db'
import { SOCIAL_NETWORKS } from '@/api/contracts/league'
import { setScenario } from '@mocks/scenarios'
import { i18n } from '@/locales/i18n'
import { MyProfileScreen } from '@/features/profile/MyProfileScreen'
import { renderWithProviders, signInAs } from '../../utils/render'

const renderMine = async (username: string) => {
  await signInAs(username)
  return renderWithProviders(<MyProfileScreen />, { route: '/profile', path: '/profile' })
}

const region = (name: string) => screen.getByRole('region', { name })

test('shows my profile as others see it, with my email and my own actions', async () => {
  await renderMine('rivera_fc')
  expect(await screen.findByRole('heading', { level: 1, name: 'rivera_fc' })).toBeVisible()
  // The public body: team, details, stats.
  expect(screen.getByRole('heading', { name: 'Career stats' })).toBeVisible()
  expect(within(region('Team')).getByRole('link', { name: 'Northside Rovers' })).toBeVisible()
  // Mine only.
  expect(within(region('Private')).getByText('rivera_fc@gvlusa.example')).toBeVisible()
  expect(
    within(region('Private')).getByRole('link', { name: 'Change your password' }),
  ).toHaveAttribute('href', '/account')
  expect(
    within(region('Complete your profile')).getByText('Your profile is complete.'),
  ).toBeVisible()
  expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
    'href',
    '/edit-profile',
  )
  expect(screen.getByRole('link', { name: 'Social links' })).toHaveAttribute('href', '/social')
  expect(screen.getByRole('link', { name: 'Avatar' })).toHaveAttribute('href', '/avatar')
  // Not what a reader of someone else's profile gets.
  expect(screen.queryByRole('button', { name: 'Message' })).toBeNull()
})

test('prompts for a missing platform ID, avatar, bio and social links', async () => {
  const demo = db.users.findFirst((q) => q.where({ username: 'demo' }))
  if (!demo) throw new Error('no demo')
  await db.users.update(demo, {
    data(record) {
      record.psnId = null
      record.avatar = null
      record.bio = ''
      for (const network of SOCIAL_NETWORKS) record.socials[network] = null
    },
  })
  await renderMine('demo')
  await screen.findByRole('heading', { level: 1, name: 'demo' })
  const prompts = within(region('Complete your profile'))
  const items = prompts.getAllByRole('listitem')
  expect(items.map((item) => item.textContent)).toEqual([
    'Add your PSN ID so teammates can find you.Add it',
    'Upload an avatar so people recognise you.Upload one',
    'Write a short bio: your position, your style, when you play.Write it',
    'Link your Twitch, YouTube or Discord so people can follow you.Add links',
  ])
  expect(prompts.getByRole('link', { name: 'Add it' })).toHaveAttribute('href', '/edit-profile')
  expect(prompts.getByRole('link', { name: 'Upload one' })).toHaveAttribute('href', '/avatar')
  expect(prompts.getByRole('link', { name: 'Write it' })).toHaveAttribute('href', '/edit-profile')
  expect(prompts.getByRole('link', { name: 'Add links' })).toHaveAttribute('href', '/social')
})

test('a failed load offers a retry', async () => {
  setScenario({ failing: ['players'] })
  const { user } = await renderMine('rivera_fc')
  const retry = await screen.findByRole('button', { name: 'Try again' })
  setScenario({ failing: [] })
  await user.click(retry)
  expect(await screen.findByRole('heading', { level: 1, name: 'rivera_fc' })).toBeVisible()
})

test('speaks Spanish', async () => {
  await i18n.changeLanguage('es')
  await renderMine('rivera_fc')
  expect(await screen.findByRole('heading', { name: 'Privado' })).toBeVisible()
  expect(screen.getByRole('link', { name: 'Editar perfil' })).toBeVisible()
  expect(screen.getByText('Tu perfil está completo.')).toBeVisible()
})
