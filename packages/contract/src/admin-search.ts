import { z } from 'zod';

/** The back office's one search box (Ctrl/⌘+K): orders, bookings, clients and products at once. */
export const globalSearchRequest = z.object({ q: z.string().trim().min(1, 'Escreva o que procura.').max(120, 'A pesquisa é demasiado longa.') });

export interface GlobalSearchResult {
  orders: { id: number; reference: string; customer_name: string; status: number; fulfilment: string; total: string; created_at: string }[];
  bookings: { id: number; reference: string; full_name: string; service_label: string; starts_at: string; status: string }[];
  clients: { key: string; name: string; phone: string | null; email: string | null; customer_id: number | null }[];
  products: { id: number; name: string; active: boolean; stock: number }[];
}

/** How many of each kind the box lists. */
export const GLOBAL_SEARCH_LIMIT = 5;
