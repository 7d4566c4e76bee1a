/**
 * The direct-messages calls (requirements: api-partners, api-conversation, api-send-message). The
 * conversation is tagged per partner, so a send refetches exactly the conversation it went to, and
 * the partner list (whose last_message changed).
 */
import { baseApi } from '@/api/baseApi'
import type { Message, Partner, SendMessageRequest } from '@/api/contracts'

export const messagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPartners: build.query<Partner[], void>({
      query: () => 'messages/users',
      providesTags: ['Partners'],
    }),
    getConversation: build.query<Message[], number>({
      query: (partnerId) => `messages?user2=${partnerId}`,
      providesTags: (_result, _error, partnerId) => [{ type: 'Conversation', id: partnerId }],
      // Reading a conversation marks its message notifications read on the server: the bell's count
      // and the panel follow.
      async onQueryStarted(_partnerId, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled
          dispatch(baseApi.util.invalidateTags(['Notifications']))
        } catch {
          // A failed read changed nothing.
        }
      },
    }),
    sendMessage: build.mutation<unknown, SendMessageRequest>({
      query: (body) => ({ url: 'message', method: 'POST', body }),
      // The response is not read; the conversation is refetched (requirements: api-send-message). A
      // failed send changed nothing on the server, so nothing is refetched then.
      invalidatesTags: (_result, error, { receiverId }) =>
        error ? [] : [{ type: 'Conversation', id: receiverId }, 'Partners'],
    }),
  }),
})

export const { useGetPartnersQuery, useGetConversationQuery, useSendMessageMutation } = messagesApi
