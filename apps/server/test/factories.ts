import { randomBytes } from 'node:crypto';
import type { Db } from '../src/db/client.ts';
import { customers } from '../src/db/schema.ts';
import { createSession } from '../src/lib/sessions.ts';

/** A customer with an open session. The password hash is a placeholder: sign-in tests register for real. */
export async function createCustomer(db: Db, overrides: Partial<typeof customers.$inferInsert> = {}) {
  const suffix = randomBytes(4).toString('hex');
  const [customer] = await db
    .insert(customers)
    .values({ firstName: 'Teste', lastName: suffix, email: `cliente.${suffix}@exemplo.co.mz`, ...overrides })
    .returning();
  const token = await createSession(db, customer!.id);
  return { customer: customer!, token };
}
