import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { queryClient } from './query-client.ts';

/** The server renders each page with a cache of its own (entry-server.tsx); the browser has one for the app's life. */
export const RequestQueryClient = createContext<QueryClient | null>(null);

export default function QueryProvider({ children }: { children: ReactNode }) {
  const client = useContext(RequestQueryClient) ?? queryClient;
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
