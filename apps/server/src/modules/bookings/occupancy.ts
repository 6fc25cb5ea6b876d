import { SLOT_HOLDING_STATUSES } from '@shop/contract/bookings-offer';
import { and, gt, inArray, isNull, lt, or, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blockedPeriods, bookings } from '../../db/schema.ts';
import type { Schedule } from './availability.ts';
import type { Interval } from '../../lib/maputo-time.ts';

export interface Occupancy {
  /** starts held on the resource (lapsed holds left out), with the booking that holds each */
  taken: { id: number; startsAt: Date }[];
  /** blocked periods on the resource or on the whole clinic that touch the range */
  blocked: Interval[];
}

/**
 * What occupies a resource in a range: the one query behind every slot list (the customer's day and
 * date picker, the staff's new booking and move). The database's `bookings_slot_uq` still has the
 * last word when two requests race for what this read as free.
 */
export async function occupancy(db: Db, resource: Schedule['resource'], range: Interval): Promise<Occupancy> {
  const taken = await db
    .select({ id: bookings.id, startsAt: bookings.startsAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.resource, resource),
        sql`${bookings.startsAt} >= ${range.startsAt}`,
        lt(bookings.startsAt, range.endsAt),
        inArray(bookings.status, [...SLOT_HOLDING_STATUSES]),
        or(isNull(bookings.holdExpiresAt), gt(bookings.holdExpiresAt, sql`now()`)),
      ),
    );
  const blocked = await db
    .select({ startsAt: blockedPeriods.startsAt, endsAt: blockedPeriods.endsAt })
    .from(blockedPeriods)
    .where(and(or(isNull(blockedPeriods.resource), eq(blockedPeriods.resource, resource)), lt(blockedPeriods.startsAt, range.endsAt), gt(blockedPeriods.endsAt, range.startsAt)));
  return { taken, blocked };
}
