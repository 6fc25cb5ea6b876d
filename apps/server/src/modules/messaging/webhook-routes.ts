import type { FastifyInstance } from 'fastify';
import { AppError, forbidden, notFound, unauthenticated } from '../../lib/errors.ts';
import { reportDeliveryFailure, smsDeliveryReport, validHubSignature, whatsAppStatuses } from '../../lib/messaging/delivery-reports.ts';
import { safeEqual } from '../../lib/tokens.ts';
import { refuseUnsafeText } from '../../lib/validation.ts';

/**
 * Delivery reports from the messaging providers (decision 165). Each is authenticated as its provider
 * documents it; a report of a failure marks the message undelivered and re-sends it once by e-mail.
 * Providers retry what is not answered 2xx, so anything authentic is answered 200, known message or not.
 */
export async function messagingWebhookRoutes(app: FastifyInstance) {
  const { WHATSAPP_APP_SECRET: appSecret, WHATSAPP_WEBHOOK_VERIFY_TOKEN: verifyToken, SMS_STATUS_TOKEN: smsToken } = app.config;
  // The signature is over the bytes as sent, so this scope keeps JSON bodies raw.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  // As every other route: text no column can keep is refused before any rule runs (the body is
  // still raw here, so it is read once more for the check; a body that is not JSON is the route's to refuse).
  app.addHook('preValidation', async (request) => {
    let body: unknown = null;
    if (Buffer.isBuffer(request.body)) {
      try {
        body = JSON.parse(request.body.toString('utf8'));
      } catch {
        body = null;
      }
    }
    refuseUnsafeText(request.query, request.params, body);
  });
  const parse = (raw: unknown): unknown => {
    try {
      return JSON.parse(Buffer.isBuffer(raw) ? raw.toString('utf8') : '');
    } catch {
      throw new AppError('VALIDATION_FAILED', 'Corpo inválido.');
    }
  };

  // Meta's subscription handshake: echo hub.challenge when hub.verify_token is ours.
  app.get('/webhooks/whatsapp', async (request, reply) => {
    if (!verifyToken) throw notFound();
    const query = request.query as Record<string, string | undefined>;
    if (query['hub.mode'] !== 'subscribe' || !safeEqual(query['hub.verify_token'] ?? '', verifyToken)) {
      throw forbidden('Token de verificação inválido.');
    }
    return reply.type('text/plain').send(query['hub.challenge'] ?? '');
  });

  app.post('/webhooks/whatsapp', async (request) => {
    if (!appSecret) throw notFound();
    const raw = request.body as Buffer | undefined;
    if (!Buffer.isBuffer(raw) || !validHubSignature(raw, request.headers['x-hub-signature-256'] as string | undefined, appSecret)) {
      throw unauthenticated('Assinatura inválida.');
    }
    for (const status of whatsAppStatuses(parse(raw))) {
      if (status.status !== 'failed') continue;
      const outcome = await reportDeliveryFailure(app.db, { via: 'whatsapp', providerMessageId: status.id, error: status.error ?? 'failed' });
      request.log.info({ wamid: status.id, outcome }, 'WhatsApp reported a message undelivered');
    }
    return { ok: true };
  });

  app.post('/webhooks/sms', async (request) => {
    if (!smsToken) throw notFound();
    const sent = (request.query as { token?: string }).token ?? (request.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!safeEqual(sent, smsToken)) throw unauthenticated('Token inválido.');
    const report = smsDeliveryReport(parse(request.body));
    if (!report) throw new AppError('VALIDATION_FAILED', 'Relatório de entrega inválido.');
    if (report.failed) {
      const outcome = await reportDeliveryFailure(app.db, { via: 'sms', providerMessageId: report.id, error: report.error });
      request.log.info({ smsId: report.id, outcome }, 'the SMS gateway reported a message undelivered');
    }
    return { ok: true };
  });
}
