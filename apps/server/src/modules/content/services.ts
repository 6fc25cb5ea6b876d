import { asc, eq, or } from 'drizzle-orm';
import type { ClinicService, ServiceGroup } from '@shop/contract/content';
import { centsToWire } from '@shop/contract/money';
import type { Db } from '../../db/client.ts';
import { clinicServices } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';

type ServiceRow = typeof clinicServices.$inferSelect;

/** Services booked online have their own screens; the rest are booked by phone or WhatsApp. */
const BOOKING_PATHS: Record<string, string> = { 'consulta-capilar': '/consulta-capilar', microagulhamento: '/microagulhamento' };

export function toService(row: ServiceRow): ClinicService {
  return {
    id: row.id,
    slug: row.slug,
    category: row.category,
    name: row.name,
    description: row.description,
    price: centsToWire(row.priceCents),
    price_text: row.priceText,
    duration_minutes: row.durationMinutes,
    bookable: row.bookable,
    booking_path: row.bookable ? (BOOKING_PATHS[row.slug] ?? null) : null,
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
