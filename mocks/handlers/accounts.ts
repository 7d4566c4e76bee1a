/**
 * The accounts area (docs/api/accounts.md): POST /api/register, /api/activate, /api/activate/resend;
 * GET and PATCH /api/me; PUT /api/me/password, /api/me/social; PUT and DELETE /api/me/avatar.
 */
import { http } from 'msw'
import {
  activateRequestSchema,
  changePasswordRequestSchema,
  registerRequestSchema,
  resendActivationRequestSchema,
  updateProfileRequestSchema,
  updateSocialLinksRequestSchema,
  type ActivateResponse,
  type AvatarResponse,
  type MyProfile,
  type RegisterResponse,
  type ResendActivationResponse,
  type UpdateSocialLinksResponse,
} from '@/api/contracts/accounts'
import {
  activateAccount,
  changePassword,
  registerAccount,
  resendActivation,
  toMyProfile,
  toSocialLinks,
  updateProfile,
  updateSocialLinks,
} from '../domain/accounts'
import { avatarType, readAvatarUpload, removeAvatar, setAvatar } from '../domain/avatars'
import { requireSession, requireUser } from '../lib/auth'
import { readJson } from '../lib/body'
import { apiPath, jsonResponse, noContent } from '../lib/http'
import { assertUnderLimits, countAttempt, mailAttempts } from '../lib/rateLimit'
import { route } from '../lib/route'
import { toAuthUser } from '../lib/serializers'

export const accountsHandlers = [
  http.post(
    apiPath('register'),
    route('accounts', async ({ request }) => {
      const registration = await readJson(request, registerRequestSchema)
      const attempts = mailAttempts(request, registration.email)
      assertUnderLimits(attempts)
      countAttempt(attempts)
      await registerAccount(registration)
      // The same answer whether the address was free or already had an account: what happened is
      // in the email to that address (the demo's outbox, mocks/domain/outbox.ts).
      return jsonResponse<RegisterResponse>({ email: registration.email }, 201)
    }),
  ),

  http.post(
    apiPath('activate'),
    route('accounts', async ({ request }) => {
      const { code } = await readJson(request, activateRequestSchema)
      const user = await activateAccount(code)
      return jsonResponse<ActivateResponse>({ user: toAuthUser(user) })
    }),
  ),

  http.post(
    apiPath('activate/resend'),
    route('accounts', async ({ request }) => {
      const { email } = await readJson(request, resendActivationRequestSchema)
      const attempts = mailAttempts(request, email)
      assertUnderLimits(attempts)
      countAttempt(attempts)
      await resendActivation(email)
      // The same 202 for an unknown email and an active account: who has an account is not told.
      return jsonResponse<ResendActivationResponse>({}, 202)
    }),
  ),

  http.get(
    apiPath('me'),
    route('accounts', ({ request }) => {
      const user = requireUser(request)
      return jsonResponse<MyProfile>(toMyProfile(user))
    }),
  ),

  http.patch(
    apiPath('me'),
    route('accounts', async ({ request }) => {
      const user = requireUser(request)
      const patch = await readJson(request, updateProfileRequestSchema)
      return jsonResponse<MyProfile>(toMyProfile(await updateProfile(user, patch)))
    }),
  ),

  http.put(
    apiPath('me/password'),
    route('accounts', async ({ request }) => {
      const { session, user } = requireSession(request)
      const body = await readJson(request, changePasswordRequestSchema)
      await changePassword(session, user, body.currentPassword, body.newPassword)
      return noContent()
    }),
  ),

  http.put(
    apiPath('me/social'),
    route('accounts', async ({ request }) => {
      const user = requireUser(request)
      const links = await readJson(request, updateSocialLinksRequestSchema)
      const updated = await updateSocialLinks(user, links)
      return jsonResponse<UpdateSocialLinksResponse>({ socials: toSocialLinks(updated.socials) })
    }),
  ),

  http.put(
    apiPath('me/avatar'),
    route('accounts', async ({ request }) => {
      const user = requireUser(request)
      const bytes = await readAvatarUpload(request)
      const avatar = await setAvatar(user, { type: avatarType(bytes), bytes })
      return jsonResponse<AvatarResponse>({ avatar })
    }),
  ),

  http.delete(
    apiPath('me/avatar'),
    route('accounts', async ({ request }) => {
      const user = requireUser(request)
      await removeAvatar(user)
      return noContent()
    }),
  ),
]
