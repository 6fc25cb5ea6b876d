import { and, asc, eq, isNotNull, or } from 'drizzle-orm';
import type { BookingOption, BookingPrices } from '@shop/contract/bookings-offer';
import type { ClinicService, ServiceGroup } from '@shop/contract/content';
import { centsToWire, formatMoney } from '@shop/contract/money';
import type { Db } from '../../db/client.ts';
import { clinicServices } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';

type ServiceRow = typeof clinicServices.$inferSelect;

/** Services booked online have their own screens; the rest are booked by phone or WhatsApp. */
const BOOKING_PATHS: Record<BookingOption, string> = {
  presencial: '/consulta-capilar',
  online: '/consulta-capilar',
  microneedling_1: '/microagulhamento',
  microneedling_3: '/microagulhamento',
  microneedling_6: '/microagulhamento',
};

/** The price as the list prints it: drawn from the cents, never typed twice. */
export const priceText = (row: Pick<ServiceRow, 'priceCents' | 'priceNote'>) => [formatMoney(row.priceCents), row.priceNote].filter(Boolean).join(' ');

export function toService(row: ServiceRow): ClinicService {
  return {
    id: row.id,
    slug: row.slug,
    category: row.category,
    name: row.name,
    description: row.description,
    price: centsToWire(row.priceCents),
    price_text: priceText(row),
    price_note: row.priceNote,
    duration_minutes: row.durationMinutes,
    bookable: row.bookable,
    booking_option: row.bookingOption,
    booking_path: row.bookingOption ? BOOKING_PATHS[row.bookingOption] : null,
  };
}

export async function activeServices(db: Db): Promise<ServiceRow[]> {
  return db.select().from(clinicServices).where(eq(clinicServices.active, true)).orderBy(asc(clinicServices.sortOrder), asc(clinicServices.id));
}

/** Grouped by category, categories in the order of their first service. */
export function groupServices(rows: ServiceRow[]): ServiceGroup[] {
  const groups = new Map<string, ClinicService[]>();
  for (const row of rows) {
    const list = groups.get(row.category) ?? [];
    list.push(toService(row));
    groups.set(row.category, list);
  }
  return [...groups].map(([category, services]) => ({ category, services }));
}

export async function findService(db: Db, ref: string): Promise<ClinicService> {
  const byId = /^\d{1,9}$/.test(ref) ? eq(clinicServices.id, Number(ref)) : undefined;
  const [row] = await db
    .select()
    .from(clinicServices)
    .where(byId ? or(byId, eq(clinicServices.slug, ref)) : eq(clinicServices.slug, ref.toLowerCase()))
    .limit(1);
  if (!row || !row.active) throw new AppError('NOT_FOUND', 'Serviço não encontrado.');
  return toService(row);
}

/** Today's prices of everything booked online; a retired line is simply absent. */
export async function bookingPrices(db: Db): Promise<BookingPrices> {
  const rows = await db
    .select({ option: clinicServices.bookingOption, priceCents: clinicServices.priceCents })
    .from(clinicServices)
    .where(and(eq(clinicServices.active, true), isNotNull(clinicServices.bookingOption)));
  return Object.fromEntries(rows.map((r) => [r.option!, r.priceCents]));
}

/** The price a new booking copies; refused when staff retired that line of the price list. */
export async function bookingPrice(db: Db, option: BookingOption): Promise<number> {
  const price = (await bookingPrices(db))[option];
  if (price === undefined) throw new AppError('CONFLICT', 'Este serviço não está disponível para marcação neste momento. Contacte-nos por WhatsApp.');
  return price;
}
