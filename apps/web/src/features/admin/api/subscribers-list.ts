import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriberListRequest } from '@shop/contract/admin-ops';
import { adminCall } from '../lib/admin-call.ts';

export const fetchSubscribers = (filters: SubscriberListRequest) => adminCall('/subscribers/list', filters);
export const subscribersQuery = (filters: SubscriberListRequest) =>
  queryOptions({ queryKey: ['admin', 'subscribers', filters], queryFn: () => fetchSubscribers(filters), placeholderData: keepPreviousData, staleTime: 10_000 });
export const useSubscribers = (filters: SubscriberListRequest) => useQuery(subscribersQuery(filters));
