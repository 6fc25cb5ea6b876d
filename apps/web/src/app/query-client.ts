import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client.ts';
import { session } from '../lib/session.ts';

/** The one query cache of the app, shared by every screen (loaded with the first screen that fetches). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      retry: (count, error) => !(error instanceof ApiError && error.httpStatus >= 400 && error.httpStatus < 500) && count < 2,
    },
  },
});

// Every cached answer may have belonged to the customer who signed out; screens still shown fetch theirs again.
session.onSignOut(() => void queryClient.resetQueries());
