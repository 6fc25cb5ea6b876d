import { staffAlertTarget } from '../admin/ops/staff-alerts.ts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { contactRequest, MESSAGE_CONTACT_SENT, MESSAGE_NEWSLETTER_OK, subscribeRequest } from '@shop/contract/contact';
import { STORE_PROFILE } from '@shop/contract/store';
import { escapeHtml } from '../../lib/escape-html.ts';
import { functionsRoute } from '../../lib/functions-route.ts';
import { enforceLimit } from '../../lib/rate-limit.ts';
import { shopRoute } from '../../lib/shop-route.ts';
import { parseFields } from '../bookings/form-input.ts';
import { receiveContactMessage } from './contact-messages.ts';
import { resubscribe, subscribe, unsubscribe } from './newsletter.ts';

/** Functions API: the contact form. */
export async function contactFunctionsRoutes(app: FastifyInstance) {
  functionsRoute(app, 'POST', '/contact-api', { status: 201 }, async ({ request }) => {
    const body = parseFields(contactRequest, request.body ?? {});
    await enforceLimit(app.db, `contact:${request.ip}`, 5, 600, 'Enviou várias mensagens seguidas. Aguarde alguns minutos e tente novamente.');
    const customer = await request.auth();
    const saved = await receiveContactMessage(app.db, body, customer?.customerId ?? null, staffAlertTarget(app.config));
    return { ...saved, message: MESSAGE_CONTACT_SENT };
  });
}

/** Shop API: newsletter sign-up from the footer. */
export async function contactShopRoutes(app: FastifyInstance) {
  shopRoute(app, '/subscribe', { body: subscribeRequest, auth: 'optional', message: MESSAGE_NEWSLETTER_OK }, async ({ db, body, customer, request }) => {
    await enforceLimit(db, `subscribe:${request.ip}`, 10, 3600, 'Demasiadas inscrições a partir desta ligação. Tente novamente mais tarde.');
    await subscribe(db, body.email, customer?.customerId ?? null, app.config.publicUrl);
    return { email: body.email, subscribed: true as const };
  });
}

function page(reply: FastifyReply, status: number, title: string, body: string) {
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'")
    .header('Referrer-Policy', 'no-referrer');
  return reply.send(`<!doctype html><html lang="pt"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(STORE_PROFILE.name)}</title>
<style>body{font-family:system-ui,sans-serif;background:#fbf7f2;color:#2b2027;margin:0}main{max-width:32rem;margin:10vh auto;padding:2rem;background:#fff;border-radius:1rem;box-shadow:0 1px 4px #0001}h1{color:#5b2a4e;font-size:1.5rem}a,button{color:#5b2a4e}button{background:none;border:1px solid #5b2a4e;border-radius:999px;padding:.5rem 1.25rem;font:inherit;cursor:pointer}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}<p><a href="/">Voltar à loja</a></p></main></body></html>`);
}

/** The links in newsletter e-mails: unsubscribe at once (GET or RFC 8058 one-click POST), and undo. */
export async function newsletterPageRoutes(app: FastifyInstance) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
  });
  const tokenOf = (query: unknown) => {
    const token = (query as { token?: unknown })?.token;
    return typeof token === 'string' ? token : '';
  };

  app.get('/newsletter/unsubscribe', async (request, reply) => {
    const token = tokenOf(request.query);
    if ((await unsubscribe(app.db, token)) === 'unknown') {
      return page(reply, 404, 'Ligação inválida', '<p>Esta ligação de cancelamento não é válida. Se continuar a receber e-mails que não quer, responda a um deles e retiramos o seu endereço.</p>');
    }
    return page(
      reply,
      200,
      'Subscrição cancelada',
      `<p>Não voltará a receber a nossa newsletter.</p><form method="post" action="/newsletter/resubscribe?token=${encodeURIComponent(token)}"><p>Foi engano?</p><button type="submit">Voltar a subscrever</button></form>`,
    );
  });

  app.post('/newsletter/unsubscribe', async (request, reply) => {
    const outcome = await unsubscribe(app.db, tokenOf(request.query));
    return reply.code(outcome === 'unknown' ? 404 : 200).type('text/plain; charset=utf-8').send(outcome === 'unknown' ? 'Ligação inválida.' : 'Subscrição cancelada.');
  });

  app.post('/newsletter/resubscribe', async (request, reply) => {
    if (!(await resubscribe(app.db, tokenOf(request.query)))) return page(reply, 404, 'Ligação inválida', '<p>Esta ligação não é válida.</p>');
    return page(reply, 200, 'Subscrição retomada', '<p>Voltará a receber a nossa newsletter. Obrigado!</p>');
  });
}
