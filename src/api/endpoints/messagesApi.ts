/**
 * The direct-messages calls of SPEC §7 (3–5). The conversation is tagged per partner, so a send
 * refetches exactly the conversation it went to, and the partner list (whose last_message changed).
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
    }),
    sendMessage: build.mutation<unknown, SendMessageRequest>({
      query: (body) => ({ url: 'message', method: 'POST', body }),
      // SPEC §7.5: the response is not read; the conversation is refetched. A failed send changed
      // nothing on the server, so nothing is refetched then.
      invalidatesTags: (_result, error, { receiverId }) =>
        error ? [] : [{ type: 'Conversation', id: receiverId }, 'Partners'],
    }),
  }),
})

export const { useGetPartnersQuery, useGetConversationQuery, useSendMessageMutation } = messagesApi
