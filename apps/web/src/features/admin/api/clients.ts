import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminClientDetail, ClientListRequest, ClientNoteRequest } from '@shop/contract/admin-clients';
import { adminCall } from '../lib/admin-call.ts';

export const fetchClients = (filters: ClientListRequest) => adminCall('/clients/list', filters);
export const clientsQuery = (filters: ClientListRequest) =>
  queryOptions({ queryKey: ['admin', 'clients', 'list', filters], queryFn: () => fetchClients(filters), placeholderData: keepPreviousData, staleTime: 10_000 });
export const useClients = (filters: ClientListRequest) => useQuery(clientsQuery(filters));

export const fetchClient = (key: string) => adminCall('/clients/detail', { key });
export const clientQuery = (key: string) => queryOptions({ queryKey: ['admin', 'clients', 'detail', key], queryFn: () => fetchClient(key), staleTime: 5_000 });
export const useClient = (key: string) => useQuery(clientQuery(key));

/** Adding and deleting a staff note; each answers with the client's fresh page. */
export function useClientNotes(key: string) {
  const client = useQueryClient();
  const onSuccess = (detail: AdminClientDetail) => client.setQueryData(['admin', 'clients', 'detail', key], detail);
  return {
    add: useMutation({ mutationFn: (input: ClientNoteRequest) => adminCall('/clients/note', input), onSuccess }),
    remove: useMutation({ mutationFn: (id: number) => adminCall('/clients/note/delete', { key, id }), onSuccess }),
  };
}
