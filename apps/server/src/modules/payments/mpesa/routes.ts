import type { FastifyInstance } from 'fastify';
import { unauthenticated } from '../../../lib/errors.ts';
import { shopRoute } from '../../../lib/shop-route.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { staffAlertTarget } from '../../admin/service.ts';
import { createMpesaClient } from './mpesa-client.ts';
import { mpesaPaymentView, startMpesaPayment, type MpesaContext, type MpesaTargetRequest } from './mpesa-payments.ts';

type TargetBody = { order_id?: number; booking_reference?: string; booking_token?: string };

/** An order is the signed-in customer's own; a booking is whoever holds its reference and token (who booked, maybe as a guest). */
function targetOf(body: TargetBody, customer: AuthContext | null): MpesaTargetRequest {
  if (body.order_id !== undefined) {
    if (!customer) throw unauthenticated();
    return { kind: 'order', orderId: body.order_id, customerId: customer.customerId };
  }
  return { kind: 'booking', reference: body.booking_reference!, token: body.booking_token! };
}

/** The M-Pesa context of this server: null when the MPESA_* settings are absent (the option is then hidden). */
export function mpesaContextFor(app: FastifyInstance): MpesaContext | null {
  const settings = app.config.mpesa;
  if (!settings) return null;
  return { client: createMpesaClient(settings), publicUrl: app.config.publicUrl, staff: staffAlertTarget(app.config), log: app.log };
}

export async function mpesaShopRoutes(app: FastifyInstance) {
  const ctx = mpesaContextFor(app);

  shopRoute(app, '/mpesa-payment', { message: 'Pagamento M-Pesa.' }, ({ db, body, customer }) =>
    mpesaPaymentView(db, targetOf(body, customer), ctx),
  );

  // Each call may ring a phone: a few per minute is all a person needs (a thirtieth of the global limit, 10 by default).
  const perMinute = Math.max(5, Math.floor(app.config.RATE_LIMIT_PER_MINUTE / 30));
  shopRoute(
    app,
    '/mpesa-pay',
    { message: 'Pagamento M-Pesa.', rateLimit: { max: perMinute, timeWindow: '1 minute' } },
    async ({ db, body, customer }) => {
      if (!ctx) return mpesaPaymentView(db, targetOf(body, customer), null);
      return startMpesaPayment(db, targetOf(body, customer), body.msisdn, ctx);
    },
  );
}
