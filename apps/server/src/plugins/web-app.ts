import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the production build of the web app: hashed assets cached for a year, everything
 * else revalidated, and any other GET path answered with the app (which shows its 404 page).
 */
export async function webApp(app: FastifyInstance) {
  const root = app.config.WEB_DIST_DIR;
  const indexPath = path.join(root, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn({ root }, 'web build not found; run `npm run build`');
  } else {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const rel = path.relative(root, filePath).split(path.sep).join('/');
        reply.header('Cache-Control', rel.startsWith('assets/') ? IMMUTABLE : 'public, max-age=3600, must-revalidate');
      },
    });
  }
  let indexHtml: string | null = null;
  const loadIndex = () => (indexHtml ??= existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null);

  // A route, not a not-found handler, so compression and the rate limiter's allow-list apply to it.
  app.get('/*', async (request, reply) => {
    const url = request.url;
    const isApi = url.startsWith('/api/') || url.startsWith('/functions/');
    const isAsset = url.startsWith('/assets/') || /\.[a-z0-9]{2,5}(\?|$)/i.test(url.split('?')[0] ?? '');
    if (isApi || isAsset) throw new AppError('NOT_FOUND', 'Não encontrado.');
    const html = loadIndex();
    if (!html) return reply.code(503).type('text/plain; charset=utf-8').send('A aplicação web ainda não foi construída: execute `npm run build`.');
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
  app.setNotFoundHandler(async () => {
    throw new AppError('NOT_FOUND', 'Não encontrado.');
  });
}
