import { z } from 'zod';
import { integer } from './wire-input.ts';

/**
 * The back office's clients (decision 142): a shop account, or a person known only by the phone of
 * bookings made without one. `key` names either: the account's id ("12") or "tel-" and the phone's
 * digits ("tel-258841110000").
 */
const CLIENT_KEY_PATTERN = /^(\d{1,10}|tel-\d{8,15})$/;
const clientKey = z.string().trim().regex(CLIENT_KEY_PATTERN, 'Cliente inválido.');

export const clientListRequest = z.object({
  page: integer({ min: 1 }).default(1),
  per_page: integer({ min: 1, max: 100 }).default(20),
  search: z.string().trim().max(120).optional(),
});
export type ClientListRequest = z.input<typeof clientListRequest>;

export interface AdminClientRow {
  key: string;
  /** null for a person with bookings only */
  customer_id: number | null;
  name: string;
  email: string | null;
  /** digits with the country code, e.g. 258841110000 */
  phone: string | null;
  orders: number;
  bookings: number;
  /** payments received less refunds, over the client's orders and bookings */
  total_spent: string;
  /** the latest order, booking or account creation */
  last_activity: string;
}

export interface AdminClientNote {
  id: number;
  body: string;
  staff_id: number | null;
  staff_name: string;
  created_at: string;
}

interface AdminClientAddress {
  id: number;
  title: string;
  /** one line: street, bairro, city, province */
  text: string;
  landmark: string;
  is_default: boolean;
}

export interface AdminClientPayment {
  kind: 'payment' | 'refund';
  target: 'order' | 'booking';
  target_id: number;
  reference: string;
  method: string;
  amount: string;
  on: string;
}

export interface AdminClientDetail extends AdminClientRow {
  created_at: string | null;
  marketing_opt_in: boolean | null;
  orders_list: { id: number; reference: string; status: number; fulfilment: string; payment_status: string; total: string; created_at: string }[];
  bookings_list: { id: number; reference: string; service_label: string; starts_at: string; status: string; price: string }[];
  payments: AdminClientPayment[];
  addresses: AdminClientAddress[];
  notes: AdminClientNote[];
}

export const clientDetailRequest = z.object({ key: clientKey });
export const clientNoteRequest = z.object({
  key: clientKey,
  body: z.string().trim().min(1, 'A nota não pode estar vazia.').max(2000, 'A nota é demasiado longa (máximo 2000 caracteres).'),
});
export type ClientNoteRequest = z.input<typeof clientNoteRequest>;
export const clientNoteDeleteRequest = z.object({ key: clientKey, id: integer({ min: 1 }) });

