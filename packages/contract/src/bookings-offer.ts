/**
 * The clinic's bookable offer (spec 2 §9): prices, packages, complaint options. Plain values with no
 * zod, so the web app can import them without shipping the schema library (decision 004).
 */
import type { Cents } from './money.ts';

export const APPOINTMENT_TYPES = ['presencial', 'online'] as const;
export type AppointmentType = (typeof APPOINTMENT_TYPES)[number];

/** What a slot is asked for: a consultation type, or a micro-needling session. */
export const BOOKING_SERVICES = ['presencial', 'online', 'microneedling'] as const;
export type BookingService = (typeof BOOKING_SERVICES)[number];

/**
 * What can be booked online, each priced by one row of the clinic's price list (`clinic_services.booking_option`).
 * Prices live only there (decision 126): staff change them in "Serviços" and every page follows.
 */
export const BOOKING_OPTIONS = ['presencial', 'online', 'microneedling_1', 'microneedling_3', 'microneedling_6'] as const;
export type BookingOption = (typeof BOOKING_OPTIONS)[number];

export const BOOKING_OPTION_LABELS: Record<BookingOption, string> = {
  presencial: 'Marcação online: consulta presencial',
  online: 'Marcação online: consulta online',
  microneedling_1: 'Marcação online: microagulhamento, 1 sessão',
  microneedling_3: 'Marcação online: microagulhamento, 3 sessões',
  microneedling_6: 'Marcação online: microagulhamento, 6 sessões',
};

export const packageOption = (sessions: number): BookingOption | null =>
  sessions === 1 || sessions === 3 || sessions === 6 ? `microneedling_${sessions}` : null;

/** A price the price list gives for a booking option; null when the option is retired. */
export type BookingPrices = Partial<Record<BookingOption, Cents>>;

export const CONSULTATION_OFFER: Record<AppointmentType, { label: string; durationMinutes: number }> = {
  presencial: { label: 'Consulta presencial', durationMinutes: 60 },
  online: { label: 'Consulta online', durationMinutes: 45 },
};

export const CONSULTATION_INCLUDES = [
  'Avaliação capilar completa',
  'Diagnóstico profissional',
  'Proposta de tratamento',
  'Cronograma capilar personalizado',
] as const;

export const COMPLAINTS = [
  'Queda Capilar',
  'Quebra Capilar',
  'Caspa',
  'Couro cabeludo sensível',
  'Manchas na pele',
  'Acne',
  'Outras',
] as const;

export const CONSULTATION_PAYMENT_METHODS = ['establishment', 'advance_50'] as const;
export type ConsultationPaymentMethod = (typeof CONSULTATION_PAYMENT_METHODS)[number];

export const MICRONEEDLING_AREAS = {
  scalp: 'Couro cabeludo',
  beard: 'Barba',
  eyebrows: 'Sobrancelhas',
} as const;
export type MicroneedlingArea = keyof typeof MICRONEEDLING_AREAS;

interface MicroneedlingPackage {
  sessions: 1 | 3 | 6;
  label: string;
  priceCents: Cents;
  /** what the package saves against single sessions */
  discountCents: Cents;
}

export const MICRONEEDLING_SESSIONS = [
  { sessions: 1, label: '1 sessão' },
  { sessions: 3, label: '3 sessões' },
  { sessions: 6, label: '6 sessões' },
] as const;

/** The packages on sale at the prices of the price list; a retired package is left out. */
export function microneedlingPackages(prices: BookingPrices): MicroneedlingPackage[] {
  const single = prices.microneedling_1;
  return MICRONEEDLING_SESSIONS.flatMap(({ sessions, label }) => {
    const priceCents = prices[`microneedling_${sessions}`];
    if (priceCents === undefined) return [];
    const discountCents = single === undefined ? 0 : Math.max(0, single * sessions - priceCents);
    return [{ sessions, label, priceCents, discountCents }];
  });
}

export const MICRONEEDLING_PAYMENT_OPTIONS = ['deposit', 'full'] as const;
export type MicroneedlingPaymentOption = (typeof MICRONEEDLING_PAYMENT_OPTIONS)[number];

/** The badge: discount / (price + discount), in whole percent. */
export const packageBadgePercent = (p: Pick<MicroneedlingPackage, 'priceCents' | 'discountCents'>) =>
  p.discountCents <= 0 ? 0 : Math.round((p.discountCents / (p.priceCents + p.discountCents)) * 100);

/** The deposit is half the price, rounded to whole meticais. */
export const depositCents = (priceCents: Cents): Cents => Math.round(priceCents / 200) * 100;

/** What is paid now for a micro-needling package. */
export const microneedlingDueNowCents = (priceCents: Cents, option: MicroneedlingPaymentOption): Cents =>
  option === 'full' ? priceCents : depositCents(priceCents);

export const BOOKING_STATUSES = [
  'pending',
  'awaiting_receipt_review',
  'confirmed',
  'cancelled',
  'completed',
  'no_show',
  'rejected',
  'expired',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'Pendente de confirmação',
  awaiting_receipt_review: 'Comprovativo em verificação',
  confirmed: 'Confirmada',
  cancelled: 'Cancelada',
  completed: 'Realizada',
  no_show: 'Não compareceu',
  rejected: 'Recusada',
  expired: 'Expirada',
};

export const PAYMENT_STATUSES = ['pay_at_clinic', 'awaiting_payment', 'under_review', 'approved', 'rejected'] as const;
export type BookingPaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS: Record<BookingPaymentStatus, string> = {
  pay_at_clinic: 'Pagamento no estabelecimento',
  awaiting_payment: 'A aguardar pagamento',
  under_review: 'Comprovativo recebido, em verificação',
  approved: 'Pagamento confirmado',
  rejected: 'Comprovativo recusado',
};

/** Customers may cancel up to this many hours before the appointment (spec 2 §9). */
export const CANCEL_NOTICE_HOURS = 12;
/** Bookings need this much notice (spec 2 §9). */
export const BOOKING_NOTICE_HOURS = 24;

/** Statuses in which a booking holds its slot (the database's partial unique index uses the same list). */
export const SLOT_HOLDING_STATUSES = ['pending', 'awaiting_receipt_review', 'confirmed'] as const satisfies readonly BookingStatus[];

/** The functions API carries the anonymous key in Authorization; a signed-in customer's token travels here. */
export const CUSTOMER_TOKEN_HEADER = 'x-customer-token';
/** A retried booking with the same key is answered with the first booking. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** How a client asked staff for a booking (phone, WhatsApp, at the desk); kept in the booking's history. */
export const STAFF_BOOKING_CHANNELS = ['telefone', 'WhatsApp', 'balcão'] as const;
export type StaffBookingChannel = (typeof STAFF_BOOKING_CHANNELS)[number];
