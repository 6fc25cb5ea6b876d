import { z } from 'zod';
import { integer } from './wire-input.ts';
import {
  APPOINTMENT_TYPES, BOOKING_SERVICES, BOOKING_STATUSES, COMPLAINTS, CONSULTATION_PAYMENT_METHODS, MICRONEEDLING_AREAS,
  MICRONEEDLING_PAYMENT_OPTIONS, PAYMENT_STATUSES,
} from './bookings-offer.ts';
import { identityFields, wireMoneySchema } from './envelope.ts';

const MESSAGE_REQUIRED_FIELDS = 'Por favor, preencha todos os campos obrigatórios';
const MESSAGE_NO_COMPLAINT = 'Por favor, selecione pelo menos uma queixa';
const MESSAGE_NO_SLOT = 'Por favor, selecione data e horário';
export const MESSAGE_RECEIPT_REQUIRED = 'Por favor, faça o upload do comprovativo de pagamento';
const MESSAGE_AGE_RANGE = 'A idade deve estar entre 1 e 120 anos.';
const MESSAGE_NO_PACKAGE = 'Por favor, escolha um pacote.';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const requiredText = (max: number, message = MESSAGE_REQUIRED_FIELDS) =>
  z.preprocess(blankToUndefined, z.string({ error: message }).trim().min(1, message).max(max, `No máximo ${max} caracteres.`));

const optionalText = (max: number) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, `No máximo ${max} caracteres.`).optional());

const email = z.preprocess(
  blankToUndefined,
  z.string({ error: MESSAGE_REQUIRED_FIELDS }).trim().toLowerCase().max(254).email('Indique um e-mail válido.'),
);

/** Phone numbers: Mozambican (+258 and 9 digits, or the 9 digits alone) or any international number in E.164. */
export const phoneSchema = (message = MESSAGE_REQUIRED_FIELDS) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: message })
      .trim()
      .transform((v, ctx) => {
        const digits = v.replace(/[\s().-]/g, '').replace(/^00/, '+');
        // Mobiles are 8X and 9 digits, landlines 2X and 8 digits.
        const local = /^(?:\+?258)?(8\d{8}|2\d{7})$/.exec(digits);
        if (local) return `258${local[1]}`;
        if (/^\+[1-9]\d{7,14}$/.test(digits)) return digits.slice(1);
        ctx.addIssue({ code: 'custom', message: 'Indique um número de telefone válido (ex.: 84 123 4567).' });
        return z.NEVER;
      }),
  );

const dateSchema = z.preprocess(
  blankToUndefined,
  z.string({ error: MESSAGE_NO_SLOT }).regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGE_NO_SLOT).refine((v) => isRealDate(v), 'Data inválida.'),
);
const timeSchema = z.preprocess(blankToUndefined, z.string({ error: MESSAGE_NO_SLOT }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, MESSAGE_NO_SLOT));

function isRealDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Multipart forms repeat a field (`complaints`) or send `complaints[]`, or one JSON or comma-separated string. */
const listOf = <T extends z.ZodType>(item: T, message: string) =>
  z.preprocess((v) => {
    if (v === undefined || v === null || v === '') return [];
    if (Array.isArray(v)) return v;
    if (typeof v === 'string') {
      const s = v.trim();
      if (s.startsWith('[')) {
        try {
          return JSON.parse(s);
        } catch {
          return [s];
        }
      }
      return s.split(',').map((x) => x.trim()).filter(Boolean);
    }
    return v;
  }, z.array(item).min(1, message).max(COMPLAINTS.length));

export const consultationCreateRequest = z.object({
  full_name: requiredText(120),
  age: z.preprocess(
    (v) => {
      const value = blankToUndefined(v);
      return typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;
    },
    z.number({ error: (iss) => (iss.input === undefined ? MESSAGE_REQUIRED_FIELDS : MESSAGE_AGE_RANGE) }).int(MESSAGE_AGE_RANGE).min(1, MESSAGE_AGE_RANGE).max(120, MESSAGE_AGE_RANGE),
  ),
  occupation: optionalText(120),
  whatsapp: phoneSchema(),
  email,
  complaints: listOf(z.enum(COMPLAINTS, { error: 'Queixa desconhecida.' }), MESSAGE_NO_COMPLAINT).transform((list) => [...new Set(list)]),
  appointment_type: z.enum(APPOINTMENT_TYPES, { error: 'Escolha o tipo de consulta (presencial ou online).' }),
  appointment_date: dateSchema,
  appointment_time: timeSchema,
  payment_method: z.enum(CONSULTATION_PAYMENT_METHODS, { error: 'Escolha a forma de pagamento.' }),
  notes: optionalText(1000),
});

export const microneedlingCreateRequest = z.object({
  service_area: z.enum(Object.keys(MICRONEEDLING_AREAS) as [keyof typeof MICRONEEDLING_AREAS, ...(keyof typeof MICRONEEDLING_AREAS)[]], {
    error: 'Escolha a zona a tratar.',
  }),
  package: z.preprocess(
    blankToUndefined,
    integer({ message: MESSAGE_NO_PACKAGE }).refine((n) => n === 1 || n === 3 || n === 6, MESSAGE_NO_PACKAGE),
  ),
  appointment_date: dateSchema,
  appointment_time: timeSchema,
  full_name: requiredText(120),
  email,
  phone: phoneSchema(),
  notes: optionalText(1000),
  payment_option: z.enum(MICRONEEDLING_PAYMENT_OPTIONS, { error: 'Escolha sinal (50%) ou pagamento total.' }),
});

export const availableSlotsQuery = z.object({
  date: z.string({ error: 'Indique a data (AAAA-MM-DD).' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'Indique a data (AAAA-MM-DD).').refine(isRealDate, 'Data inválida.'),
  type: z.enum(BOOKING_SERVICES, { error: 'Tipo de marcação desconhecido.' }).default('presencial'),
});

export const availableDaysQuery = z.object({
  type: z.enum(BOOKING_SERVICES, { error: 'Tipo de marcação desconhecido.' }).default('presencial'),
});
/** The days that still have a free slot, soonest first, and how many. */
const availableDaySchema = z.object({ date: z.string(), free: z.number().int() });
export const availableDaysResponse = z.array(availableDaySchema);

const timeSlotSchema = z.object({ time: z.string(), available: z.boolean() });
export const availableSlotsResponse = z.array(timeSlotSchema);

export const bookingViewSchema = z.object({
  reference: z.string(),
  kind: z.enum(['consultation', 'microneedling']),
  service: z.enum(BOOKING_SERVICES),
  service_label: z.string(),
  full_name: z.string(),
  age: z.number().int().nullable(),
  occupation: z.string().nullable(),
  /** digits, e.g. 258841234567 */
  phone: z.string(),
  email: z.string(),
  complaints: z.array(z.string()),
  notes: z.string().nullable(),
  appointment_date: z.string(),
  appointment_time: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  duration_minutes: z.number().int(),
  status: z.enum(BOOKING_STATUSES),
  status_label: z.string(),
  payment_method: z.enum([...CONSULTATION_PAYMENT_METHODS, ...MICRONEEDLING_PAYMENT_OPTIONS]),
  payment_method_label: z.string(),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_status_label: z.string(),
  price: wireMoneySchema,
  amount_due_now: wireMoneySchema,
  microneedling: z.object({ area: z.string(), area_label: z.string(), sessions: z.number().int(), package_label: z.string() }).nullable(),
  receipt: z.object({ name: z.string(), size: z.number().int() }).nullable(),
  hold_expires_at: z.string().nullable(),
  can_cancel: z.boolean(),
  created_at: z.string(),
});
export type BookingView = z.infer<typeof bookingViewSchema>;

/** The create answer: the booking plus the token that lets this visitor read it again (/consulta-sucesso). */
export const bookingCreatedSchema = bookingViewSchema.extend({ access_token: z.string() });
export type BookingCreated = z.infer<typeof bookingCreatedSchema>;

export const bookingByReferenceQuery = z.object({
  token: z.string({ error: 'Ligação inválida.' }).min(16, 'Ligação inválida.').max(200),
});

export const myBookingsRequest = z.object({ ...identityFields });
export const myBookingsResponse = z.array(bookingViewSchema);

export const cancelBookingRequest = z.object({
  ...identityFields,
  reference: z.string({ error: 'Indique a marcação.' }).trim().min(1, 'Indique a marcação.').max(40),
});

/** Moves the customer's own booking to another free time, up to CANCEL_NOTICE_HOURS before it. */
export const rescheduleBookingRequest = cancelBookingRequest.extend({
  appointment_date: z.string({ error: 'Escolha o dia.' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'Escolha o dia.').refine(isRealDate, 'Escolha o dia.'),
  appointment_time: z.string({ error: 'Escolha o horário.' }).regex(/^\d{2}:\d{2}$/, 'Escolha o horário.'),
});

export { CUSTOMER_TOKEN_HEADER, IDEMPOTENCY_HEADER } from './bookings-offer.ts';
