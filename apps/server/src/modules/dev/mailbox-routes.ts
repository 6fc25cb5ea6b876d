import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { devMailbox } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';

const isLoopback = (address: string | undefined) =>
  !!address && (address === '::1' || /^(::ffff:)?127\.\d+\.\d+\.\d+$/.test(address));

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Development-only mailbox: every e-mail the shop "sent" when no SMTP server is configured. */
export async function devMailboxRoutes(app: FastifyInstance) {
  // It holds other people's recovery codes: only the machine itself may read it, whatever
  // address a proxy header claims (both the peer and the client address must be loopback).
  app.addHook('onRequest', async (request) => {
    if (!isLoopback(request.socket.remoteAddress) || !isLoopback(request.ip)) throw new AppError('NOT_FOUND', 'Não encontrado.');
  });
  const latest = () => app.db.select().from(devMailbox).orderBy(desc(devMailbox.id)).limit(100);

  app.get('/dev/mailbox.json', async () => ({ messages: await latest() }));

  app.get('/dev/mailbox', async (_request, reply) => {
    const rows = await latest();
    const items = rows
      .map(
        (m) => `<article class="mail">
  <h2>${escape(m.subject)}</h2>
  <p class="meta">Para: <span class="to">${escape(m.to)}</span> · ${m.createdAt.toISOString()}${m.attachments.length ? ` · anexos: ${m.attachments.map((a) => escape(a.filename)).join(', ')}` : ''}</p>
  <pre>${escape(m.text)}</pre>
</article>`,
      )
      .join('\n');
    // Its own policy: a page with an inline stylesheet and no script at all.
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'");
    return `<!doctype html><html lang="pt"><head><meta charset="utf-8"><title>Caixa de correio (desenvolvimento)</title>
<style>body{font-family:system-ui,sans-serif;max-width:900px;margin:2rem auto;padding:0 1rem}article{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}.meta{color:#666;font-size:.9rem}</style></head>
<body><h1>Caixa de correio de desenvolvimento</h1><p>${rows.length} mensagens (as mais recentes primeiro).</p>${items || '<p>Sem mensagens.</p>'}</body></html>`;
  });
}
