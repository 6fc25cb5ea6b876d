import { and, eq, isNull } from 'drizzle-orm';
import type { LoginResponse } from '@shop/contract/accounts';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { createSession } from '../../lib/sessions.ts';
import { toUser } from './customer-view.ts';

export const INVALID_CREDENTIALS = 'E-mail ou palavra-passe incorretos.';

// Verifying against a real hash when the e-mail is unknown keeps both answers equally slow.
let dummyHash: Promise<string> | null = null;

export async function signInWithPassword(db: Db, email: string, password: string): Promise<LoginResponse> {
  const [customer] = await db.select().from(customers).where(and(eq(customers.email, email), isNull(customers.deletedAt))).limit(1);
  const ok = await verifyPassword(password, customer?.passwordHash ?? (await (dummyHash ??= hashPassword('dummy-password'))));
  if (!customer || !ok) throw new AppError('UNAUTHENTICATED', INVALID_CREDENTIALS);
  const token = await createSession(db, customer.id);
  return { ...toUser(customer), token, token_type: 'Bearer' };
}
