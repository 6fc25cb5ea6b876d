import { staffAlertTarget } from '../admin/service.ts';
import type { FastifyInstance } from 'fastify';
import { contactRequest, MESSAGE_CONTACT_SENT, MESSAGE_NEWSLETTER_OK } from '@shop/contract/contact';
import { acceptFormPosts, plainPage, queryToken } from '../../lib/plain-page.ts';
import { functionsRoute } from '../../lib/functions-route.ts';
import { enforceLimit } from '../../lib/rate-limit.ts';
import { shopRoute } from '../../lib/shop-route.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import { receiveContactMessage } from './contact-messages.ts';
import { resubscribe, subscribe, unsubscribe } from './newsletter.ts';

/** Functions API: the contact form. */
export async function contactFunctionsRoutes(app: FastifyInstance) {
  functionsRoute(app, 'POST /contact-api', { status: 201, ownBody: true }, async ({ request }) => {
    const body = parseOrThrow(contactRequest, request.body ?? {}, { quoted: true });
    await enforceLimit(app.db, `contact:${request.ip}`, 5, 600, 'Enviou várias mensagens seguidas. Aguarde alguns minutos e tente novamente.');
    const customer = await request.auth();
    const saved = await receiveContactMessage(app.db, body, customer?.customerId ?? null, staffAlertTarget(app.config));
    return { ...saved, message: MESSAGE_CONTACT_SENT };
  });
}

/** Shop API: newsletter sign-up from the footer. */
export async function contactShopRoutes(app: FastifyInstance) {
  shopRoute(app, '/subscribe', { message: MESSAGE_NEWSLETTER_OK }, async ({ db, body, customer, request }) => {
    await enforceLimit(db, `subscribe:${request.ip}`, 10, 3600, 'Demasiadas inscrições a partir desta ligação. Tente novamente mais tarde.');
    await subscribe(db, body.email, customer?.customerId ?? null, app.config.publicUrl);
    return { email: body.email, subscribed: true as const };
  });
}

/** The links in newsletter e-mails: unsubscribe at once (GET or RFC 8058 one-click POST), and undo. */
export async function newsletterPageRoutes(app: FastifyInstance) {
  acceptFormPosts(app);

  app.get('/newsletter/unsubscribe', async (request, reply) => {
    const token = queryToken(request.query);
    if ((await unsubscribe(app.db, token)) === 'unknown') {
      return plainPage(reply, 404, 'Ligação inválida', '<p>Esta ligação de cancelamento não é válida. Se continuar a receber e-mails que não quer, responda a um deles e retiramos o seu endereço.</p>');
    }
    return plainPage(
      reply,
      200,
      'Subscrição cancelada',
      `<p>Não voltará a receber a nossa newsletter.</p><form method="post" action="/newsletter/resubscribe?token=${encodeURIComponent(token)}"><p>Foi engano?</p><button type="submit">Voltar a subscrever</button></form>`,
    );
  });

  app.post('/newsletter/unsubscribe', async (request, reply) => {
    const outcome = await unsubscribe(app.db, queryToken(request.query));
    return reply.code(outcome === 'unknown' ? 404 : 200).type('text/plain; charset=utf-8').send(outcome === 'unknown' ? 'Ligação inválida.' : 'Subscrição cancelada.');
  });

  app.post('/newsletter/resubscribe', async (request, reply) => {
    if (!(await resubscribe(app.db, queryToken(request.query)))) return plainPage(reply, 404, 'Ligação inválida', '<p>Esta ligação não é válida.</p>');
    return plainPage(reply, 200, 'Subscrição retomada', '<p>Voltará a receber a nossa newsletter. Obrigado!</p>');
  });
}
