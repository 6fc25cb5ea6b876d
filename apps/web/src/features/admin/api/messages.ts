import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageListRequest } from '@shop/contract/admin-ops';
import { adminCall } from '../lib/admin-call.ts';

export const fetchMessages = (filters: MessageListRequest) => adminCall('/messages/list', filters);
export const messagesQuery = (filters: MessageListRequest) =>
  queryOptions({ queryKey: ['admin', 'messages', filters], queryFn: () => fetchMessages(filters), placeholderData: keepPreviousData, staleTime: 10_000 });
export const useMessages = (filters: MessageListRequest) => useQuery(messagesQuery(filters));
export const markMessage = (input: { id: number; read: boolean }) => adminCall('/messages/read', input);

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
