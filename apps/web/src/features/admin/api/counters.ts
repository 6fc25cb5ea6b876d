import { useQuery } from '@tanstack/react-query';
import { COUNTERS_REFRESH_MS } from '@shop/contract/admin-counters';
import { adminCall } from '../lib/admin-call.ts';

export const fetchCounters = () => adminCall('/counters');

/**
 * The menu's counters, asked again every 30 s while the back office is visible (TanStack Query stops
 * polling in a hidden tab) and at once when staff come back to it; no reload needed.
 */
export const useCounters = () =>
  useQuery({
    queryKey: ['admin', 'counters'],
    queryFn: fetchCounters,
    refetchInterval: COUNTERS_REFRESH_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 5_000,
  });
