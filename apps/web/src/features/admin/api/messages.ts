import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminContactMessage, MessageListRequest } from '@shop/contract/admin-ops';
import type { Paginator } from '@shop/contract/envelope';
import { adminCall } from '../lib/admin-call.ts';

type MessagePage = Paginator<AdminContactMessage> & { unread_total: number };
export const fetchMessages = (filters: MessageListRequest) => adminCall<MessagePage>('/messages/list', filters);
export const messagesQuery = (filters: MessageListRequest) =>
  queryOptions({ queryKey: ['admin', 'messages', filters], queryFn: () => fetchMessages(filters), placeholderData: keepPreviousData, staleTime: 10_000 });
export const useMessages = (filters: MessageListRequest) => useQuery(messagesQuery(filters));
export const markMessage = (input: { id: number; read: boolean }) => adminCall<AdminContactMessage>('/messages/read', input);

export function useMarkMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markMessage,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['admin', 'messages'] });
      void client.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    },
  });
}
