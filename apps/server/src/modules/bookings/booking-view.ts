import {
  BOOKING_STATUS_LABELS, CANCEL_NOTICE_HOURS, MICRONEEDLING_AREAS, PAYMENT_STATUS_LABELS, SLOT_HOLDING_STATUSES,
  type MicroneedlingArea,
} from '@shop/contract/bookings-offer';
import type { BookingView } from '@shop/contract/bookings';
import { centsToWire } from '@shop/contract/money';
import type { bookings, files } from '../../db/schema.ts';
import { maputoParts } from '../../lib/maputo-time.ts';

export type BookingRow = typeof bookings.$inferSelect;
export type ReceiptInfo = Pick<typeof files.$inferSelect, 'originalName' | 'size'> | null;

export const SERVICE_LABELS = {
  presencial: 'Consulta capilar presencial',
  online: 'Consulta capilar online',
  microneedling: 'Microagulhamento',
} as const;

export const PAYMENT_METHOD_LABELS: Record<string, string> = {
  establishment: 'Pagamento no estabelecimento',
  advance_50: 'Adiantamento de 50% por transferência',
  deposit: 'Sinal de 50%',
  full: 'Pagamento total',
};

export function serviceLabel(row: Pick<BookingRow, 'service' | 'microneedlingArea'>): string {
  if (row.service !== 'microneedling') return SERVICE_LABELS[row.service];
  const area = MICRONEEDLING_AREAS[row.microneedlingArea as MicroneedlingArea];
  return area ? `${SERVICE_LABELS.microneedling}: ${area.toLowerCase()}` : SERVICE_LABELS.microneedling;
}

export const canCustomerCancel = (row: Pick<BookingRow, 'status' | 'startsAt'>, now: Date) =>
  (SLOT_HOLDING_STATUSES as readonly string[]).includes(row.status) && row.startsAt.getTime() - now.getTime() >= CANCEL_NOTICE_HOURS * 3_600_000;

export function toBookingView(row: BookingRow, receipt: ReceiptInfo, now = new Date()): BookingView {
  const local = maputoParts(row.startsAt);
  const area = row.microneedlingArea as MicroneedlingArea | null;
  return {
    reference: row.reference,
    kind: row.kind,
    service: row.service,
    service_label: serviceLabel(row),
    full_name: row.fullName,
    age: row.age,
    occupation: row.occupation,
    phone: row.phone,
    email: row.email,
    complaints: row.complaints,
    notes: row.notes,
    appointment_date: local.date,
    appointment_time: local.time,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    duration_minutes: Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / 60_000),
    status: row.status,
    status_label: BOOKING_STATUS_LABELS[row.status],
    payment_method: row.paymentMethod as BookingView['payment_method'],
    payment_method_label: PAYMENT_METHOD_LABELS[row.paymentMethod] ?? row.paymentMethod,
    payment_status: row.paymentStatus,
    payment_status_label: PAYMENT_STATUS_LABELS[row.paymentStatus],
    price: centsToWire(row.priceCents),
    amount_due_now: centsToWire(row.dueNowCents),
    microneedling:
      row.kind === 'microneedling' && area && row.sessions
        ? { area, area_label: MICRONEEDLING_AREAS[area], sessions: row.sessions, package_label: row.sessions === 1 ? '1 sessão' : `${row.sessions} sessões` }
        : null,
    receipt: receipt ? { name: receipt.originalName, size: receipt.size } : null,
    hold_expires_at: row.holdExpiresAt?.toISOString() ?? null,
    can_cancel: canCustomerCancel(row, now),
    created_at: row.createdAt.toISOString(),
  };
}
