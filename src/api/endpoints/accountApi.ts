/**
 * What a player changes on their own account (docs/api/accounts.md): the profile, the password, the
 * social links and the avatar. "Me" is read by the one shared query (meApi.ts); these mutations
 * invalidate it and every list or page that shows the player, so each screen updates at once.
 */
import { baseApi, whenSucceeded } from '@/api/baseApi'
import type { ImageType } from '@/api/contracts/images'
import type {
  AvatarResponse,
  ChangePasswordRequest,
  MyProfile,
  UpdateProfileRequest,
  UpdateSocialLinksRequest,
  UpdateSocialLinksResponse,
} from '@/api/contracts/accounts'

/** The avatar shows beside the player's name everywhere: lists, rosters, conversations. */
const CHANGED_BY_AVATAR = ['Me', 'Players', 'Teams', 'Partners', 'Conversation'] as const

export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<MyProfile, UpdateProfileRequest>({
      query: (body) => ({ url: 'me', method: 'PATCH', body }),
      // Country, positions and numbers show in player lists, profiles and team rosters.
      invalidatesTags: whenSucceeded(['Me', 'Players', 'Teams']),
    }),
    changePassword: build.mutation<void, ChangePasswordRequest>({
      query: (body) => ({ url: 'me/password', method: 'PUT', body }),
    }),
    updateSocialLinks: build.mutation<UpdateSocialLinksResponse, UpdateSocialLinksRequest>({
      query: (body) => ({ url: 'me/social', method: 'PUT', body }),
      invalidatesTags: whenSucceeded(['Me', 'Players']),
    }),
    /** The image's bytes, sent raw with the type its content showed (the server checks it again). */
    uploadAvatar: build.mutation<
      AvatarResponse,
      { bytes: Uint8Array<ArrayBuffer>; type: ImageType }
    >({
      query: ({ bytes, type }) => ({
        url: 'me/avatar',
        method: 'PUT',
        body: bytes,
        headers: { 'Content-Type': type },
      }),
      invalidatesTags: whenSucceeded(CHANGED_BY_AVATAR),
    }),
    removeAvatar: build.mutation<void, void>({
      query: () => ({ url: 'me/avatar', method: 'DELETE' }),
      invalidatesTags: whenSucceeded(CHANGED_BY_AVATAR),
    }),
  }),
})

export const {
  useUpdateProfileMutation,
  useChangePasswordMutation,
  useUpdateSocialLinksMutation,
  useUploadAvatarMutation,
  useRemoveAvatarMutation,
} = accountApi
