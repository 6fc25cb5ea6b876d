import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './accounts.ts';
import { staffUsers } from './admin.ts';

/**
 * Staff notes on a client (decision 142): an account (`customer_id`) or a person known only by the
 * phone of bookings made without an account (`phone`, E.164 digits without the plus).
 */
export const clientNotes = pgTable(
  'client_notes',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    phone: text('phone'),
    body: text('body').notNull(),
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    staffName: text('staff_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('client_notes_customer_idx').on(t.customerId),
    index('client_notes_phone_idx').on(t.phone),
    check('client_notes_one_client', sql`(${t.customerId} is null) <> (${t.phone} is null)`),
    check('client_notes_body_length', sql`char_length(${t.body}) between 1 and 2000`),
  ],
);
