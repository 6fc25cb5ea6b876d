import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminContactMessageDetail, MessageAssignRequest, MessageListRequest, MessageReplyRequest } from '@shop/contract/admin-ops';
import { adminCall } from '../lib/admin-call.ts';

export const fetchMessages = (filters: MessageListRequest) => adminCall('/messages/list', filters);
export const messagesQuery = (filters: MessageListRequest) =>
  queryOptions({ queryKey: ['admin', 'messages', 'list', filters], queryFn: () => fetchMessages(filters), placeholderData: keepPreviousData, staleTime: 10_000 });
export const useMessages = (filters: MessageListRequest) => useQuery(messagesQuery(filters));

const detailKey = (id: number) => ['admin', 'messages', 'detail', id] as const;
export const messageQuery = (id: number) => queryOptions({ queryKey: detailKey(id), queryFn: () => adminCall('/messages/detail', { id }), staleTime: 5_000 });
export const useMessage = (id: number) => useQuery(messageQuery(id));

/**
 * What staff do to a message: mark it read or unread, answered or waiting, give it to someone, reply.
 * Each answers with the message's fresh thread; the lists and the menu's counters follow.
 */
export function useMessageActions() {
  const client = useQueryClient();
  const onSuccess = (message: AdminContactMessageDetail) => {
    client.setQueryData(detailKey(message.id), message);
    void client.invalidateQueries({ queryKey: ['admin', 'messages', 'list'] });
    void client.invalidateQueries({ queryKey: ['admin', 'counters'] });
    void client.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
  };
  return {
    read: useMutation({ mutationFn: (input: { id: number; read: boolean }) => adminCall('/messages/read', input), onSuccess }),
    answered: useMutation({ mutationFn: (input: { id: number; answered: boolean }) => adminCall('/messages/answered', input), onSuccess }),
    assign: useMutation({ mutationFn: (input: MessageAssignRequest) => adminCall('/messages/assign', input), onSuccess }),
    reply: useMutation({ mutationFn: (input: MessageReplyRequest) => adminCall('/messages/reply', input), onSuccess }),
  };
}
