import type { FastifyReply } from 'fastify';
import { STORE_PROFILE } from '@shop/contract/store';
import { escapeHtml } from './escape-html.ts';

/**
 * A small self-contained HTML page answered by the server itself: the targets of links in e-mails
 * (newsletter unsubscribe, "avise-me" cancel) that must work without the web app's script.
 * `body` is trusted HTML built by the caller with escaped values.
 */
export function plainPage(reply: FastifyReply, status: number, title: string, body: string) {
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

/** Form posts from these pages (`application/x-www-form-urlencoded`), parsed as a flat object. */
export function acceptFormPosts(app: import('fastify').FastifyInstance) {
  if (app.hasContentTypeParser('application/x-www-form-urlencoded')) return;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
  });
}

/** The `token` of a link's query string, or ''. */
export const queryToken = (query: unknown) => {
  const token = (query as { token?: unknown })?.token;
  return typeof token === 'string' ? token : '';
};
