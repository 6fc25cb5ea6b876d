import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loginRequest, logoutRequest, userDetailRequest } from '@shop/contract/accounts';
import { customers } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { revokeSession } from '../../lib/sessions.ts';
import { shopRoute } from '../../lib/shop-route.ts';
import { toUser } from './customer-view.ts';
import { signInWithPassword } from './sign-in.ts';

export async function accountShopRoutes(app: FastifyInstance) {
  shopRoute(app, '/login', { body: loginRequest, auth: 'none', message: 'Bem-vindo(a) de volta!' }, ({ db, body }) =>
    signInWithPassword(db, body.email, body.password),
  );

  shopRoute(app, '/logOut', { body: logoutRequest, auth: 'required', message: 'Terminaste a sessão.' }, async ({ db, customer }) => {
    await revokeSession(db, customer.sessionId);
    return null;
  });

  shopRoute(app, '/user-detail', { body: userDetailRequest, auth: 'required', message: 'Dados do cliente.' }, async ({ db, customer }) => {
    const [row] = await db.select().from(customers).where(eq(customers.id, customer.customerId));
    if (!row) throw notFound('Cliente não encontrado.');
    return toUser(row);
  });
}
